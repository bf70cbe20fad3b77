// Creates or edits one question as a whole (save_assessment_question: options replaced together,
// the database checks the question again). The form's rules and pt-BR messages live here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/rpc';
import { queryKeys } from '@/lib/query-keys';
import { MAX_OPTIONS, MIN_OPTIONS, parseSecond } from '../utils/questions-csv';
import { authoredQuestionSchema, type AuthoredQuestion } from './list-course-questions';

export const QUESTION_MESSAGES = {
  prompt: 'Informe o enunciado',
  optionText: 'Informe o texto da opção',
  explanation: 'Informe a explicação',
  domain: 'Selecione o domínio',
  singleCorrect: 'Marque a resposta correta',
  multipleCorrect: 'Marque pelo menos duas respostas corretas',
  second: 'Use o formato mm:ss (ex.: 12:34)',
  secondNeedsLesson: 'Selecione a aula deste momento',
} as const;

const emptyToNull = (value: string) => (value === '' ? null : value);

export const questionFormSchema = z
  .object({
    kind: z.enum(['single', 'multiple']),
    prompt: z.string().trim().min(1, QUESTION_MESSAGES.prompt).max(4000, 'Enunciado muito longo'),
    options: z
      .array(
        z.object({
          text: z.string().trim().min(1, QUESTION_MESSAGES.optionText).max(1000, 'Opção muito longa'),
          is_correct: z.boolean(),
        }),
      )
      .min(MIN_OPTIONS, 'Informe pelo menos duas opções')
      .max(MAX_OPTIONS, 'No máximo seis opções'),
    explanation: z.string().trim().min(1, QUESTION_MESSAGES.explanation).max(4000, 'Explicação muito longa'),
    domain_id: z.string().min(1, QUESTION_MESSAGES.domain),
    module_id: z.string().transform(emptyToNull),
    lesson_id: z.string().transform(emptyToNull),
    lesson_second: z.string().trim(),
  })
  .superRefine((values, context) => {
    const correct = values.options.filter((option) => option.is_correct).length;
    if (values.kind === 'single' && correct !== 1)
      context.addIssue({ code: 'custom', path: ['options', 'root'], message: QUESTION_MESSAGES.singleCorrect });
    if (values.kind === 'multiple' && correct < 2)
      context.addIssue({ code: 'custom', path: ['options', 'root'], message: QUESTION_MESSAGES.multipleCorrect });
    if (values.lesson_second !== '' && parseSecond(values.lesson_second) === null)
      context.addIssue({ code: 'custom', path: ['lesson_second'], message: QUESTION_MESSAGES.second });
    else if (values.lesson_second !== '' && !values.lesson_id)
      context.addIssue({ code: 'custom', path: ['lesson_second'], message: QUESTION_MESSAGES.secondNeedsLesson });
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

export async function saveQuestion({ courseId, questionId, values }: SaveQuestionInput): Promise<AuthoredQuestion> {
  return callRpc(
    'save_assessment_question',
    {
      p_question: {
        ...(questionId ? { id: questionId } : {}),
        course_id: courseId,
        ...values,
        options: values.options.map((option, index) => ({ ...option, position: index + 1 })),
      },
    },
    authoredQuestionSchema,
  );
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.assessments.course(courseId) }),
  });
}
