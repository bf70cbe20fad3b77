// Answers a question (answer_question). Whether the answer is a 'Resposta do professor' is the
// database's decision: nothing the browser sends can set it. A teacher's answer also marks their
// 'nova pergunta' notification of that question read (in the database): the bell's count follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import type { AnswerValues } from './answer-form-schema';
import { answerSchema } from './question-schemas';
import { refreshAfterQuestion } from './refresh-after-question';

export async function answerQuestion(questionId: string, values: AnswerValues) {
  return callRpc(
    'answer_question',
    {
      p_question_id: questionId,
      p_body: values.body,
    },
    answerSchema,
  );
}

export function useAnswerQuestion(userId: string, questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AnswerValues) => answerQuestion(questionId, values),
    onSuccess: () =>
      Promise.all([
        refreshAfterQuestion(queryClient, userId),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.notifications.all(userId) }),
      ]),
  });
}
