// The course's quizzes and simulado as the signed-in person stands in them, for the quiz and
// simulado screens (their start page and result). The player and the course page read the same
// standing inside their own course read (the `assessment_standing` column), without this call.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { courseStandingSchema, type CourseStanding } from '@/lib/course-standing';
import { JUST_READ_MS } from '@/lib/query-client';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export function getCourseAssessments(courseId: string): Promise<CourseStanding> {
  return callRpc('get_course_assessments', { p_course_id: courseId }, courseStandingSchema);
}

export const courseAssessmentsQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.course(userId, courseId), 'assessments'],
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
