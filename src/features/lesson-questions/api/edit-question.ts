// The author changes their question's title and text (edit_question).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import type { QuestionValues } from './question-form-schema';
import { parseQuestion } from './question-schemas';
import { refreshAfterQuestion } from './refresh-after-question';

export async function editQuestion(questionId: string, values: QuestionValues) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('edit_question', {
    p_question_id: questionId,
    p_title: values.title,
    p_body: values.body,
  });
  if (error) throw error;
  return parseQuestion('edit_question', data);
}

export function useEditQuestion(userId: string, questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: QuestionValues) => editQuestion(questionId, values),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
