// What a graded attempt changes elsewhere: the course's best scores and what is missing (quiz
// entries, course page, dashboard), the attempt history, and the certificate a completed course
// may now earn.
import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export function refreshAfterGrading(queryClient: QueryClient, userId: string, courseId: string) {
  return Promise.all(
    [
      sharedQueryKeys.learner.course(userId, courseId),
      sharedQueryKeys.learner.dashboard(userId),
      sharedQueryKeys.learner.certificates(userId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
