// "Am I enrolled in this course?" (checked by user and course). Needs the session, so it
// goes through the typed supabase-js client, loaded on demand.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/rest';
import type { Tables } from '@/lib/database.types';
import { queryKeys } from '@/lib/query-keys';

const enrollmentSchema = z.object({ id: z.string(), progress: z.number(), completed: z.boolean() });

export type Enrollment = z.output<typeof enrollmentSchema>;
readsColumnsOf<Enrollment, Tables<'enrollments'>>(true);

export async function getEnrollment(userId: string, courseId: string): Promise<Enrollment | null> {
  const supabase = await tableClient();
  const answer = await supabase
    .from('enrollments')
    .select(selectColumns(enrollmentSchema))
    .eq('user_id', userId)
    .eq('course_id', courseId)
    .maybeSingle();
  return readRows('enrollments', enrollmentSchema.nullable(), answer);
}

export const enrollmentQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: queryKeys.learner.enrollment(userId, courseId),
    queryFn: () => getEnrollment(userId, courseId),
  });

/** Disabled (pending, no data) while nobody is signed in. */
export function useEnrollment(userId: string | null, courseId: string) {
  return useQuery({ ...enrollmentQueryOptions(userId ?? '', courseId), enabled: Boolean(userId) });
}
