// /notificacoes' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import { notificationsQueryOptions } from '@/features/notifications/api/list-notifications';
import { parsePage } from '@/lib/list-params';

/** The page of notifications the address asks for. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  const account = await activeAccount();
  if (!account) return;
  await queryClient.ensureQueryData(
    notificationsQueryOptions(account.userId, parsePage(url.searchParams.get('page'))),
  );
};
