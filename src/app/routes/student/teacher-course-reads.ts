// /dashboard/cursos/{id}'s loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { courseStudentsQueryOptions } from '@/features/dashboard/api/get-course-students';
import { teacherDashboardQueryOptions } from '@/features/dashboard/api/get-teacher-dashboard';
import { waitingQuestionsQueryOptions } from '@/features/dashboard/api/get-waiting-questions';
import { parsePage } from '@/lib/list-params';

/**
 * The professor's courses and, when the address names one of them, its page of students and its
 * page of waiting questions (each list with its own page parameter, as the screen's lists read it).
 */
export const reads: RouteReads = async ({ queryClient, params, url }) => {
  const account = await activeAccountWithRole('professor');
  if (!account) return;
  const { userId } = account;
  const dashboard = await queryClient.ensureQueryData(teacherDashboardQueryOptions(userId));
  const course = dashboard.courses.find((item) => item.id === params.courseId);
  if (!course) return;
  await Promise.all([
    queryClient.ensureQueryData(
      waitingQuestionsQueryOptions(userId, course.id, parsePage(url.searchParams.get('perguntas'))),
    ),
    queryClient.ensureQueryData(
      courseStudentsQueryOptions(userId, course.id, parsePage(url.searchParams.get('page'))),
    ),
  ]);
};
