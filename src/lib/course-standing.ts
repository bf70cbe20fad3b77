// A signed-in person's standing in a course's quizzes and simulado, as the database writes it
// (get_course_assessments, and the `assessment_standing` column of `courses` that the player's
// outline and the course page's enrolment read carry): which modules have a quiz and the best
// score in each, the simulado's settings and open attempt, what the course requires for its
// certificate and what is still missing (pt-BR texts written by the database). A light schema, so
// the player's outline can check it without zod (docs/backend-reads.md).
import {
  array,
  boolean,
  nullable,
  number,
  numeric,
  object,
  optional,
  text,
  type Infer,
} from '@/lib/api/light-schema';

// A viewer who may not take the quizzes (not enrolled) learns only which modules have one.
const moduleQuizSchema = object({
  module_id: text,
  has_quiz: boolean,
  question_count: optional(nullable(number)),
  pass_percent: optional(nullable(number)),
  best_percent: optional(nullable(numeric)),
  passed: optional(boolean),
  /** The person's quiz attempt started and not submitted (the screen continues it). */
  open_attempt_id: optional(nullable(text)),
});

const practiceExamSchema = object({
  available: boolean,
  question_count: number,
  time_limit_minutes: number,
  pass_score: number,
  best_score: nullable(number),
  passed: boolean,
  open_attempt_id: nullable(text),
});
export type PracticeExamStanding = Infer<typeof practiceExamSchema>;

export const courseStandingSchema = object({
  requirements: object({ quizzes: boolean, practice_exam: boolean, watching: boolean }),
  modules: array(moduleQuizSchema),
  practice_exam: nullable(practiceExamSchema),
  missing: array(text),
});
export type CourseStanding = Infer<typeof courseStandingSchema>;

export interface ModuleQuizStanding {
  moduleId: string;
  questionCount: number;
  passPercent: number;
  /** null: not taken yet. */
  bestPercent: number | null;
  passed: boolean;
  /** The attempt started and not submitted, continued on opening the quiz (null: none). */
  openAttemptId: string | null;
}

/** A module's quiz as this person stands in it, when the module has one they may take. */
export function moduleQuizOf(
  standing: CourseStanding | null | undefined,
  moduleId: string,
): ModuleQuizStanding | null {
  const found = standing?.modules.find((module) => module.module_id === moduleId && module.has_quiz);
  if (!found || found.question_count == null || found.pass_percent == null) return null;
  return {
    moduleId,
    questionCount: found.question_count,
    passPercent: found.pass_percent,
    bestPercent: found.best_percent ?? null,
    passed: found.passed ?? false,
    openAttemptId: found.open_attempt_id ?? null,
  };
}
