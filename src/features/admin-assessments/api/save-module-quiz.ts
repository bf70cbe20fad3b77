// A module's quiz: how many questions it draws and its pass mark (save_module_quiz), or no quiz
// (delete_module_quiz).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { runRpc } from '@/lib/api/backend';
import { wholeNumber } from './fields';
import { assessmentSettingsQueryOptions } from './get-assessment-settings';

export const DEFAULT_QUIZ_QUESTIONS = 5;
export const DEFAULT_PASS_PERCENT = 70;

export const QUIZ_MESSAGES = {
  count: 'Número de questões de 1 a 50',
  pass: 'Nota mínima de 1 a 100%',
} as const;

export const moduleQuizSchema = z.object({
  question_count: wholeNumber(QUIZ_MESSAGES.count, 1, 50),
  pass_percent: wholeNumber(QUIZ_MESSAGES.pass, 1, 100),
});

export type ModuleQuizFormValues = z.input<typeof moduleQuizSchema>;
export type ModuleQuizValues = z.output<typeof moduleQuizSchema>;

type ModuleQuizChange = { courseId: string; moduleId: string } & (
  { values: ModuleQuizValues } | { remove: true }
);

export async function saveModuleQuiz(change: ModuleQuizChange) {
  if ('remove' in change) {
    await runRpc('delete_module_quiz', { p_module_id: change.moduleId });
    return;
  }
  await runRpc('save_module_quiz', {
    p_module_id: change.moduleId,
    p_question_count: change.values.question_count,
    p_pass_percent: change.values.pass_percent,
  });
}

export function useSaveModuleQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModuleQuiz,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: assessmentSettingsQueryOptions(courseId).queryKey }),
  });
}
