// The school's courses, books, plans and tracks on sale now, by the rules the database sells them by
// (private.purchase_standing, supabase/schemas/02_catalogue.sql; the same that the affiliate
// panel's links follow): the products a coupon may be limited to ('Cupons') and an affiliate may
// earn their own commission on ('Afiliados'). The other screens' reads list more than is sold.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from './api/answer';
import { tableClient } from './api/backend';
import type { Tables } from './database.types';
import { fetchAllRows } from './fetch-all-rows';
import { jsonNumber } from './rpc-json';
import { sharedQueryKeys } from './shared-query-keys';
import type { ProductKind } from '@/rules/orders';

/** Sold on their own at their price (courses.access_model and tracks.access_model, docs/payments.md). */
const SOLD_ALONE = ['paid', 'paid_or_plans'];

const pricedSchema = z.object({ id: z.string(), title: z.string(), price: jsonNumber.nullable() });
readsColumnsOf<z.output<typeof pricedSchema>, Tables<'courses'>>(true);
readsColumnsOf<z.output<typeof pricedSchema>, Tables<'books'>>(true);
readsColumnsOf<z.output<typeof pricedSchema>, Tables<'tracks'>>(true);

const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: jsonNumber.nullable(),
  billing_interval: z.string().nullable(),
});
readsColumnsOf<z.output<typeof planSchema>, Tables<'pricing_plans'>>(true);

export interface SaleProduct {
  kind: ProductKind;
  id: string;
  title: string;
  /** What it costs now (a plan: each period). */
  price: number | null;
  /** A plan's period ('month' | 'year'); null for the rest. */
  billingInterval: string | null;
}

export async function getProductsOnSale(): Promise<SaleProduct[]> {
  const supabase = await tableClient();
  const columns = selectColumns(pricedSchema);
  const rows = z.array(pricedSchema);
  const [courses, books, plans, tracks] = await Promise.all([
    fetchAllRows('courses', rows, (from, to) =>
      supabase
        .from('courses')
        .select(columns, { count: 'exact' })
        .eq('is_active', true)
        .gt('lesson_count', 0)
        .in('access_model', SOLD_ALONE)
        .gte('price', 1)
        .order('title')
        .order('id')
        .range(from, to),
    ),
    fetchAllRows('books', rows, (from, to) =>
      supabase
        .from('books')
        .select(columns, { count: 'exact' })
        .eq('is_active', true)
        .not('file_path', 'is', null)
        .gte('price', 1)
        .order('title')
        .order('id')
        .range(from, to),
    ),
    fetchAllRows('pricing_plans', z.array(planSchema), (from, to) =>
      supabase
        .from('pricing_plans')
        .select(selectColumns(planSchema), { count: 'exact' })
        .eq('is_active', true)
        .not('amount', 'is', null)
        .order('order_index')
        .order('name')
        .order('id')
        .range(from, to),
    ),
    fetchAllRows('tracks', rows, (from, to) =>
      supabase
        .from('tracks')
        .select(columns, { count: 'exact' })
        .eq('published', true)
        .in('access_model', SOLD_ALONE)
        .gte('price', 1)
        .order('title')
        .order('id')
        .range(from, to),
    ),
  ]);
  const priced = (kind: ProductKind) => (row: z.output<typeof pricedSchema>) => ({
    kind,
    id: row.id,
    title: row.title,
    price: row.price,
    billingInterval: null,
  });
  return [
    ...courses.map(priced('course')),
    ...books.map(priced('book')),
    ...plans.map((plan) => ({
      kind: 'plan' as const,
      id: plan.id,
      title: plan.name,
      price: plan.amount,
      billingInterval: plan.billing_interval,
    })),
    ...tracks.map(priced('track')),
  ];
}

const productsOnSaleQueryKey = [...sharedQueryKeys.admin.all(), 'products-on-sale'] as const;

/**
 * Read again each time a form opens it (staleTime 0; the last answer shows meanwhile): a course
 * put on sale a moment ago on another screen is offered at once.
 */
export const productsOnSaleQueryOptions = () =>
  queryOptions({
    queryKey: productsOnSaleQueryKey,
    queryFn: getProductsOnSale,
    staleTime: 0,
  });

export function useProductsOnSale() {
  return useQuery(productsOnSaleQueryOptions());
}
