// /minhas-compras/{id}'s loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import { orderQueryOptions } from '@/features/purchases/api/get-order';
import { orderReceiptQueryOptions } from '@/features/purchases/api/get-order-receipt';

/** The order and its receipt. */
export const reads: RouteReads = async ({ queryClient, params }) => {
  const account = await activeAccount();
  const orderId = params.orderId;
  if (!account || !orderId) return;
  await Promise.all([
    queryClient.ensureQueryData(orderQueryOptions(account.userId, orderId)),
    queryClient.ensureQueryData(orderReceiptQueryOptions(account.userId, orderId)),
  ]);
};
