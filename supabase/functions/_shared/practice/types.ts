// The contract every grader keeps (docs/practice.md → The grader contract). Pure types: the
// graders run under Deno (grade-exercise) and Node (Vitest) alike.

export type ExerciseKind = 'iam_policy' | 'infra_file' | 'cli_command';

export const EXERCISE_KINDS: readonly ExerciseKind[] = ['iam_policy', 'infra_file', 'cli_command'];

/** What every check of a spec carries (scenario, rule or expected command). */
export interface CheckBase {
  id: string;
  label: string;
  explanation: string;
  lesson_id?: string | null;
  lesson_second?: number | null;
}

export interface CheckOutcome {
  id: string;
  label: string;
  passed: boolean;
  /** Only for failed checks. */
  explanation: string | null;
  /** What the grader saw, in pt-BR (e.g. 'Esperado: permitido. Sua política: negado (negação explícita).'). */
  detail: string | null;
  lesson_id: string | null;
  lesson_second: number | null;
}

export interface ParseError {
  message: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

export interface GradeResult {
  passed: boolean;
  parse_error: ParseError | null;
  checks: CheckOutcome[];
}

/** Longest body a learner may submit (the database refuses longer drafts too). */
export const MAX_BODY_LENGTH = 20_000;

/** One check's outcome from its spec entry. */
export function outcome(check: CheckBase, passed: boolean, detail: string | null = null): CheckOutcome {
  return {
    id: check.id,
    label: check.label,
    passed,
    explanation: passed ? null : check.explanation,
    detail,
    lesson_id: check.lesson_id ?? null,
    lesson_second: check.lesson_second ?? null,
  };
}

/** The result of a submission that could not be read. */
export function unreadable(message: string, line = 1, column = 1): GradeResult {
  return { passed: false, parse_error: { message, line, column }, checks: [] };
}

/** The result of a readable submission: passed when every check did. */
export function graded(checks: CheckOutcome[]): GradeResult {
  return { passed: checks.length > 0 && checks.every((check) => check.passed), parse_error: null, checks };
}
