// One exercise as its taker stands in it (get_practice_exercise, docs/practice.md): the statement,
// the starter and the saved draft, the hints revealed so far, the status and the last graded
// attempt, and the model solution once the learner passed or gave up.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { jsonCount } from '@/lib/rpc-json';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import {
  editorLanguageSchema,
  exerciseKindSchema,
  gradeResultSchema,
  practiceStatusSchema,
} from './practice-schemas';

const draftSchema = z.object({ body: z.string(), updated_at: z.string() });

const lastAttemptSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  passed: z.boolean(),
  result: gradeResultSchema,
});
export type LastAttempt = z.output<typeof lastAttemptSchema>;

export const practiceExerciseSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  lesson_id: z.string(),
  lesson_title: z.string(),
  module_number: jsonCount,
  title: z.string(),
  kind: exerciseKindSchema,
  language: editorLanguageSchema,
  /** Markdown. */
  statement: z.string(),
  starter: z.string(),
  draft: draftSchema.nullable(),
  /** The hints revealed so far, in order. */
  hints: z.array(z.string()),
  hints_total: jsonCount,
  status: practiceStatusSchema,
  passed_at: z.string().nullable(),
  gave_up_at: z.string().nullable(),
  attempt_count: jsonCount,
  /** What a first pass earns. */
  points: jsonCount,
  /** 0, or the points a pass earned. */
  points_earned: jsonCount,
  last_attempt: lastAttemptSchema.nullable(),
  /** Only once the learner passed or gave up. */
  solution: z.string().nullable(),
});
export type PracticeExercise = z.output<typeof practiceExerciseSchema>;

export function getPracticeExercise(exerciseId: string): Promise<PracticeExercise> {
  return callRpc('get_practice_exercise', { p_exercise_id: exerciseId }, practiceExerciseSchema);
}

export const practiceExerciseQueryOptions = (userId: string, courseId: string, exerciseId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.course(userId, courseId), 'practice', 'exercise', exerciseId],
    queryFn: () => getPracticeExercise(exerciseId),
    // The screen keeps it current itself (draft, hints, grading); a later visit reads it again.
    staleTime: 30_000,
  });

export function usePracticeExercise(userId: string, courseId: string, exerciseId: string) {
  return useQuery(practiceExerciseQueryOptions(userId, courseId, exerciseId));
}
