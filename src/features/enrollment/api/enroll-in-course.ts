// Enrols the signed-in user through the enroll_in_course RPC: the database checks the
// session, the course (active, with lessons) and duplicates, and creates progress 0 / not completed.
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/** The screens follow the enrolment by refreshing their reads, so the row answered is not read. */
export function enrollInCourse(courseId: string): Promise<void> {
  return runRpc('enroll_in_course', { p_course_id: courseId });
}

export function useEnrollInCourse() {
  return useMutation({ mutationFn: enrollInCourse });
}

/**
 * An enrolment was created (or already there): the person's learning data (dashboard, this
 * course's enrolment, profile figures), the course's public student count and the back office's
 * enrolment list, course grid and counters are stale. Marked only: the next screen loads them.
 * A read still in flight started before the enrolment: it is cancelled first, or its old answer
 * would land after this and count as fresh (a course page would offer 'Inscrever-se' again).
 */
export async function invalidateAfterEnrolment(queryClient: QueryClient, userId: string, courseId: string) {
  const staleKeys = [
    queryKeys.learner.all(userId),
    sharedQueryKeys.catalog.all(),
    queryKeys.admin.courses.enrollments(courseId),
    queryKeys.admin.courses.list(),
    queryKeys.admin.report(),
  ];
  await Promise.all(staleKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(
    staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
  );
}
