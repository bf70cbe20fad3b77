// Gives up on the exercise (give_up_practice_exercise): the model solution is shown and the
// exercise earns no points afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { practiceExerciseQueryOptions, type PracticeExercise } from './get-practice-exercise';

export const gaveUpSchema = z.object({ solution: z.string(), gave_up_at: z.string() });
export type GaveUp = z.output<typeof gaveUpSchema>;

export function giveUpPracticeExercise(exerciseId: string): Promise<GaveUp> {
  return callRpc('give_up_practice_exercise', { p_exercise_id: exerciseId }, gaveUpSchema);
}

export function useGiveUpPracticeExercise(userId: string, courseId: string, exerciseId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = practiceExerciseQueryOptions(userId, courseId, exerciseId);
  return useMutation({
    mutationFn: () => giveUpPracticeExercise(exerciseId),
    onSuccess: ({ solution, gave_up_at }) => {
      queryClient.setQueryData<PracticeExercise>(queryKey, (exercise) =>
        exercise ? { ...exercise, solution, gave_up_at, status: 'gave_up' } : exercise,
      );
      // The lesson list's and the course page's status marks, and what the certificate misses.
      void Promise.all(
        [sharedQueryKeys.learner.course(userId, courseId), sharedQueryKeys.learner.dashboard(userId)].map(
          (key) => queryClient.invalidateQueries({ queryKey: key }),
        ),
      );
    },
  });
}
