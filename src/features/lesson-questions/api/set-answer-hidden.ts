// The course's teachers and administrators hide an answer, or show it again (set_answer_hidden).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { refreshAfterQuestion } from './refresh-after-question';

export async function setAnswerHidden(answerId: string, hidden: boolean): Promise<void> {
  await runRpc('set_answer_hidden', { p_answer_id: answerId, p_hidden: hidden });
}

export function useSetAnswerHidden(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, hidden }: { answerId: string; hidden: boolean }) =>
      setAnswerHidden(answerId, hidden),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
