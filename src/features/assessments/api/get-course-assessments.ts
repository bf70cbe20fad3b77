// The course's quizzes and simulado as the signed-in person stands in them: which modules have a
// quiz, their best scores, the simulado's settings and open attempt, what the course requires for
// its certificate and what is still missing (texts written by the database, in pt-BR). One read
// for the quiz entries of the curriculum and the player, the dashboard card and the course page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/rpc';
import { JUST_READ_MS } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';

// A viewer who may not take the quizzes (not enrolled) learns only which modules have one.
const moduleQuizSchema = z.object({
  module_id: z.string(),
  has_quiz: z.boolean(),
  question_count: jsonCount.nullish(),
  pass_percent: jsonCount.nullish(),
  best_percent: jsonNumber.nullish(),
  passed: z.boolean().optional(),
});

const practiceExamSchema = z.object({
  available: z.boolean(),
  question_count: jsonCount,
  time_limit_minutes: jsonCount,
  pass_score: jsonCount,
  best_score: jsonCount.nullable(),
  passed: z.boolean(),
  open_attempt_id: z.string().nullable(),
});
export type PracticeExamStanding = z.output<typeof practiceExamSchema>;

export const courseAssessmentsSchema = z.object({
  requirements: z.object({ quizzes: z.boolean(), practice_exam: z.boolean(), watching: z.boolean() }),
  modules: z.array(moduleQuizSchema),
  practice_exam: practiceExamSchema.nullable(),
  missing: z.array(z.string()),
});
export type CourseAssessments = z.output<typeof courseAssessmentsSchema>;

export function getCourseAssessments(courseId: string): Promise<CourseAssessments> {
  return callRpc('get_course_assessments', { p_course_id: courseId }, courseAssessmentsSchema);
}

export const courseAssessmentsQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: queryKeys.learner.assessments(userId, courseId),
    queryFn: () => getCourseAssessments(courseId),
    // Best scores change on the quiz screens: every screen that shows them reads again.
    staleTime: JUST_READ_MS,
  });

/** null userId: nobody signed in, nothing read. */
export function useCourseAssessments(userId: string | null, courseId: string) {
  return useQuery({
    ...courseAssessmentsQueryOptions(userId ?? '', courseId),
    enabled: Boolean(userId && courseId),
  });
}

export interface ModuleQuiz {
  moduleId: string;
  questionCount: number;
  passPercent: number;
  /** null: not taken yet. */
  bestPercent: number | null;
  passed: boolean;
}

/** A module's quiz as this person stands in it, when the module has one they may take. */
export function moduleQuizOf(
  assessments: CourseAssessments | undefined,
  moduleId: string,
): ModuleQuiz | null {
  const found = assessments?.modules.find((module) => module.module_id === moduleId && module.has_quiz);
  if (!found || found.question_count == null || found.pass_percent == null) return null;
  return {
    moduleId,
    questionCount: found.question_count,
    passPercent: found.pass_percent,
    bestPercent: found.best_percent ?? null,
    passed: found.passed ?? false,
  };
}
