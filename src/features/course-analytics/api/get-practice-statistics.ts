// How the course's hands-on exercises fare (get_practice_statistics, docs/practice.md), for its
// authors: per exercise the learners who tried and who passed, and per check its pass rate over
// the graded attempts of the exercise's current version. Every figure is the database's.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { JUST_READ_MS } from '@/lib/query-client';
import { jsonCount } from '@/lib/rpc-json';
import { courseAnalyticsKey } from './get-course-analytics';

/** A rate the database rounded to a whole percentage (0–100); null when nobody was counted. */
const percent = jsonCount.pipe(z.number().max(100));

const checkStatisticsSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  attempts: jsonCount,
  passed: jsonCount,
  pass_rate: percent,
});

const exerciseStatisticsSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['iam_policy', 'infra_file', 'cli_command']),
  published: z.boolean(),
  lesson_title: z.string(),
  module_number: jsonCount,
  learners: jsonCount,
  passed: jsonCount,
  pass_rate: percent.nullable(),
  attempts: jsonCount,
  checks: z.array(checkStatisticsSchema),
});

const practiceStatisticsSchema = z.object({ exercises: z.array(exerciseStatisticsSchema) });

export type PracticeStatistics = z.output<typeof practiceStatisticsSchema>;
export type ExerciseStatistics = z.output<typeof exerciseStatisticsSchema>;

export async function getPracticeStatistics(courseId: string): Promise<PracticeStatistics> {
  return callRpc('get_practice_statistics', { p_course_id: courseId }, practiceStatisticsSchema);
}

export const practiceStatisticsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...courseAnalyticsKey(courseId), 'practice'],
    queryFn: () => getPracticeStatistics(courseId),
    // Computed when asked, as the course's other figures.
    staleTime: JUST_READ_MS,
    retry: false,
  });

export function usePracticeStatistics(courseId: string) {
  return useQuery(practiceStatisticsQueryOptions(courseId));
}
