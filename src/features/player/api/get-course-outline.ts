// The player's data in one request per course (performance.md): the course, its modules, the
// lessons the viewer may read (RLS: enrolled students, the course's teachers, administradores)
// with the viewer's own completion marks, and the viewer's enrolment progress. Cached by course,
// so moving between lessons of a course never reloads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';
import { isUuid } from '@/utils/uuid';
import { buildOutline, lessonAccess, type CourseOutline, type OutlineRow } from '../utils/outline';

const outlineColumns = [
  'id, slug, title, lesson_count',
  'course_modules(id, title, order_index, created_at)',
  'lessons(id, module_id, title, duration_minutes, order_index, created_at, video_url, lesson_progress(completed))',
  'enrollments(progress, completed)',
].join(', ');

/** The outline, or null when no course with this id is visible to the viewer. */
export async function getCourseOutline(courseId: string, userId: string): Promise<CourseOutline | null> {
  if (!isUuid(courseId)) return null;
  const supabase = await loadSupabase();
  // Administrators may read everyone's progress and enrolments: keep only the viewer's own.
  const { data, error } = await supabase
    .from('courses')
    .select(outlineColumns)
    .eq('id', courseId)
    .eq('lessons.lesson_progress.user_id', userId)
    .eq('enrollments.user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data ? buildOutline(data as unknown as OutlineRow) : null;
}

export const courseOutlineQueryOptions = (courseId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.learner.outline(userId, courseId),
    queryFn: () => getCourseOutline(courseId, userId),
    // "No access" and "no such course" are never trusted from the cache: the viewer may have
    // enrolled since, so the next visit asks the database again.
    staleTime: (query) => {
      const outline = query.state.data;
      return outline && lessonAccess(outline) === 'granted' ? 60_000 : 0;
    },
  });

export function useCourseOutline(courseId: string, userId: string) {
  return useQuery(courseOutlineQueryOptions(courseId, userId));
}
