// Saves one answer (and its review flag) of an open simulado as the person goes, and which question
// is on screen: a reload or another device continues with both. Refused once the server's deadline
// has passed.
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';

export const savedSchema = z.object({ saved_at: z.string() });

export interface ExamAnswer {
  questionId: string;
  optionIds: string[];
  flagged: boolean;
}

export function saveExamAnswer(attemptId: string, answer: ExamAnswer) {
  return callRpc(
    'save_exam_answer',
    {
      p_attempt_id: attemptId,
      p_question_id: answer.questionId,
      p_option_ids: answer.optionIds,
      p_flagged: answer.flagged,
    },
    savedSchema,
  );
}

/** Records the question on screen (no answer, no flag changed): the attempt reopens on it. */
export function saveLastSeenQuestion(attemptId: string, questionId: string) {
  return callRpc('save_exam_answer', { p_attempt_id: attemptId, p_question_id: questionId }, savedSchema);
}
