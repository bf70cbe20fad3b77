// Submits the simulado: the database grades what was saved (before the deadline) and answers with
// the review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { refreshAfterGrading } from './refresh-after-grading';
import { attemptReviewSchema, type AttemptReview } from './review-schema';

export function submitPracticeExam(attemptId: string): Promise<AttemptReview> {
  return callRpc('submit_practice_exam', { p_attempt_id: attemptId }, attemptReviewSchema);
}

export function useSubmitPracticeExam(userId: string, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPracticeExam,
    onSuccess: () => void refreshAfterGrading(queryClient, userId, courseId),
  });
}
