// What the signed-in person would get by buying the product now (get_purchase_offer,
// docs/payments.md "What the viewer already has"): the checkout says on arrival when the purchase
// would add nothing (owned, subscribed, a cancelled plan still running, a plan whose courses are
// all open) and what a track partly owned costs. start_order refuses with the same reason code.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonNumber } from '@/lib/rpc-json';
import type { ProductKind } from '@/rules/orders';

export const purchaseOfferSchema = z.object({
  state: z.enum(['available', 'owned', 'subscribed', 'reactivable', 'adds_nothing', 'not_for_sale']),
  reason: z.string().nullable(),
  list_amount: jsonNumber.nullable(),
  amount: jsonNumber.nullable(),
  owned_courses: z.array(z.object({ id: z.string(), title: z.string(), price: jsonNumber.nullable() })),
  subscription: z
    .object({
      id: z.string(),
      status: z.string(),
      current_period_end: z.string().nullable(),
      renewed_by_card: z.boolean(),
    })
    .nullable(),
});

export type PurchaseOffer = z.output<typeof purchaseOfferSchema>;

export function getPurchaseOffer(kind: ProductKind, productId: string): Promise<PurchaseOffer> {
  return callRpc(
    'get_purchase_offer',
    { p_product_kind: kind, p_product_id: productId },
    purchaseOfferSchema,
  );
}

export const purchaseOfferQueryOptions = (userId: string, kind: ProductKind, productId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'purchase-offer', kind, productId],
    queryFn: () => getPurchaseOffer(kind, productId),
  });

export function usePurchaseOffer(userId: string, kind: ProductKind, productId: string) {
  return useQuery(purchaseOfferQueryOptions(userId, kind, productId));
}
