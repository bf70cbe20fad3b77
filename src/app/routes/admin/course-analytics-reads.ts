// A course's analytics' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import {
  analyticsCourseQueryOptions,
  courseAnalyticsQueryOptions,
} from '@/features/course-analytics/api/get-course-analytics';
import { practiceStatisticsQueryOptions } from '@/features/course-analytics/api/get-practice-statistics';
import { isUuid } from '@/utils/uuid';

/** The course's title, its figures and its practice figures, for an active administrador or professor (the database decides which courses). */
export const reads: RouteReads = async ({ queryClient, params }) => {
  const courseId = params.courseId ?? '';
  if (!isUuid(courseId) || !(await activeAccountWithRole('administrador', 'professor'))) return;
  await Promise.all([
    queryClient.ensureQueryData(analyticsCourseQueryOptions(courseId)),
    queryClient.ensureQueryData(courseAnalyticsQueryOptions(courseId)),
    queryClient.ensureQueryData(practiceStatisticsQueryOptions(courseId)),
  ]);
};
