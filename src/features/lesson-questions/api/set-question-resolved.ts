// The asker marks their question resolved, or opens it again (set_question_resolved).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { refreshAfterQuestion } from './refresh-after-question';

export async function setQuestionResolved(questionId: string, resolved: boolean): Promise<void> {
  await runRpc('set_question_resolved', {
    p_question_id: questionId,
    p_resolved: resolved,
  });
}

export function useSetQuestionResolved(userId: string, questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolved: boolean) => setQuestionResolved(questionId, resolved),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
