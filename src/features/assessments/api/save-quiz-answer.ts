// Saves the options chosen for one question of an open quiz attempt as the person chooses them: a
// reload or another device continues with them (start_module_quiz answers them).
import { callRpc } from '@/lib/api/backend';
import { savedSchema } from './save-exam-answer';

export function saveQuizAnswer(attemptId: string, questionId: string, optionIds: string[]) {
  return callRpc(
    'save_quiz_answer',
    { p_attempt_id: attemptId, p_question_id: questionId, p_option_ids: optionIds },
    savedSchema,
  );
}
