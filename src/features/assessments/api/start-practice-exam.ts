// Opens the person's simulado: the attempt already open (its questions, saved answers and flags,
// the question last seen, and the time left by the server's clock) or a new one drawn by domain weight. An open attempt
// whose time ran out is graded by the database on the spot and named instead.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { parseAnswer } from '@/lib/api/answer';
import { callRpc } from '@/lib/api/backend';
import { jsonCount } from '@/lib/rpc-json';
import { openQuestionSchema } from './question-schema';

export const startedExamSchema = z.object({
  attempt_id: z.string(),
  deadline_at: z.string(),
  server_now: z.string(),
  time_limit_minutes: jsonCount,
  pass_score: jsonCount,
  questions: z.array(openQuestionSchema.extend({ domain: z.string().nullable() })).min(1),
  answers: z.array(
    z.object({ question_id: z.string(), option_ids: z.array(z.string()), flagged: z.boolean() }),
  ),
  /** The question on screen when the attempt was left (null: none yet, open on the first). */
  last_question_id: z.string().nullable(),
});
export type StartedExam = z.output<typeof startedExamSchema>;

const expiredExamSchema = z.object({ expired_attempt_id: z.string() });

export type ExamOpening = { kind: 'open'; exam: StartedExam } | { kind: 'expired'; attemptId: string };

export function readExamOpening(data: unknown): ExamOpening {
  const expired = expiredExamSchema.safeParse(data);
  if (expired.success) return { kind: 'expired', attemptId: expired.data.expired_attempt_id };
  return { kind: 'open', exam: parseAnswer('rpc/start_practice_exam', startedExamSchema, data) };
}

export function startPracticeExam(courseId: string): Promise<ExamOpening> {
  return callRpc('start_practice_exam', { p_course_id: courseId }, readExamOpening);
}

export function useStartPracticeExam() {
  return useMutation({ mutationFn: startPracticeExam });
}
