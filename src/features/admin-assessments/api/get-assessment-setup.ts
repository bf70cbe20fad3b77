// What the authoring screens need to know about one course: its title and certificate
// requirements, its modules with their lessons (for the pickers and the CSV's titles), its exam
// domains, its module quizzes and its simulado settings. Authors only; the database refuses others.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/rpc';
import { queryKeys } from '@/lib/query-keys';
import { jsonCount } from '@/lib/rpc-json';

const setupSchema = z.object({
  course: z.object({
    id: z.string(),
    title: z.string(),
    requires_quizzes: z.boolean(),
    requires_practice_exam: z.boolean(),
    requires_watching: z.boolean(),
  }),
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      question_count: jsonCount,
      lessons: z.array(z.object({ id: z.string(), title: z.string() })),
    }),
  ),
  domains: z.array(
    z.object({ id: z.string(), name: z.string(), weight_percent: jsonCount, question_count: jsonCount }),
  ),
  quizzes: z.array(z.object({ module_id: z.string(), question_count: jsonCount, pass_percent: jsonCount })),
  practice_exam: z
    .object({
      question_count: jsonCount,
      time_limit_minutes: jsonCount,
      pass_score: jsonCount,
      published: z.boolean(),
    })
    .nullable(),
  /** Questions of the course that belong to no module (the simulado's own bank). */
  exam_only_questions: jsonCount,
});

export type AssessmentSetup = z.output<typeof setupSchema>;
export type SetupModule = AssessmentSetup['modules'][number];
export type ExamDomain = AssessmentSetup['domains'][number];

export async function getAssessmentSetup(courseId: string): Promise<AssessmentSetup> {
  return callRpc('get_assessment_setup', { p_course_id: courseId }, setupSchema);
}

export const assessmentSetupQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.assessments.setup(courseId),
    queryFn: () => getAssessmentSetup(courseId),
  });

export function useAssessmentSetup(courseId: string) {
  return useQuery(assessmentSetupQueryOptions(courseId));
}

/** Every lesson of the course, in course order, with its module. */
export function lessonsOf(setup: AssessmentSetup) {
  return setup.modules.flatMap((module) => module.lessons.map((lesson) => ({ ...lesson, module })));
}
