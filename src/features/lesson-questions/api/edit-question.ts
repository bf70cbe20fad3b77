// The author changes their question's title and text (edit_question).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import type { QuestionValues } from './question-form-schema';
import { questionSchema } from './question-schemas';
import { refreshAfterQuestion } from './refresh-after-question';

export async function editQuestion(questionId: string, values: QuestionValues) {
  return callRpc(
    'edit_question',
    {
      p_question_id: questionId,
      p_title: values.title,
      p_body: values.body,
    },
    questionSchema,
  );
}

export function useEditQuestion(userId: string, questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: QuestionValues) => editQuestion(questionId, values),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
