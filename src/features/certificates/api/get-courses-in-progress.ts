// For the empty 'Meus certificados': the courses the person is taking and how far they are.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export interface CourseInProgress {
  slug: string;
  title: string;
  progress: number;
}

const courseNameSchema = z.object({ slug: z.string(), title: z.string() });
readsColumnsOf<z.output<typeof courseNameSchema>, Tables<'courses'>>(true);

const progressSchema = z.object({ progress: z.number() });
readsColumnsOf<z.output<typeof progressSchema>, Tables<'enrollments'>>(true);

// The course is null when RLS hides it from the student (an inactive course).
const enrolmentSchema = progressSchema.extend({ courses: courseNameSchema.nullable() });

/** The most recent enrolments not completed yet (the empty state names a few, not all). */
export const COURSES_IN_PROGRESS_SHOWN = 3;

export async function getCoursesInProgress(userId: string): Promise<CourseInProgress[]> {
  const supabase = await tableClient();
  const answer = await supabase
    .from('enrollments')
    .select(selectColumns(enrolmentSchema))
    .eq('user_id', userId)
    .eq('completed', false)
    .order('enrolled_at', { ascending: false })
    .limit(COURSES_IN_PROGRESS_SHOWN);
  return readRows('enrollments', z.array(enrolmentSchema), answer).flatMap((row) =>
    row.courses ? [{ slug: row.courses.slug, title: row.courses.title, progress: row.progress }] : [],
  );
}

export function useCoursesInProgress(userId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: sharedQueryKeys.learner.coursesInProgress(userId),
      queryFn: () => getCoursesInProgress(userId),
    }),
    enabled,
  });
}
