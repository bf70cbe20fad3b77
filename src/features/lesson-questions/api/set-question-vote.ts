// 'Também tenho essa dúvida', or taking it back (set_question_vote).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { refreshAfterQuestion } from './refresh-after-question';

export async function setQuestionVote(questionId: string, voted: boolean): Promise<void> {
  await runRpc('set_question_vote', { p_question_id: questionId, p_voted: voted });
}

export function useSetQuestionVote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, voted }: { questionId: string; voted: boolean }) =>
      setQuestionVote(questionId, voted),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
