// What a coupon takes off this person's purchase (quote_coupon, docs/coupons.md): the database
// checks the coupon and computes the discount and the instalments of the new amount; the checkout
// only shows them, and start_order applies the same rule again when the order opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonNumber } from '@/lib/rpc-json';
import type { ProductKind } from '@/rules/orders';

const couponQuoteSchema = z.object({
  code: z.string(),
  discount_kind: z.enum(['percent', 'fixed']),
  discount_value: jsonNumber,
  list_amount: jsonNumber,
  discount: jsonNumber,
  amount: jsonNumber,
  max_installments: z.number().int(),
});

export type CouponQuote = z.output<typeof couponQuoteSchema>;

/** A code as the buyer may type it: blanks around it ignored, any case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

export const couponQuoteQueryOptions = (userId: string, kind: ProductKind, productId: string, code: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'coupon-quote', kind, productId, code],
    queryFn: () =>
      callRpc(
        'quote_coupon',
        { p_code: code, p_product_kind: kind, p_product_id: productId },
        couponQuoteSchema,
      ),
    // A refusal is the answer ('Cupom expirado'), not a failure to retry.
    retry: false,
    staleTime: 60_000,
  });

export function useCouponQuote(userId: string, kind: ProductKind, productId: string, code: string | null) {
  return useQuery({
    ...couponQuoteQueryOptions(userId, kind, productId, code ?? ''),
    enabled: Boolean(code),
  });
}
