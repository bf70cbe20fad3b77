// The course's title and its modules' lessons in course order, for the exercise form's lesson
// picker, the grouping of the list and the lesson ids a spec's checks name: the tables an
// administrador and the course's professores may read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { practiceAuthoringKey } from './keys';

const lessonSchema = z.object({ id: z.string(), title: z.string(), order_index: z.number() });
readsColumnsOf<z.output<typeof lessonSchema>, Tables<'lessons'>>(true);

const moduleColumnsSchema = z.object({ id: z.string(), title: z.string(), order_index: z.number() });
readsColumnsOf<z.output<typeof moduleColumnsSchema>, Tables<'course_modules'>>(true);

const courseColumnsSchema = z.object({ id: z.string(), title: z.string() });
readsColumnsOf<z.output<typeof courseColumnsSchema>, Tables<'courses'>>(true);

const courseSchema = courseColumnsSchema.extend({
  course_modules: z.array(moduleColumnsSchema.extend({ lessons: z.array(lessonSchema) })),
});

export interface PracticeLesson {
  id: string;
  title: string;
  /** 1-based, in course order. */
  moduleNumber: number;
  moduleTitle: string;
}

export interface PracticeCourse {
  id: string;
  title: string;
  /** Every lesson, in course order. */
  lessons: PracticeLesson[];
}

const byOrder = (a: { order_index: number }, b: { order_index: number }) => a.order_index - b.order_index;

export function courseFromRow(row: z.output<typeof courseSchema>): PracticeCourse {
  return {
    id: row.id,
    title: row.title,
    lessons: [...row.course_modules].sort(byOrder).flatMap((module, index) =>
      [...module.lessons].sort(byOrder).map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        moduleNumber: index + 1,
        moduleTitle: module.title,
      })),
    ),
  };
}

export async function getPracticeCourse(courseId: string): Promise<PracticeCourse | null> {
  const supabase = await tableClient();
  const answer = await supabase.from('courses').select(selectColumns(courseSchema)).eq('id', courseId);
  const [row] = readRows('courses', z.array(courseSchema), answer);
  return row ? courseFromRow(row) : null;
}

export const practiceCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...practiceAuthoringKey(courseId), 'course'],
    queryFn: () => getPracticeCourse(courseId),
  });

export function usePracticeCourse(courseId: string) {
  return useQuery(practiceCourseQueryOptions(courseId));
}
