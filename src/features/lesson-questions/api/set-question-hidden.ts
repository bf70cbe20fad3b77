// The course's teachers and administrators hide a question, or show it again (set_question_hidden).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { refreshAfterQuestion } from './refresh-after-question';

export async function setQuestionHidden(questionId: string, hidden: boolean): Promise<void> {
  await runRpc('set_question_hidden', {
    p_question_id: questionId,
    p_hidden: hidden,
  });
}

export function useSetQuestionHidden(userId: string, questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => setQuestionHidden(questionId, hidden),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
