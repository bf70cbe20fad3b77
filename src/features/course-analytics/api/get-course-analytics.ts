// A course's analytics for its teachers and administrators (get_course_analytics, docs/engagement.md):
// the funnel, each lesson's reach and watched-to-the-end share, the lessons after which learners
// stop, the Q&A's median answer time and each quiz question's correct share. The database refuses
// everyone else (`not_moderator`); the screen shows the catalogue's message.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { getCourseOption } from '@/lib/course-options';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { JUST_READ_MS } from '@/lib/query-client';

const share = jsonNumber.pipe(z.number().min(0).max(1));

export const courseAnalyticsSchema = z.object({
  course_id: z.string(),
  computed_at: z.string(),
  funnel: z.object({
    enrolled: jsonCount,
    started: jsonCount,
    progress_25: jsonCount,
    progress_50: jsonCount,
    progress_75: jsonCount,
    completed: jsonCount,
  }),
  lessons: z.array(
    z.object({
      id: z.string(),
      position: jsonCount,
      title: z.string(),
      module_title: z.string(),
      reached: jsonCount,
      watched_to_end: jsonCount,
      reached_share: share,
      watched_to_end_share: share,
      stopped_after: jsonCount,
    }),
  ),
  stop_after: z.array(
    z.object({ lesson_id: z.string(), position: jsonCount, title: z.string(), learners: jsonCount }),
  ),
  questions: z.object({
    total: jsonCount,
    answered_by_teacher: jsonCount,
    median_minutes_to_teacher_answer: jsonNumber.nullable(),
  }),
  quiz_questions: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      module_id: z.string().nullable(),
      module_title: z.string().nullable(),
      in_practice_exam: z.boolean(),
      answered: jsonCount,
      correct: jsonCount,
      correct_share: share.nullable(),
    }),
  ),
});

export type CourseAnalytics = z.output<typeof courseAnalyticsSchema>;

export async function getCourseAnalytics(courseId: string): Promise<CourseAnalytics> {
  return callRpc('get_course_analytics', { p_course_id: courseId }, courseAnalyticsSchema);
}

/** One course's figures; its teachers and the administrators read them, so the key is this feature's own. */
export const courseAnalyticsKey = (courseId: string) => ['course-analytics', courseId] as const;

export const courseAnalyticsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: courseAnalyticsKey(courseId),
    queryFn: () => getCourseAnalytics(courseId),
    // Computed when asked: opening the screen again reads the figures again (the loader's read,
    // just made, is the screen's own).
    staleTime: JUST_READ_MS,
    retry: false,
  });

export const analyticsCourseQueryOptions = (courseId: string) =>
  queryOptions({
    // The course's title for the heading, or null when there is no course with this id.
    queryKey: [...courseAnalyticsKey(courseId), 'course'],
    queryFn: () => getCourseOption(courseId),
  });

export function useCourseAnalytics(courseId: string) {
  return useQuery(courseAnalyticsQueryOptions(courseId));
}

export function useAnalyticsCourse(courseId: string) {
  return useQuery(analyticsCourseQueryOptions(courseId));
}
