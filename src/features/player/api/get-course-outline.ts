// The player's data in one request per course (docs/performance.md): the course, every module and
// lesson outline (titles and lengths, readable wherever the course is), the lessons the viewer
// may open (RLS: enrolled students, the course's teachers, administradores, and anyone for a free
// preview lesson) with the viewer's completion marks and saved positions, and the viewer's
// enrolment progress. Cached by course and viewer, so moving between lessons never reloads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { restGet } from '@/lib/public-rest';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { isUuid } from '@/utils/uuid';
import { buildOutline, opensEveryLesson, type CourseOutline, type OutlineRow } from '../utils/outline';

/** Who watches: a signed-in user's id, or 'visitor'. */
export const VISITOR: Viewer = 'visitor';

const courseColumns = [
  'id,slug,title,lesson_count',
  'course_modules(id,title,order_index,created_at)',
  'lesson_outlines(id,module_id,title,duration_minutes,order_index,is_preview,created_at)',
];
// A visitor has no progress, positions or enrolment (and no grant to read them).
const visitorColumns = [...courseColumns, 'lessons(id,video_url,description)'].join(',');
const memberColumns = [
  ...courseColumns,
  'lessons(id,video_url,description,lesson_progress(completed),watch_positions(position_seconds))',
  'enrollments(progress,completed)',
].join(',');

/** The REST query of the outline as this viewer reads it. */
export function courseOutlineQueryPath(courseId: string, viewer: Viewer): string {
  const query = new URLSearchParams({
    select: viewer === VISITOR ? visitorColumns : memberColumns,
    id: `eq.${courseId}`,
    limit: '1',
  });
  if (viewer !== VISITOR) {
    // Administrators may read everyone's progress and enrolments: keep only the viewer's own.
    query.set('lessons.lesson_progress.user_id', `eq.${viewer}`);
    query.set('lessons.watch_positions.user_id', `eq.${viewer}`);
    query.set('enrollments.user_id', `eq.${viewer}`);
  }
  return `courses?${query.toString()}`;
}

/**
 * The outline, or null when no course with this id is visible to the viewer. A light REST read
 * (the stored session's token, or none), so a visitor watching a free lesson never downloads
 * supabase-js.
 */
export async function getCourseOutline(
  courseId: string,
  viewer: Viewer,
  signal?: AbortSignal,
): Promise<CourseOutline | null> {
  if (!isUuid(courseId)) return null;
  const rows = await restGet<OutlineRow[]>(courseOutlineQueryPath(courseId, viewer), signal);
  return rows[0] ? buildOutline(rows[0]) : null;
}

export const courseOutlineQueryOptions = (courseId: string, viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.learner.outline(viewer, courseId),
    queryFn: ({ signal }) => getCourseOutline(courseId, viewer, signal),
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
