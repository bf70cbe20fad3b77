import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/**
 * Anything written about a question (asked, answered, edited, resolved, voted, hidden): every
 * question list and thread the person has seen, and the teacher's waiting list, are refetched.
 */
export function refreshAfterQuestion(queryClient: QueryClient, userId: string) {
  return queryClient.invalidateQueries({ queryKey: sharedQueryKeys.questions.all(userId) });
}
