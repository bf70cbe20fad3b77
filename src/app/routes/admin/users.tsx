import type { RouteReads } from '@/app/route-module';
import { signedInAccount, startScreenRead } from '@/app/signed-in-reads';
import { adminUsersQueryOptions } from '@/features/admin-users/api/get-admin-users';
import { UsersManager } from '@/features/admin-users/components/users-manager';
import { cleanSearch, parsePage } from '@/lib/list-params';

/** /admin/users (behind RequireAdmin). */
export default function AdminUsersRoute() {
  return <UsersManager />;
}

/** The page of accounts the address asks for, read for an active administrador only. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  const account = await signedInAccount();
  if (!account?.isActive || account.role !== 'administrador') return;
  await startScreenRead(
    queryClient,
    adminUsersQueryOptions({
      search: cleanSearch(url.searchParams.get('q')),
      page: parsePage(url.searchParams.get('page')),
    }),
  );
};
