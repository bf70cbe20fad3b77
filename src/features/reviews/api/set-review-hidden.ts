// An administrator hides an abusive review, or shows it again (set_review_hidden).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { refreshAfterReview } from './refresh-after-review';

export async function setReviewHidden(reviewId: string, hidden: boolean): Promise<void> {
  await runRpc('set_review_hidden', { p_review_id: reviewId, p_hidden: hidden });
}

export function useSetReviewHidden(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: string; hidden: boolean }) =>
      setReviewHidden(reviewId, hidden),
    onSuccess: () => refreshAfterReview(queryClient, courseId),
  });
}
