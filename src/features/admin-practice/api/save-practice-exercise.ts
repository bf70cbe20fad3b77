// Creates or edits one exercise as a whole (save_practice_exercise). A saved change keeps the
// exercise published or not as it was but marks it unverified: 'Testar com a solução' is the next
// step. The form's rules and pt-BR messages live here; the grader checks the spec in depth when the
// author tests it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { isJsonObject, readJson } from '../utils/read-json';
import {
  authoredExerciseSchema,
  EXERCISE_KINDS,
  MAX_BODY_LENGTH,
  MAX_HINT_LENGTH,
  MAX_HINTS,
  MAX_STATEMENT_LENGTH,
  MAX_TITLE_LENGTH,
  type AuthoredExercise,
  type ExerciseKind,
  type ExerciseLanguage,
} from './exercise-schemas';
import { practiceAuthoringKey } from './keys';

export const PRACTICE_MESSAGES = {
  title: 'Informe o título',
  lesson: 'Selecione a aula que a prática segue',
  statement: 'Informe o enunciado',
  spec: 'Informe a especificação (JSON)',
  specObject: 'A especificação deve ser um objeto JSON: { ... }',
  hint: 'Escreva a dica ou remova-a',
  hints: `No máximo ${MAX_HINTS} dicas`,
  solution: 'Informe a solução modelo',
  wrongSolution: 'Informe a solução errada',
  body: `Use no máximo ${MAX_BODY_LENGTH.toLocaleString('pt-BR')} caracteres`,
  titleLength: `Use no máximo ${MAX_TITLE_LENGTH} caracteres`,
  statementLength: `Use no máximo ${MAX_STATEMENT_LENGTH.toLocaleString('pt-BR')} caracteres`,
  hintLength: `Use no máximo ${MAX_HINT_LENGTH.toLocaleString('pt-BR')} caracteres`,
} as const;

/** What a spec of each kind must carry at its top (docs/practice.md), in pt-BR. */
const SPEC_SHAPE: Record<ExerciseKind, { key: string; message: string }> = {
  iam_policy: {
    key: 'scenarios',
    message: 'A especificação de uma política IAM precisa de "scenarios": a lista de pedidos a avaliar',
  },
  infra_file: {
    key: 'rules',
    message: 'A especificação de um arquivo de infraestrutura precisa de "rules": a lista de regras',
  },
  cli_command: {
    key: 'commands',
    message: 'A especificação de um comando de CLI precisa de "commands": a lista de comandos esperados',
  },
};

export const INFRA_FORMATS = ['kubernetes', 'compose', 'cloudformation'] as const;

/** The problems of a spec's top that the form can tell before the grader reads it. */
export function specShapeProblem(kind: ExerciseKind, spec: Readonly<Record<string, unknown>>): string | null {
  const shape = SPEC_SHAPE[kind];
  if (!Array.isArray(spec[shape.key])) return shape.message;
  if (kind === 'infra_file' && !INFRA_FORMATS.includes(spec.format as (typeof INFRA_FORMATS)[number]))
    return 'Informe "format": "kubernetes", "compose" ou "cloudformation"';
  return null;
}

/**
 * The editor's language: an infrastructure file is JSON when its starter (or, without one, its
 * model solution) is a JSON object — a CloudFormation template written in JSON — else YAML.
 */
export function languageOf(kind: ExerciseKind, sample: string): ExerciseLanguage {
  if (kind === 'iam_policy') return 'json';
  if (kind === 'cli_command') return 'shell';
  if (!sample.trim().startsWith('{')) return 'yaml';
  const reading = readJson(sample);
  return reading.ok && isJsonObject(reading.value) ? 'json' : 'yaml';
}

const body = (required: string | null) =>
  (required ? z.string().refine((value) => value.trim() !== '', required) : z.string()).refine(
    (value) => value.length <= MAX_BODY_LENGTH,
    PRACTICE_MESSAGES.body,
  );

/** The spec as typed: JSON (its error's line and column said) and an object. */
const specField = z.string().transform((text, context) => {
  const issue = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (text.trim() === '') return issue(PRACTICE_MESSAGES.spec);
  const reading = readJson(text);
  if (!reading.ok) return issue(reading.message);
  if (!isJsonObject(reading.value)) return issue(PRACTICE_MESSAGES.specObject);
  return reading.value;
});

export const practiceFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, PRACTICE_MESSAGES.title)
      .max(MAX_TITLE_LENGTH, PRACTICE_MESSAGES.titleLength),
    kind: z.enum(EXERCISE_KINDS),
    lesson_id: z.string().min(1, PRACTICE_MESSAGES.lesson),
    statement: z
      .string()
      .trim()
      .min(1, PRACTICE_MESSAGES.statement)
      .max(MAX_STATEMENT_LENGTH, PRACTICE_MESSAGES.statementLength),
    starter: body(null),
    spec: specField,
    hints: z
      .array(
        z.object({
          text: z
            .string()
            .trim()
            .min(1, PRACTICE_MESSAGES.hint)
            .max(MAX_HINT_LENGTH, PRACTICE_MESSAGES.hintLength),
        }),
      )
      .max(MAX_HINTS, PRACTICE_MESSAGES.hints),
    solution: body(PRACTICE_MESSAGES.solution),
    wrong_solution: body(PRACTICE_MESSAGES.wrongSolution),
  })
  .transform((values, context) => {
    const shapeProblem = specShapeProblem(values.kind, values.spec);
    if (shapeProblem) {
      context.addIssue({ code: 'custom', path: ['spec'], message: shapeProblem });
      return z.NEVER;
    }
    return {
      ...values,
      language: languageOf(values.kind, values.starter || values.solution),
      hints: values.hints.map((hint) => hint.text),
    };
  });

export type PracticeFormValues = z.input<typeof practiceFormSchema>;
export type PracticeValues = z.output<typeof practiceFormSchema>;

/** The form's fields for an exercise being edited, or empty ones for a new exercise. */
export function practiceFormDefaults(
  exercise: AuthoredExercise | null,
  lessonId: string | null,
): PracticeFormValues {
  return {
    title: exercise?.title ?? '',
    kind: exercise?.kind ?? 'iam_policy',
    lesson_id: exercise?.lesson_id ?? lessonId ?? '',
    statement: exercise?.statement ?? '',
    starter: exercise?.starter ?? '',
    spec: exercise ? JSON.stringify(exercise.spec, null, 2) : '',
    hints: (exercise?.hints ?? []).map((text) => ({ text })),
    solution: exercise?.solution ?? '',
    wrong_solution: exercise?.wrong_solution ?? '',
  };
}

interface SavePracticeInput {
  courseId: string;
  exerciseId: string | null;
  values: PracticeValues;
}

export async function savePracticeExercise({
  courseId,
  exerciseId,
  values,
}: SavePracticeInput): Promise<AuthoredExercise> {
  return callRpc(
    'save_practice_exercise',
    { p_exercise: { ...(exerciseId ? { id: exerciseId } : {}), course_id: courseId, ...values } },
    authoredExerciseSchema,
  );
}

export function useSavePracticeExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePracticeExercise,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: practiceAuthoringKey(courseId) }),
  });
}
