// The author deletes their answer (delete_answer).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { refreshAfterQuestion } from './refresh-after-question';

export async function deleteAnswer(answerId: string): Promise<void> {
  await runRpc('delete_answer', { p_answer_id: answerId });
}

export function useDeleteAnswer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnswer,
    // Not awaited: what was deleted unmounts when the lists refetch, and the callbacks given to
    // `mutate` (the toast, closing the dialog) must run first.
    onSuccess: () => {
      void refreshAfterQuestion(queryClient, userId);
    },
  });
}
