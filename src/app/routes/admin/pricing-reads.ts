// /admin/pricing's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { adminPlansQueryOptions } from '@/features/admin-pricing/api/get-admin-plans';

/** What the screen opens with, for an active administrador only. */
export const reads: RouteReads = async ({ queryClient }) => {
  if (await activeAccountWithRole('administrador'))
    await queryClient.ensureQueryData(adminPlansQueryOptions());
};
