// The player's data in one request per course (performance.md): the course, every module and
// lesson outline (titles and lengths, readable wherever the course is), the lessons the viewer
// may open (RLS: enrolled students, the course's teachers, administradores, and anyone for a free
// preview lesson) with the viewer's completion marks and saved positions, and the viewer's
// enrolment progress. Cached by course and viewer, so moving between lessons never reloads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { isUuid } from '@/utils/uuid';
import { buildOutline, opensEveryLesson, type CourseOutline, type OutlineRow } from '../utils/outline';

/** Who watches: a signed-in user's id, or 'visitor'. */
export const VISITOR: Viewer = 'visitor';

const courseColumns = [
  'id, slug, title, lesson_count',
  'course_modules(id, title, order_index, created_at)',
  'lesson_outlines(id, module_id, title, duration_minutes, order_index, is_preview, created_at)',
];
// A visitor has no progress, positions or enrolment (and no grant to read them).
const visitorColumns = [...courseColumns, 'lessons(id, video_url, description)'].join(', ');
const memberColumns = [
  ...courseColumns,
  'lessons(id, video_url, description, lesson_progress(completed), watch_positions(position_seconds))',
  'enrollments(progress, completed)',
].join(', ');

/** The outline, or null when no course with this id is visible to the viewer. */
export async function getCourseOutline(courseId: string, viewer: Viewer): Promise<CourseOutline | null> {
  if (!isUuid(courseId)) return null;
  const supabase = await loadSupabase();
  const query =
    viewer === VISITOR
      ? supabase.from('courses').select(visitorColumns).eq('id', courseId)
      : // Administrators may read everyone's progress and enrolments: keep only the viewer's own.
        supabase
          .from('courses')
          .select(memberColumns)
          .eq('id', courseId)
          .eq('lessons.lesson_progress.user_id', viewer)
          .eq('lessons.watch_positions.user_id', viewer)
          .eq('enrollments.user_id', viewer);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data ? buildOutline(data as unknown as OutlineRow) : null;
}

export const courseOutlineQueryOptions = (courseId: string, viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.learner.outline(viewer, courseId),
    queryFn: () => getCourseOutline(courseId, viewer),
    // Locked lessons and "no such course" are never trusted from the cache: the viewer may have
    // enrolled since, so the next visit asks the database again.
    staleTime: (query) => {
      const outline = query.state.data;
      return outline && opensEveryLesson(outline) ? 60_000 : 0;
    },
  });

export function useCourseOutline(courseId: string, viewer: Viewer) {
  return useQuery(courseOutlineQueryOptions(courseId, viewer));
}
