// The graded review of one of the person's own submitted attempts (a past simulado from the
// history, or one the database graded when its time ran out).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { attemptReviewSchema, type AttemptReview } from './review-schema';

export function getAttemptReview(attemptId: string): Promise<AttemptReview> {
  return callRpc('get_attempt_review', { p_attempt_id: attemptId }, attemptReviewSchema);
}

export const attemptReviewQueryOptions = (userId: string, courseId: string, attemptId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.course(userId, courseId), 'attempt', attemptId],
    queryFn: () => getAttemptReview(attemptId),
    // A submitted attempt never changes.
    staleTime: Infinity,
  });

export function useAttemptReview(userId: string, courseId: string, attemptId: string | null) {
  return useQuery({
    ...attemptReviewQueryOptions(userId, courseId, attemptId ?? ''),
    enabled: Boolean(attemptId),
  });
}
