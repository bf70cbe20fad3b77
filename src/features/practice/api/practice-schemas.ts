// The shapes the practice calls share (docs/practice.md): the kinds, the learner's standing in an
// exercise, and the grader's result (GradeResult of supabase/functions/_shared/practice/types.ts),
// which both the exercise read (its last attempt) and the grading function answer.
import { z } from 'zod';
import { jsonCount } from '@/lib/rpc-json';

export const exerciseKindSchema = z.enum(['iam_policy', 'infra_file', 'cli_command']);
export type ExerciseKind = z.output<typeof exerciseKindSchema>;

/** The editor's language for the exercise (json: IAM and JSON files; yaml; shell: commands). */
export const editorLanguageSchema = z.enum(['json', 'yaml', 'shell']);
export type EditorLanguage = z.output<typeof editorLanguageSchema>;

export const practiceStatusSchema = z.enum(['new', 'attempted', 'passed', 'gave_up']);
export type PracticeStatus = z.output<typeof practiceStatusSchema>;

export const checkOutcomeSchema = z.object({
  id: z.string(),
  label: z.string(),
  passed: z.boolean(),
  /** Only for failed checks: why, and how to fix it. */
  explanation: z.string().nullable(),
  /** What the grader saw ('Pedido: permitido. Sua política: negado.'). */
  detail: z.string().nullable(),
  lesson_id: z.string().nullable(),
  lesson_second: jsonCount.nullable(),
});
export type CheckOutcome = z.output<typeof checkOutcomeSchema>;

/** The submission could not be read at all; line and column are 1-based. */
export const parseErrorSchema = z.object({
  message: z.string(),
  line: jsonCount,
  column: jsonCount,
});
export type ParseError = z.output<typeof parseErrorSchema>;

export const gradeResultSchema = z.object({
  passed: z.boolean(),
  parse_error: parseErrorSchema.nullable(),
  checks: z.array(checkOutcomeSchema),
});
export type GradeResult = z.output<typeof gradeResultSchema>;

/** Longest body the grader and the draft accept (MAX_BODY_LENGTH of the graders). */
export const MAX_BODY_LENGTH = 20_000;
