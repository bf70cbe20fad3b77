// The shapes the practice calls answer to authors (docs/practice.md): an exercise as
// list_practice_exercises and save_practice_exercise give it, and a GradeResult as the grader
// writes it (supabase/functions/_shared/practice/types.ts).
import { z } from 'zod';
import { jsonCount } from '@/lib/rpc-json';

export const EXERCISE_KINDS = ['iam_policy', 'infra_file', 'cli_command'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/** How each kind is named on the authoring screens. */
export const KIND_LABELS: Record<ExerciseKind, string> = {
  iam_policy: 'Política IAM',
  infra_file: 'Arquivo de infraestrutura',
  cli_command: 'Comando de CLI',
};

/** Hints an exercise may carry. */
export const MAX_HINTS = 5;

/** The longest starter, solution or wrong solution (a learner's body has the same limit). */
export const MAX_BODY_LENGTH = 20_000;

/** What the database keeps of a title, a statement and a hint (20_practice.sql). */
export const MAX_TITLE_LENGTH = 120;
export const MAX_STATEMENT_LENGTH = 8_000;
export const MAX_HINT_LENGTH = 2_000;

/** The editor's language of an exercise: JSON for a policy, YAML or JSON for a file, shell for commands. */
export const EXERCISE_LANGUAGES = ['json', 'yaml', 'shell'] as const;
export type ExerciseLanguage = (typeof EXERCISE_LANGUAGES)[number];

export const authoredExerciseSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  lesson_id: z.string(),
  title: z.string(),
  kind: z.enum(EXERCISE_KINDS),
  language: z.enum(EXERCISE_LANGUAGES),
  position: jsonCount,
  published: z.boolean(),
  statement: z.string(),
  starter: z.string(),
  spec: z.record(z.string(), z.unknown()),
  hints: z.array(z.string()),
  solution: z.string(),
  wrong_solution: z.string(),
  version: jsonCount,
  verified: z.boolean(),
});

export type AuthoredExercise = z.output<typeof authoredExerciseSchema>;

export const checkOutcomeSchema = z.object({
  id: z.string(),
  label: z.string(),
  passed: z.boolean(),
  explanation: z.string().nullable(),
  detail: z.string().nullable(),
  lesson_id: z.string().nullable(),
  lesson_second: jsonCount.nullable(),
});

export const gradeResultSchema = z.object({
  passed: z.boolean(),
  parse_error: z.object({ message: z.string(), line: jsonCount, column: jsonCount }).nullable(),
  checks: z.array(checkOutcomeSchema),
});

export type CheckOutcome = z.output<typeof checkOutcomeSchema>;
export type GradeResult = z.output<typeof gradeResultSchema>;
