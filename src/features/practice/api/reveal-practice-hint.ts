// Reveals the exercise's next hint (reveal_practice_hint): the answer lists every hint revealed so
// far, which the exercise read keeps from then on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { jsonCount } from '@/lib/rpc-json';
import { practiceExerciseQueryOptions, type PracticeExercise } from './get-practice-exercise';

export const revealedHintsSchema = z.object({ hints: z.array(z.string()), hints_total: jsonCount });
export type RevealedHints = z.output<typeof revealedHintsSchema>;

export function revealPracticeHint(exerciseId: string): Promise<RevealedHints> {
  return callRpc('reveal_practice_hint', { p_exercise_id: exerciseId }, revealedHintsSchema);
}

export function useRevealPracticeHint(userId: string, courseId: string, exerciseId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = practiceExerciseQueryOptions(userId, courseId, exerciseId);
  return useMutation({
    mutationFn: () => revealPracticeHint(exerciseId),
    onSuccess: ({ hints, hints_total }) =>
      queryClient.setQueryData<PracticeExercise>(queryKey, (exercise) =>
        exercise ? { ...exercise, hints, hints_total } : exercise,
      ),
  });
}
