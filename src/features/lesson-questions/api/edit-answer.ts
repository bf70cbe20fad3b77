// The author changes their answer's text (edit_answer).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import type { AnswerValues } from './answer-form-schema';
import { answerSchema } from './question-schemas';
import { refreshAfterQuestion } from './refresh-after-question';

export async function editAnswer(answerId: string, values: AnswerValues) {
  return callRpc('edit_answer', { p_answer_id: answerId, p_body: values.body }, answerSchema);
}

export function useEditAnswer(userId: string, answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AnswerValues) => editAnswer(answerId, values),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
