// One of the person's orders with its status history and whether its product is open to them
// (get_order). The payment's return page follows it until the provider's webhook settles it.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { orderDetailSchema, type OrderDetail } from './order-schema';

/** How often a pending order is read again: a Pix or card confirmation takes a second or two. */
export const PENDING_ORDER_POLL_MS = 2000;

export function getOrder(orderId: string): Promise<OrderDetail> {
  return callRpc('get_order', { p_order_id: orderId }, orderDetailSchema);
}

export const orderQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'orders', 'order', orderId],
    queryFn: () => getOrder(orderId),
  });

/** `follow`: read it again while it is pending (only while the page is in sight). */
export function useOrder(userId: string, orderId: string, { follow = false } = {}) {
  return useQuery({
    ...orderQueryOptions(userId, orderId),
    enabled: Boolean(orderId),
    refetchInterval: (query) =>
      follow && query.state.data?.status === 'pending' ? PENDING_ORDER_POLL_MS : false,
  });
}

/**
 * An order settled (paid, refunded, charged back): everything the person's access shows is stale,
 * the course page's button, the dashboard, 'Minhas compras'. `refetchType: 'none'` only marks them.
 */
export function refreshAfterOrderSettled(
  queryClient: QueryClient,
  userId: string,
  refetchType: 'active' | 'none' = 'active',
) {
  return Promise.all(
    [sharedQueryKeys.learner.all(userId), sharedQueryKeys.catalog.all()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType }),
    ),
  );
}
