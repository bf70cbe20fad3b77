// The 7-day guarantee's refund, asked by the buyer: refund-order refunds the payment at the
// provider as an administrador's refund would, once the database agreed (own order, first
// purchase, within 7 days of payment; docs/payments.md → The 7-day guarantee). Access ends at
// once, so everything the person's access shows is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/api/backend';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const refundAnswerSchema = z.object({ order_id: z.string(), status: z.literal('refunded') });

export function requestGuaranteeRefund(orderId: string) {
  return invokeFunction('refund-order', { orderId }, refundAnswerSchema);
}

export function useRequestGuaranteeRefund(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestGuaranteeRefund,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.learner.all(userId) }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.catalog.all() }),
      ]),
  });
}
