// Submits a solution to the grade-exercise edge function (docs/practice.md, "The grading
// function"): the checks it passed and failed, the points this attempt earned, the exercise's new
// status and, when it passed, the model solution.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/api/backend';
import { jsonCount } from '@/lib/rpc-json';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { coursePracticeQueryOptions } from './get-course-practice';
import { practiceExerciseQueryOptions, type PracticeExercise } from './get-practice-exercise';
import { checkOutcomeSchema, parseErrorSchema, practiceStatusSchema } from './practice-schemas';

export const gradedAttemptSchema = z.object({
  attempt_id: z.string(),
  passed: z.boolean(),
  parse_error: parseErrorSchema.nullable(),
  checks: z.array(checkOutcomeSchema),
  /** 0 unless this attempt was the first pass (and the learner had not given up). */
  points_awarded: jsonCount,
  status: practiceStatusSchema,
  /** Only when this attempt passed. */
  solution: z.string().nullable(),
});
export type GradedAttempt = z.output<typeof gradedAttemptSchema>;

export function gradeExercise(exerciseId: string, body: string): Promise<GradedAttempt> {
  return invokeFunction('grade-exercise', { exerciseId, body }, gradedAttemptSchema);
}

/** The exercise as it stands after this grading (what the screen shows until it reads it again). */
export function afterGrading(
  exercise: PracticeExercise,
  graded: GradedAttempt,
  at: string,
): PracticeExercise {
  return {
    ...exercise,
    status: graded.status,
    attempt_count: exercise.attempt_count + 1,
    passed_at: graded.passed && !exercise.passed_at ? at : exercise.passed_at,
    points_earned: graded.points_awarded > 0 ? graded.points_awarded : exercise.points_earned,
    solution: graded.solution ?? exercise.solution,
    last_attempt: {
      id: graded.attempt_id,
      created_at: at,
      passed: graded.passed,
      result: { passed: graded.passed, parse_error: graded.parse_error, checks: graded.checks },
    },
  };
}

export function useGradeExercise(userId: string, courseId: string, exerciseId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = practiceExerciseQueryOptions(userId, courseId, exerciseId);
  return useMutation({
    mutationFn: (body: string) => gradeExercise(exerciseId, body),
    onSuccess: (graded) => {
      queryClient.setQueryData<PracticeExercise>(queryKey, (exercise) =>
        exercise ? afterGrading(exercise, graded, new Date().toISOString()) : exercise,
      );
      if (graded.status === 'attempted' && !graded.passed) {
        // Only the lesson list's mark can change ('iniciada').
        void queryClient.invalidateQueries({
          queryKey: coursePracticeQueryOptions(userId, courseId).queryKey,
        });
        return;
      }
      // A pass: the status marks, the points, what the certificate still misses.
      void Promise.all(
        [
          sharedQueryKeys.learner.course(userId, courseId),
          sharedQueryKeys.learner.dashboard(userId),
          sharedQueryKeys.learner.certificates(userId),
        ].map((key) => queryClient.invalidateQueries({ queryKey: key })),
      );
    },
  });
}
