// "May I study this course now?" (has_course_access: free, bought, granted by an administrador or
// in a plan the person subscribes to). The course page asks it for a course that is not free, to
// offer 'Comprar' or the plans instead of an enrolment the database would refuse. Its answer is
// read with a light schema: zod's core stays off a visitor's first load (docs/backend-reads.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { boolean } from '@/lib/api/light-schema';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export function getCourseAccess(courseId: string): Promise<boolean> {
  return callRpc('has_course_access', { p_course_id: courseId }, boolean);
}

export const courseAccessQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.course(userId, courseId), 'access'],
    queryFn: () => getCourseAccess(courseId),
  });

/** Disabled (pending, no data) while nobody is signed in or the question does not arise. */
export function useCourseAccess(userId: string | null, courseId: string, enabled: boolean) {
  return useQuery({
    ...courseAccessQueryOptions(userId ?? '', courseId),
    enabled: Boolean(userId) && enabled,
  });
}
