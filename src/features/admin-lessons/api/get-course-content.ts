// The modules of one course with their lessons, both by order_index (course_modules with
// nested lessons by course_id): one request.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type AdminLesson = Pick<
  Tables<'lessons'>,
  | 'id'
  | 'module_id'
  | 'title'
  | 'video_url'
  | 'duration_minutes'
  | 'order_index'
  | 'description'
  | 'is_preview'
>;
export type AdminModule = Pick<Tables<'course_modules'>, 'id' | 'title' | 'description' | 'order_index'> & {
  lessons: AdminLesson[];
};

const byOrder = (a: { order_index: number; title: string }, b: { order_index: number; title: string }) =>
  a.order_index - b.order_index || a.title.localeCompare(b.title, 'pt-BR');

export async function getCourseContent(courseId: string): Promise<AdminModule[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('course_modules')
    .select(
      'id, title, description, order_index, lessons(id, module_id, title, video_url, duration_minutes, order_index, description, is_preview)',
    )
    .eq('course_id', courseId)
    .order('order_index')
    .order('order_index', { referencedTable: 'lessons' });
  if (error) throw error;
  return data.map((module) => ({ ...module, lessons: [...module.lessons].sort(byOrder) })).sort(byOrder);
}

export const courseContentQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.courses.content(courseId),
    queryFn: () => getCourseContent(courseId),
  });

export function useCourseContent(courseId: string | null) {
  return useQuery({ ...courseContentQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
}

/**
 * After a module or lesson change: this course's content, the admin course grid (lesson counts),
 * the report counters and the public catalogue (a course is public only with lessons).
 */
export function invalidateCourseContent(queryClient: QueryClient, courseId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses.content(courseId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.report() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all() }),
  ]);
}
