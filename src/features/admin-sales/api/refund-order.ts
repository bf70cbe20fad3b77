// The refund of a paid order: the refund-order function refunds the whole payment at the provider
// and applies the refund at once (the buyer's access is revoked by the database), so the lists
// and the revenue report are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { salesKey } from './get-sales';

const refundAnswerSchema = z.object({ order_id: z.string(), status: z.literal('refunded') });

export async function refundOrder(orderId: string) {
  return invokeFunction('refund-order', { orderId }, refundAnswerSchema);
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salesKey() }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.revenue() }),
      ]),
  });
}
