// /admin/sales' loader, a chunk of its own: it downloads beside the screen's code, not after it
// (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import { salesQueryOptions } from '@/features/admin-sales/api/get-sales';
import { isOrderStatus } from '@/features/admin-sales/api/sale-schema';
import { cleanSearch, parsePage } from '@/lib/list-params';
import { parseStatus, STATUS_PARAM } from '@/lib/status-filter';

/** The page of orders the address asks for, read for an active administrador only. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  const account = await signedInAccount();
  if (!account?.isActive || account.role !== 'administrador') return;
  await queryClient.ensureQueryData(
    salesQueryOptions({
      search: cleanSearch(url.searchParams.get('q')),
      status: parseStatus(url.searchParams.get(STATUS_PARAM), isOrderStatus),
      page: parsePage(url.searchParams.get('page')),
    }),
  );
};
