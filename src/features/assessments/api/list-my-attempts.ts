// The person's submitted attempts of a course's simulado or of one module's quiz, newest first: the
// history on the start screens (and the simulado's trend).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { attemptKindSchema, type AttemptKind } from './review-schema';

export const attemptSummarySchema = z.object({
  attempt_id: z.string(),
  kind: attemptKindSchema,
  module_id: z.string().nullable(),
  submitted_at: z.string(),
  score_percent: jsonNumber,
  scaled_score: jsonCount.nullable(),
  correct_count: jsonCount,
  question_count: jsonCount,
  passed: z.boolean(),
  points_earned: jsonCount,
});
export type AttemptSummary = z.output<typeof attemptSummarySchema>;

/** `moduleId`: one module's quiz attempts only (with kind 'quiz'). */
export function listMyAttempts(
  courseId: string,
  kind: AttemptKind,
  moduleId: string | null = null,
): Promise<AttemptSummary[]> {
  return callRpc(
    'list_my_attempts',
    { p_course_id: courseId, p_kind: kind, ...(moduleId ? { p_module_id: moduleId } : {}) },
    z.array(attemptSummarySchema),
  );
}

export const myAttemptsQueryOptions = (
  userId: string,
  courseId: string,
  kind: AttemptKind,
  moduleId: string | null = null,
) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.course(userId, courseId), 'attempts', kind, moduleId],
    queryFn: () => listMyAttempts(courseId, kind, moduleId),
  });

export function useMyAttempts(
  userId: string,
  courseId: string,
  kind: AttemptKind,
  moduleId: string | null = null,
) {
  return useQuery(myAttemptsQueryOptions(userId, courseId, kind, moduleId));
}
