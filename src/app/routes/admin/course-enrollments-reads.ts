// A course's enrolments' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import {
  courseEnrollmentsQueryOptions,
  enrollmentCourseQueryOptions,
} from '@/features/admin-enrollments/api/get-course-enrollments';
import { cleanSearch, parsePage } from '@/lib/list-params';

/** The course and, once it is known to exist, the page of its enrolments the address asks for. */
export const reads: RouteReads = async ({ queryClient, params, url }) => {
  const courseId = params.courseId ?? '';
  if (!(await activeAccountWithRole('administrador'))) return;
  const course = await queryClient.ensureQueryData(enrollmentCourseQueryOptions(courseId));
  if (!course) return;
  await queryClient.ensureQueryData(
    courseEnrollmentsQueryOptions(courseId, {
      search: cleanSearch(url.searchParams.get('q')),
      page: parsePage(url.searchParams.get('page')),
    }),
  );
};
