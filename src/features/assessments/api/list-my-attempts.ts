// The person's submitted attempts of a course's quizzes or simulado, newest first: the simulado's
// history and its trend.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/rpc';
import { queryKeys } from '@/lib/query-keys';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { attemptKindSchema, type AttemptKind } from './review-schema';

export const attemptSummarySchema = z.object({
  attempt_id: z.string(),
  kind: attemptKindSchema,
  module_id: z.string().nullable(),
  submitted_at: z.string(),
  score_percent: jsonNumber,
  scaled_score: jsonCount.nullable(),
  passed: z.boolean(),
});
export type AttemptSummary = z.output<typeof attemptSummarySchema>;

export function listMyAttempts(courseId: string, kind: AttemptKind): Promise<AttemptSummary[]> {
  return callRpc('list_my_attempts', { p_course_id: courseId, p_kind: kind }, z.array(attemptSummarySchema));
}

export const myAttemptsQueryOptions = (userId: string, courseId: string, kind: AttemptKind) =>
  queryOptions({
    queryKey: queryKeys.learner.attempts(userId, courseId, kind),
    queryFn: () => listMyAttempts(courseId, kind),
  });

export function useMyAttempts(userId: string, courseId: string, kind: AttemptKind) {
  return useQuery(myAttemptsQueryOptions(userId, courseId, kind));
}
