// /admin/empresas' loader, a chunk of its own (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { organisationsQueryOptions } from '@/features/admin-companies/api/get-organisations';
import { seatTiersQueryOptions } from '@/features/admin-companies/api/seat-tiers';
import { cleanSearch, parsePage } from '@/lib/list-params';

/** The page of organisations the address asks for and the seat price tiers, for an active administrador. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  if (!(await activeAccountWithRole('administrador'))) return;
  await Promise.all([
    queryClient.ensureQueryData(
      organisationsQueryOptions({
        search: cleanSearch(url.searchParams.get('q')),
        page: parsePage(url.searchParams.get('page')),
      }),
    ),
    queryClient.ensureQueryData(seatTiersQueryOptions()),
  ]);
};
