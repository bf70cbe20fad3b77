// The products an affiliate can be given a commission of their own on: the school's courses,
// books, plans and tracks on sale now, by the rules the database sells them by
// (private.purchase_standing, supabase/schemas/02_catalogue.sql; the same that
// get_my_affiliate_panel's links follow). Read from the tables here: features do not import each
// other (docs/architecture.md, "The layers"), so 'Cupons' reads the same list in its own feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import type { ProductKind } from '@/rules/orders';
import { affiliatesKeys } from './keys';

/** Sold on their own at their price (courses.access_model and tracks.access_model, docs/payments.md). */
const SOLD_ALONE = ['paid', 'paid_or_plans'];

const titledSchema = z.object({ id: z.string(), title: z.string() });
readsColumnsOf<z.output<typeof titledSchema>, Tables<'courses'>>(true);
readsColumnsOf<z.output<typeof titledSchema>, Tables<'books'>>(true);
readsColumnsOf<z.output<typeof titledSchema>, Tables<'tracks'>>(true);

const planSchema = z.object({ id: z.string(), name: z.string() });
readsColumnsOf<z.output<typeof planSchema>, Tables<'pricing_plans'>>(true);

export interface SaleProduct {
  kind: ProductKind;
  id: string;
  title: string;
}

export async function getAffiliateProducts(): Promise<SaleProduct[]> {
  const supabase = await tableClient();
  const columns = selectColumns(titledSchema);
  const rows = z.array(titledSchema);
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
  const titled = (kind: ProductKind) => (row: z.output<typeof titledSchema>) => ({ kind, ...row });
  return [
    ...courses.map(titled('course')),
    ...books.map(titled('book')),
    ...plans.map((plan) => ({ kind: 'plan' as const, id: plan.id, title: plan.name })),
    ...tracks.map(titled('track')),
  ];
}

/** Read again each time the dialog opens (staleTime 0): a product put on sale a moment ago is offered. */
export const affiliateProductsQueryOptions = () =>
  queryOptions({ queryKey: affiliatesKeys.products(), queryFn: getAffiliateProducts, staleTime: 0 });

export function useAffiliateProducts() {
  return useQuery(affiliateProductsQueryOptions());
}
