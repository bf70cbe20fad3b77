// Deletes one exercise (delete_practice_exercise).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { practiceAuthoringKey } from './keys';

export async function deletePracticeExercise(exerciseId: string) {
  await runRpc('delete_practice_exercise', { p_exercise_id: exerciseId });
}

export function useDeletePracticeExercise(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePracticeExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceAuthoringKey(courseId) }),
  });
}
