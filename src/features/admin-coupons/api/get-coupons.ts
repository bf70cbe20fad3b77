// 'Cupons': every coupon, newest first, one page at a time, searched by the beginning of its code
// by the database, with its uses, paid orders, revenue and discount given (admin_list_coupons,
// supabase/schemas/16_coupons.sql; docs/coupons.md, "Calls").
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import type { ListPage } from '@/lib/list-params';
import { pageArgs, pagedQueryOptions, parsePagedList, type PagedList } from '@/lib/paged-list';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { PRODUCT_KINDS } from '@/rules/orders';
import { couponsKeys } from './keys';

export const couponProductSchema = z.object({
  kind: z.enum(PRODUCT_KINDS),
  id: z.string(),
  // A product deleted since it was chosen has no title left.
  title: z.string().nullable(),
});

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  discount_kind: z.enum(['percent', 'fixed']),
  discount_value: jsonNumber,
  applies_to_all: z.boolean(),
  products: z.array(couponProductSchema),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_person: z.number().int().nullable(),
  first_purchase_only: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  has_orders: z.boolean(),
  uses: jsonCount,
  paid_orders: jsonCount,
  revenue: jsonNumber,
  discount_given: jsonNumber,
});

export type Coupon = z.output<typeof couponSchema>;
export type CouponProduct = z.output<typeof couponProductSchema>;

export function parseCoupons(data: unknown): PagedList<Coupon> {
  return parsePagedList('admin_list_coupons', couponSchema, data);
}

export function getCoupons(list: ListPage): Promise<PagedList<Coupon>> {
  return callRpc('admin_list_coupons', pageArgs(list), parseCoupons);
}

export const couponsQueryOptions = (list: ListPage) =>
  pagedQueryOptions([...couponsKeys.list(), list] as const, () => getCoupons(list));

export function useCoupons(list: ListPage) {
  return useQuery(couponsQueryOptions(list));
}
