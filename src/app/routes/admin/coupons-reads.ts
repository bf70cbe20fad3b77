// /admin/cupons' loader, a chunk of its own (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { couponsQueryOptions } from '@/features/admin-coupons/api/get-coupons';
import { cleanSearch, parsePage } from '@/lib/list-params';

/** The page of coupons the address asks for, for an active administrador. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  if (!(await activeAccountWithRole('administrador'))) return;
  await queryClient.ensureQueryData(
    couponsQueryOptions({
      search: cleanSearch(url.searchParams.get('q')),
      page: parsePage(url.searchParams.get('page')),
    }),
  );
};
