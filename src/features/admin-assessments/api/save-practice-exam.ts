// The course's simulado: question count, time limit, pass score on the 100–1000 scale and whether
// students see it (save_practice_exam; publishing needs domains weighing 100 % and enough questions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { runRpc } from '@/lib/api/backend';
import { wholeNumber } from './fields';
import { assessmentSettingsQueryOptions } from './get-assessment-settings';

/** The defaults of AWS SAA-C03. */
export const PRACTICE_EXAM_DEFAULTS = {
  question_count: 65,
  time_limit_minutes: 130,
  pass_score: 720,
} as const;

export const PRACTICE_EXAM_MESSAGES = {
  count: 'Número de questões de 1 a 200',
  minutes: 'Tempo de 1 a 600 minutos',
  score: 'Nota de aprovação de 100 a 1000',
} as const;

export const practiceExamSchema = z.object({
  question_count: wholeNumber(PRACTICE_EXAM_MESSAGES.count, 1, 200),
  time_limit_minutes: wholeNumber(PRACTICE_EXAM_MESSAGES.minutes, 1, 600),
  pass_score: wholeNumber(PRACTICE_EXAM_MESSAGES.score, 100, 1000),
  published: z.boolean(),
});

export type PracticeExamFormValues = z.input<typeof practiceExamSchema>;
export type PracticeExamValues = z.output<typeof practiceExamSchema>;

export async function savePracticeExam({
  courseId,
  values,
}: {
  courseId: string;
  values: PracticeExamValues;
}) {
  await runRpc('save_practice_exam', {
    p_course_id: courseId,
    p_question_count: values.question_count,
    p_time_limit_minutes: values.time_limit_minutes,
    p_pass_score: values.pass_score,
    p_published: values.published,
  });
}

export function useSavePracticeExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePracticeExam,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: assessmentSettingsQueryOptions(courseId).queryKey }),
  });
}
