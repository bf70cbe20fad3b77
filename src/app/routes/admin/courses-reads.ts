// /admin/courses's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { adminCoursesQueryOptions } from '@/features/admin-courses/api/get-admin-courses';

/** What the screen opens with, for an active administrador only. */
export const reads: RouteReads = async ({ queryClient }) => {
  if (await activeAccountWithRole('administrador'))
    await queryClient.ensureQueryData(adminCoursesQueryOptions());
};
