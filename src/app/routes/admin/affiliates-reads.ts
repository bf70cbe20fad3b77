// /admin/afiliados' loader, a chunk of its own (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { affiliatesQueryOptions } from '@/features/admin-affiliates/api/get-affiliates';
import { isAffiliateStatus } from '@/features/admin-affiliates/utils/affiliate-format';
import { cleanSearch, parsePage } from '@/lib/list-params';
import { parseStatus, STATUS_PARAM } from '@/lib/status-filter';

/** The page of affiliates the address asks for (its status filter, search and page), for an active administrador. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  if (!(await activeAccountWithRole('administrador'))) return;
  await queryClient.ensureQueryData(
    affiliatesQueryOptions({
      status: parseStatus(url.searchParams.get(STATUS_PARAM), isAffiliateStatus),
      search: cleanSearch(url.searchParams.get('q')),
      page: parsePage(url.searchParams.get('page')),
    }),
  );
};
