// The course's title and its modules' lessons, for the question form's lesson picker and the CSV's
// lesson titles: the tables an administrador and the course's professores may read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { assessmentsKey } from './keys';

const outlineLessonSchema = z.object({
  id: z.string(),
  module_id: z.string(),
  title: z.string(),
  order_index: z.number(),
});
readsColumnsOf<z.output<typeof outlineLessonSchema>, Tables<'lessons'>>(true);

const outlineCourseSchema = z.object({ id: z.string(), title: z.string() });
readsColumnsOf<z.output<typeof outlineCourseSchema>, Tables<'courses'>>(true);

const outlineSchema = outlineCourseSchema.extend({ lessons: z.array(outlineLessonSchema) });

export type CourseOutline = z.output<typeof outlineSchema>;
export type OutlineLesson = z.output<typeof outlineLessonSchema>;

export async function getCourseOutline(courseId: string): Promise<CourseOutline | null> {
  const supabase = await tableClient();
  const answer = await supabase
    .from('courses')
    .select(selectColumns(outlineSchema))
    .eq('id', courseId)
    .order('order_index', { referencedTable: 'lessons' });
  const [course] = readRows('courses', z.array(outlineSchema), answer);
  return course ?? null;
}

export const courseOutlineQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...assessmentsKey(courseId), 'outline'],
    queryFn: () => getCourseOutline(courseId),
  });

export function useCourseOutline(courseId: string) {
  return useQuery(courseOutlineQueryOptions(courseId));
}
