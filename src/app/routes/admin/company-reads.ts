// One organisation's loader in the back office (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { organisationQueryOptions } from '@/features/admin-companies/api/get-organisation';

/** The organisation, its seat blocks, gestores and orders, for an active administrador. */
export const reads: RouteReads = async ({ queryClient, params }) => {
  if (!(await activeAccountWithRole('administrador'))) return;
  await queryClient.ensureQueryData(organisationQueryOptions(params.organisationId ?? ''));
};
