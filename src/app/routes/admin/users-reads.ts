// /admin/users' loader, a chunk of its own: it downloads beside the screen's code, not after it
// (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import { adminUsersQueryOptions } from '@/features/admin-users/api/get-admin-users';
import { cleanSearch, parsePage } from '@/lib/list-params';

/** The page of accounts the address asks for, read for an active administrador only. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  const account = await signedInAccount();
  if (!account?.isActive || account.role !== 'administrador') return;
  await queryClient.ensureQueryData(
    adminUsersQueryOptions({
      search: cleanSearch(url.searchParams.get('q')),
      page: parsePage(url.searchParams.get('page')),
    }),
  );
};
