// Starts an attempt of a module's quiz: the database draws the questions (without their keys).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/rpc';
import { jsonCount } from '@/lib/rpc-json';
import { openQuestionSchema } from './question-schema';

export const startedQuizSchema = z.object({
  attempt_id: z.string(),
  module_id: z.string(),
  module_title: z.string(),
  pass_percent: jsonCount,
  questions: z.array(openQuestionSchema).min(1),
});
export type StartedQuiz = z.output<typeof startedQuizSchema>;

export function startModuleQuiz(moduleId: string): Promise<StartedQuiz> {
  return callRpc('start_module_quiz', { p_module_id: moduleId }, startedQuizSchema);
}

export function useStartModuleQuiz() {
  return useMutation({ mutationFn: startModuleQuiz });
}
