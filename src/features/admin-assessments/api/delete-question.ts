// Deletes one question of the bank (delete_assessment_question); the attempts that drew it keep
// their grades.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { assessmentsKey } from './keys';

export async function deleteQuestion(questionId: string) {
  await runRpc('delete_assessment_question', { p_question_id: questionId });
}

export function useDeleteQuestion(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsKey(courseId) }),
  });
}
