// Submits a quiz attempt's answers; the database grades them and answers with the review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import type { ChosenAnswers } from '../utils/answers';
import { refreshAfterGrading } from './refresh-after-grading';
import { attemptReviewSchema, type AttemptReview } from './review-schema';

export function submitQuizAttempt(attemptId: string, answers: ChosenAnswers): Promise<AttemptReview> {
  const rows = Object.entries(answers).map(([question_id, option_ids]) => ({ question_id, option_ids }));
  return callRpc('submit_quiz_attempt', { p_attempt_id: attemptId, p_answers: rows }, attemptReviewSchema);
}

export function useSubmitQuizAttempt(userId: string, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, answers }: { attemptId: string; answers: ChosenAnswers }) =>
      submitQuizAttempt(attemptId, answers),
    onSuccess: () => void refreshAfterGrading(queryClient, userId, courseId),
  });
}
