// The buyer cancels their own pending order (cancel_my_order; docs/payments.md → Abandoned
// orders). The answer is the order as get_order reads it; the person's lists are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { orderSchema, type Order } from './order-schema';

export function cancelMyOrder(orderId: string): Promise<Order> {
  return callRpc('cancel_my_order', { p_order_id: orderId }, orderSchema);
}

export function useCancelMyOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.learner.all(userId) }),
  });
}
