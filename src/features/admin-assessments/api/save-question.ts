// Creates or edits one question as a whole (save_assessment_question: options replaced together,
// the database checks the question again). The form's rules and pt-BR messages live here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { MAX_OPTIONS, MIN_OPTIONS, parseSecond } from '../utils/questions-csv';
import { authoredQuestionSchema, type AuthoredQuestion } from './list-course-questions';
import { assessmentsKey } from './keys';

export const QUESTION_MESSAGES = {
  prompt: 'Informe o enunciado',
  optionText: 'Informe o texto da opção',
  explanation: 'Informe a explicação',
  singleCorrect: 'Marque a resposta correta',
  multipleCorrect: 'Marque pelo menos duas respostas corretas e deixe uma incorreta',
  second: 'Use o formato mm:ss (ex.: 12:34)',
  secondNeedsLesson: 'Selecione a aula deste momento',
} as const;

const emptyToNull = (value: string) => (value === '' ? null : value);

export const questionFormSchema = z
  .object({
    kind: z.enum(['single', 'multiple']),
    prompt: z.string().trim().min(1, QUESTION_MESSAGES.prompt).max(2000, 'Use no máximo 2000 caracteres'),
    options: z
      .array(
        z.object({
          /** The stored option being edited (kept by id, so its answers keep pointing at it); null: a new one. */
          id: z.string().nullable(),
          text: z
            .string()
            .trim()
            .min(1, QUESTION_MESSAGES.optionText)
            .max(500, 'Use no máximo 500 caracteres'),
          is_correct: z.boolean(),
        }),
      )
      .min(MIN_OPTIONS, 'Informe pelo menos duas opções')
      .max(MAX_OPTIONS, 'No máximo seis opções'),
    explanation: z
      .string()
      .trim()
      .min(1, QUESTION_MESSAGES.explanation)
      .max(4000, 'Use no máximo 4000 caracteres'),
    domain_id: z.string().transform(emptyToNull),
    module_id: z.string().transform(emptyToNull),
    lesson_id: z.string().transform(emptyToNull),
    lesson_second: z.string().trim(),
  })
  .superRefine((values, context) => {
    const correct = values.options.filter((option) => option.is_correct).length;
    if (values.kind === 'single' && correct !== 1)
      context.addIssue({
        code: 'custom',
        path: ['options', 'root'],
        message: QUESTION_MESSAGES.singleCorrect,
      });
    if (values.kind === 'multiple' && (correct < 2 || correct === values.options.length))
      context.addIssue({
        code: 'custom',
        path: ['options', 'root'],
        message: QUESTION_MESSAGES.multipleCorrect,
      });
    if (values.lesson_second !== '' && parseSecond(values.lesson_second) === null)
      context.addIssue({ code: 'custom', path: ['lesson_second'], message: QUESTION_MESSAGES.second });
    else if (values.lesson_second !== '' && !values.lesson_id)
      context.addIssue({
        code: 'custom',
        path: ['lesson_second'],
        message: QUESTION_MESSAGES.secondNeedsLesson,
      });
  })
  .transform(({ lesson_second, ...values }) => ({
    ...values,
    lesson_second: lesson_second === '' ? null : parseSecond(lesson_second),
  }));

export type QuestionFormValues = z.input<typeof questionFormSchema>;
export type QuestionValues = z.output<typeof questionFormSchema>;

interface SaveQuestionInput {
  courseId: string;
  questionId: string | null;
  values: QuestionValues;
}

export async function saveQuestion({
  courseId,
  questionId,
  values,
}: SaveQuestionInput): Promise<AuthoredQuestion> {
  return callRpc(
    'save_assessment_question',
    {
      p_question: {
        ...(questionId ? { id: questionId } : {}),
        course_id: courseId,
        ...values,
        options: values.options.map(({ id, text, is_correct }) => ({
          ...(id ? { id } : {}),
          text,
          is_correct,
        })),
      },
    },
    authoredQuestionSchema,
  );
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: (_, { courseId }) => queryClient.invalidateQueries({ queryKey: assessmentsKey(courseId) }),
  });
}
