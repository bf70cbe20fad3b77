// The lesson 'Acessar Aulas' opens: modules of the course with their lesson ids and order.
// Lessons are readable only by enrolled students, the course's teachers and administrators.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { pickFirstLesson } from '../utils/first-lesson';

const lessonOrderSchema = z.object({ id: z.string(), order_index: z.number() });
readsColumnsOf<z.output<typeof lessonOrderSchema>, Tables<'lessons'>>(true);
readsColumnsOf<z.output<typeof lessonOrderSchema>, Tables<'course_modules'>>(true);

const moduleOrderSchema = lessonOrderSchema.extend({ lessons: z.array(lessonOrderSchema) });

export async function getFirstLesson(courseId: string) {
  const supabase = await tableClient();
  const answer = await supabase
    .from('course_modules')
    .select(selectColumns(moduleOrderSchema))
    .eq('course_id', courseId)
    .order('order_index', { ascending: true })
    .order('order_index', { referencedTable: 'lessons', ascending: true });
  return pickFirstLesson(readRows('course_modules', z.array(moduleOrderSchema), answer));
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
