// The author deletes their answer (delete_answer).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { refreshAfterQuestion } from './refresh-after-question';

export async function deleteAnswer(answerId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('delete_answer', { p_answer_id: answerId });
  if (error) throw error;
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
