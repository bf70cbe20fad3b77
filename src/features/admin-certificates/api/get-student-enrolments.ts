// One student's enrolments (progress and completion), so the issue dialog can say whether the
// student completed the chosen course before a certificate is issued by hand.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { studentCertificatesKey } from './get-student-certificates';

const studentEnrolmentSchema = z.object({
  course_id: z.string(),
  progress: z.number(),
  completed: z.boolean(),
});

export type StudentEnrolment = z.output<typeof studentEnrolmentSchema>;
readsColumnsOf<StudentEnrolment, Tables<'enrollments'>>(true);

export async function getStudentEnrolments(userId: string): Promise<StudentEnrolment[]> {
  const supabase = await tableClient();
  return fetchAllRows('enrollments', z.array(studentEnrolmentSchema), (from, to) =>
    supabase
      .from('enrollments')
      .select(selectColumns(studentEnrolmentSchema), { count: 'exact' })
      .eq('user_id', userId)
      .order('course_id')
      .range(from, to),
  );
}

export function useStudentEnrolments(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...studentCertificatesKey(userId), 'enrolments'],
      queryFn: () => getStudentEnrolments(userId),
    }),
  );
}

export type CompletionStatus =
  { kind: 'completed' } | { kind: 'in-progress'; progress: number } | { kind: 'not-enrolled' };

/** Whether the student completed the course, is on the way, or never enrolled. */
export function completionOf(enrolments: StudentEnrolment[], courseId: string): CompletionStatus {
  const enrolment = enrolments.find((row) => row.course_id === courseId);
  if (!enrolment) return { kind: 'not-enrolled' };
  return enrolment.completed ? { kind: 'completed' } : { kind: 'in-progress', progress: enrolment.progress };
}
