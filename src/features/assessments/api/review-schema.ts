// The graded review the database answers after a quiz or a simulado is submitted (and for a past
// attempt of one's own): the only answer that carries the keys and the explanations, and only for
// an attempt already submitted. docs/assessments-ui.md.
import { z } from 'zod';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';

export const attemptKindSchema = z.enum(['quiz', 'exam']);
export type AttemptKind = z.output<typeof attemptKindSchema>;

export const questionKindSchema = z.enum(['single', 'multiple']);
export type QuestionKind = z.output<typeof questionKindSchema>;

const reviewedQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  kind: questionKindSchema,
  options: z.array(z.object({ id: z.string(), text: z.string(), is_correct: z.boolean() })),
  chosen_option_ids: z.array(z.string()),
  is_correct: z.boolean(),
  /** Marked for review while answering (simulado). */
  flagged: z.boolean(),
  explanation: z.string().nullable(),
  lesson_id: z.string().nullable(),
  lesson_title: z.string().nullable(),
  lesson_second: jsonCount.nullable(),
});
export type ReviewedQuestion = z.output<typeof reviewedQuestionSchema>;

const domainResultSchema = z.object({
  name: z.string(),
  correct: jsonCount,
  total: jsonCount,
  percent: jsonNumber,
});
export type DomainResult = z.output<typeof domainResultSchema>;

export const attemptReviewSchema = z.object({
  attempt_id: z.string(),
  kind: attemptKindSchema,
  /** The simulado's deadline (null for a quiz) and when it was delivered. */
  deadline_at: z.string().nullish(),
  submitted_at: z.string().nullish(),
  score_percent: jsonNumber,
  scaled_score: jsonCount.nullable(),
  passed: z.boolean(),
  correct_count: jsonCount,
  question_count: jsonCount,
  /** The quiz's pass mark (quizzes) and the simulado's pass score (simulados). */
  pass_percent: jsonCount.nullish(),
  pass_score: jsonCount.nullish(),
  best_percent: jsonNumber.nullish(),
  /** The points this grading awarded, as the database wrote them (0: none, e.g. passed before). */
  points_earned: jsonCount,
  domains: z.array(domainResultSchema),
  questions: z.array(reviewedQuestionSchema),
});
export type AttemptReview = z.output<typeof attemptReviewSchema>;

/** A simulado delivered at or after its deadline: graded with what was saved before the time ran out. */
export function ranOutOfTime(review: AttemptReview): boolean {
  if (!review.deadline_at || !review.submitted_at) return false;
  return Date.parse(review.submitted_at) >= Date.parse(review.deadline_at);
}
