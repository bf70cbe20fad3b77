// An administrator hides an abusive review, or shows it again (set_review_hidden).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { refreshAfterReview } from './refresh-after-review';

export async function setReviewHidden(reviewId: string, hidden: boolean): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('set_review_hidden', { p_review_id: reviewId, p_hidden: hidden });
  if (error) throw error;
}

export function useSetReviewHidden(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: string; hidden: boolean }) =>
      setReviewHidden(reviewId, hidden),
    onSuccess: () => refreshAfterReview(queryClient, courseId),
  });
}
