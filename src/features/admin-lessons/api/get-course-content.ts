// The modules of one course with their lessons, both by order_index (course_modules with
// nested lessons by course_id): one request.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const adminLessonSchema = z.object({
  id: z.string(),
  module_id: z.string(),
  title: z.string(),
  video_url: z.string(),
  duration_minutes: z.number(),
  order_index: z.number(),
  description: z.string().nullable(),
  is_preview: z.boolean(),
});

export type AdminLesson = z.output<typeof adminLessonSchema>;
readsColumnsOf<AdminLesson, Tables<'lessons'>>(true);

const moduleColumnsSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  order_index: z.number(),
});
readsColumnsOf<z.output<typeof moduleColumnsSchema>, Tables<'course_modules'>>(true);

const adminModuleSchema = moduleColumnsSchema.extend({ lessons: z.array(adminLessonSchema) });

export type AdminModule = z.output<typeof adminModuleSchema>;

const byOrder = (a: { order_index: number; title: string }, b: { order_index: number; title: string }) =>
  a.order_index - b.order_index || a.title.localeCompare(b.title, 'pt-BR');

export async function getCourseContent(courseId: string): Promise<AdminModule[]> {
  const supabase = await tableClient();
  const answer = await supabase
    .from('course_modules')
    .select(selectColumns(adminModuleSchema))
    .eq('course_id', courseId)
    .order('order_index')
    .order('order_index', { referencedTable: 'lessons' });
  const modules = readRows('course_modules', z.array(adminModuleSchema), answer);
  return modules.map((module) => ({ ...module, lessons: [...module.lessons].sort(byOrder) })).sort(byOrder);
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
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.catalog.all() }),
  ]);
}
