// /admin/lessons' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { courseContentQueryOptions } from '@/features/admin-lessons/api/get-course-content';
import { courseOptionsQueryOptions } from '@/lib/course-options';

/** The courses to choose from and, when the address names one (`?curso=`), its modules and lessons. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  if (!(await activeAccountWithRole('administrador'))) return;
  const courseId = url.searchParams.get('curso');
  await Promise.all([
    queryClient.ensureQueryData(courseOptionsQueryOptions()),
    courseId ? queryClient.ensureQueryData(courseContentQueryOptions(courseId)) : null,
  ]);
};
