// Who bought one of the person's orders, as the order recorded it at checkout (name, CPF), for
// the receipt (get_order_receipt; docs/payments-ui.md, "The receipt").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const orderReceiptSchema = z.object({
  order_id: z.string(),
  buyer_name: z.string().nullable(),
  buyer_cpf: z.string().nullable(),
  anonymized: z.boolean(),
});

export type OrderReceipt = z.output<typeof orderReceiptSchema>;

export function getOrderReceipt(orderId: string): Promise<OrderReceipt> {
  return callRpc('get_order_receipt', { p_order_id: orderId }, orderReceiptSchema);
}

export const orderReceiptQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'orders', 'receipt', orderId],
    queryFn: () => getOrderReceipt(orderId),
  });

export function useOrderReceipt(userId: string, orderId: string) {
  return useQuery({ ...orderReceiptQueryOptions(userId, orderId), enabled: Boolean(orderId) });
}
