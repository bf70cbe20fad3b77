// An enrolled student asks under a lesson (ask_question; at most 10 per hour, the database says).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import type { QuestionValues } from './question-form-schema';
import { questionSchema } from './question-schemas';
import { refreshAfterQuestion } from './refresh-after-question';

export async function askQuestion(lessonId: string, values: QuestionValues) {
  return callRpc(
    'ask_question',
    {
      p_lesson_id: lessonId,
      p_title: values.title,
      p_body: values.body,
    },
    questionSchema,
  );
}

export function useAskQuestion(userId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: QuestionValues) => askQuestion(lessonId, values),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
