// The lesson 'Acessar Aulas' opens: modules of the course with their lesson ids and order.
// Lessons are readable only by enrolled students, the course's teachers and administrators.
// Read with the light schemas: the course page imports it, and zod's core stays off a visitor's
// first load of that page (docs/backend-reads.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { array, extend, number, object, text, type Infer } from '@/lib/api/light-schema';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { pickFirstLesson } from '../utils/first-lesson';

const lessonOrderSchema = object({ id: text, order_index: number });
readsColumnsOf<Infer<typeof lessonOrderSchema>, Tables<'lessons'>>(true);
readsColumnsOf<Infer<typeof lessonOrderSchema>, Tables<'course_modules'>>(true);

const moduleOrderSchema = extend(lessonOrderSchema, { lessons: array(lessonOrderSchema) });

export async function getFirstLesson(courseId: string) {
  const supabase = await tableClient();
  const answer = await supabase
    .from('course_modules')
    .select(selectColumns(moduleOrderSchema))
    .eq('course_id', courseId)
    .order('order_index', { ascending: true })
    .order('order_index', { referencedTable: 'lessons', ascending: true });
  return pickFirstLesson(readRows('course_modules', array(moduleOrderSchema), answer));
}

export const firstLessonQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.course(userId, courseId), 'first-lesson'],
    queryFn: () => getFirstLesson(courseId),
  });

export function useFirstLesson(userId: string | null, courseId: string, enabled: boolean) {
  return useQuery({
    ...firstLessonQueryOptions(userId ?? '', courseId),
    enabled: enabled && Boolean(userId),
  });
}
