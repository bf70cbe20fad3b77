// /dashboard's loader, a chunk of its own: it downloads beside the screen's code, not after it
// (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import { studentDashboardQueryOptions } from '@/features/dashboard/api/get-student-dashboard';
import { teacherDashboardQueryOptions } from '@/features/dashboard/api/get-teacher-dashboard';

/**
 * The dashboard this account is shown, read with the navigation. A deactivated account is shown
 * the guard's notice instead: nothing to read.
 */
export const reads: RouteReads = async ({ queryClient }) => {
  const account = await signedInAccount();
  if (!account?.isActive) return;
  if (account.role === 'professor') {
    await queryClient.ensureQueryData(teacherDashboardQueryOptions(account.userId));
  } else {
    await queryClient.ensureQueryData(studentDashboardQueryOptions(account.userId));
  }
};
