// A course's assessment settings as its authors see them (get_assessment_settings): certificate
// requirements, exam domains (with their questions), each module's quiz and question count, the
// simulado and what stops it from being published. The database refuses anyone else.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { jsonCount } from '@/lib/rpc-json';
import { assessmentsKey } from './keys';

const settingsSchema = z.object({
  requirements: z.object({
    quizzes: z.boolean(),
    practice_exam: z.boolean(),
    watching: z.boolean(),
    exercises: z.boolean(),
  }),
  domains: z.array(
    z.object({ id: z.string(), name: z.string(), weight_percent: jsonCount, question_count: jsonCount }),
  ),
  modules: z.array(
    z.object({
      module_id: z.string(),
      module_number: jsonCount,
      title: z.string(),
      available_questions: jsonCount,
      quiz: z.object({ question_count: jsonCount, pass_percent: jsonCount }).nullable(),
      has_quiz: z.boolean(),
    }),
  ),
  practice_exam: z
    .object({
      question_count: jsonCount,
      time_limit_minutes: jsonCount,
      pass_score: jsonCount,
      published: z.boolean(),
      /** What keeps it from being published, as a reason code; null when nothing. */
      problem: z.string().nullable(),
    })
    .nullable(),
  question_total: jsonCount,
});

export type AssessmentSettings = z.output<typeof settingsSchema>;

export async function getAssessmentSettings(courseId: string): Promise<AssessmentSettings> {
  return callRpc('get_assessment_settings', { p_course_id: courseId }, settingsSchema);
}

export const assessmentSettingsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...assessmentsKey(courseId), 'settings'],
    queryFn: () => getAssessmentSettings(courseId),
  });

export function useAssessmentSettings(courseId: string) {
  return useQuery(assessmentSettingsQueryOptions(courseId));
}
