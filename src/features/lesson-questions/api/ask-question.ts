// An enrolled student asks under a lesson (ask_question; at most 10 per hour, the database says).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import type { QuestionValues } from './question-form-schema';
import { parseQuestion } from './question-schemas';
import { refreshAfterQuestion } from './refresh-after-question';

export async function askQuestion(lessonId: string, values: QuestionValues) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('ask_question', {
    p_lesson_id: lessonId,
    p_title: values.title,
    p_body: values.body,
  });
  if (error) throw error;
  return parseQuestion('ask_question', data);
}

export function useAskQuestion(userId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: QuestionValues) => askQuestion(lessonId, values),
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
