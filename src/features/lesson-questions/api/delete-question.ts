// The author deletes their question, and the answers given to it (delete_question).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { refreshAfterQuestion } from './refresh-after-question';

export async function deleteQuestion(questionId: string): Promise<void> {
  await runRpc('delete_question', { p_question_id: questionId });
}

export function useDeleteQuestion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    // Not awaited: what was deleted unmounts when the lists refetch, and the callbacks given to
    // `mutate` (the toast, closing the dialog) must run first.
    onSuccess: () => {
      void refreshAfterQuestion(queryClient, userId);
    },
  });
}
