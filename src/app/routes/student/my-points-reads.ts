// /meus-pontos' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import { studentDashboardQueryOptions } from '@/features/dashboard/api/get-student-dashboard';
import { courseRankingQueryOptions } from '@/features/study/api/course-ranking';
import { myPointsQueryOptions } from '@/features/study/api/list-my-points';
import { parsePage } from '@/lib/list-params';

/** The page of points the address asks for, and the ranking of each course the person is enrolled in. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  const account = await activeAccount();
  if (!account) return;
  const { userId } = account;
  const rankings = queryClient
    .ensureQueryData(studentDashboardQueryOptions(userId))
    .then(({ enrollments }) =>
      Promise.all(
        enrollments.map(({ course }) =>
          queryClient.ensureQueryData(courseRankingQueryOptions(userId, course.id)),
        ),
      ),
    );
  await Promise.all([
    queryClient.ensureQueryData(myPointsQueryOptions(userId, parsePage(url.searchParams.get('page')))),
    rankings,
  ]);
};
