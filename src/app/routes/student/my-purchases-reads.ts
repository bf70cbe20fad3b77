// /minhas-compras' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import { myOrdersQueryOptions } from '@/features/purchases/api/list-my-orders';
import { parsePage } from '@/lib/list-params';

/** The page of orders the address asks for. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  const account = await activeAccount();
  if (!account) return;
  await queryClient.ensureQueryData(
    myOrdersQueryOptions(account.userId, parsePage(url.searchParams.get('page'))),
  );
};
