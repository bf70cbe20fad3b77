// /pagamento's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import { orderQueryOptions } from '@/features/purchases/api/get-order';

/** The order the provider sent the buyer back with (`?pedido=`). */
export const reads: RouteReads = async ({ queryClient, url }) => {
  const orderId = url.searchParams.get('pedido');
  if (!orderId) return;
  const account = await activeAccount();
  if (account) await queryClient.ensureQueryData(orderQueryOptions(account.userId, orderId));
};
