// 'Testar com a solução' (grade-exercise in verify mode): the function grades the saved model
// solution (every check must pass) and the wrong solution (at least one must fail), lists the
// spec's own problems, and records the version as verified when both behave.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/api/backend';
import { gradeResultSchema } from './exercise-schemas';
import { practiceAuthoringKey } from './keys';

export const verifyAnswerSchema = z.object({
  problems: z.array(z.string()),
  solution: gradeResultSchema,
  wrong_solution: gradeResultSchema,
  verified: z.boolean(),
});

export type VerifyAnswer = z.output<typeof verifyAnswerSchema>;

export async function verifyPracticeExercise({ exerciseId }: { courseId: string; exerciseId: string }) {
  return invokeFunction('grade-exercise', { exerciseId, mode: 'verify' }, verifyAnswerSchema);
}

export function useVerifyPracticeExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPracticeExercise,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: practiceAuthoringKey(courseId) }),
  });
}
