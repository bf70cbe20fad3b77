// The asker marks their question resolved, or opens it again (set_question_resolved).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { refreshAfterQuestion } from './refresh-after-question';

export async function setQuestionResolved(questionId: string, resolved: boolean): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('set_question_resolved', {
    p_question_id: questionId,
    p_resolved: resolved,
  });
  if (error) throw error;
}

export function useSetQuestionResolved(userId: string, questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolved: boolean) => setQuestionResolved(questionId, resolved),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
