// The author changes their answer's text (edit_answer).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import type { AnswerValues } from './answer-form-schema';
import { parseAnswer } from './question-schemas';
import { refreshAfterQuestion } from './refresh-after-question';

export async function editAnswer(answerId: string, values: AnswerValues) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('edit_answer', { p_answer_id: answerId, p_body: values.body });
  if (error) throw error;
  return parseAnswer('edit_answer', data);
}

export function useEditAnswer(userId: string, answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AnswerValues) => editAnswer(answerId, values),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
