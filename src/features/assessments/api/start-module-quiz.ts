// Opens the person's attempt at a module's quiz: the one already open (its questions and the answers
// saved so far: a reload or another device continues it) or a new draw (without the keys).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { jsonCount } from '@/lib/rpc-json';
import { openQuestionSchema } from './question-schema';

export const startedQuizSchema = z.object({
  attempt_id: z.string(),
  module_id: z.string(),
  module_title: z.string(),
  pass_percent: jsonCount,
  questions: z.array(openQuestionSchema).min(1),
  answers: z.array(z.object({ question_id: z.string(), option_ids: z.array(z.string()) })),
});
export type StartedQuiz = z.output<typeof startedQuizSchema>;

export function startModuleQuiz(moduleId: string): Promise<StartedQuiz> {
  return callRpc('start_module_quiz', { p_module_id: moduleId }, startedQuizSchema);
}

export function useStartModuleQuiz() {
  return useMutation({ mutationFn: startModuleQuiz });
}
