// Public plans (spec §2 Pricing, §7): active plans by order_index, cached under 'pricing-plans'
// (the admin screen refreshes this key after saving a plan).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { restGet } from '@/lib/api/rest';
import type { Tables } from '@/lib/database.types';
import { queryKeys } from '@/lib/query-keys';

const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.string(),
  period: z.nullable(z.string()),
  description: z.nullable(z.string()),
  features: z.array(z.string()),
  cta: z.string(),
  cta_link: z.string(),
  is_popular: z.boolean(),
});

export type PricingPlan = z.output<typeof planSchema>;
readsColumnsOf<PricingPlan, Tables<'pricing_plans'>>(true);

export function pricingPlansQueryPath(): string {
  const query = new URLSearchParams({
    select: selectColumns(planSchema),
    is_active: 'eq.true',
    order: 'order_index.asc,name.asc',
  });
  return `pricing_plans?${query.toString()}`;
}

export async function getPricingPlans(signal?: AbortSignal) {
  try {
    return await restGet(pricingPlansQueryPath(), z.array(planSchema), signal);
  } catch (error) {
    // Spec §8: load failures of public lists are only logged; the list shows its empty state.
    if (!signal?.aborted) console.error('Falha ao carregar os planos', error);
    throw error;
  }
}

export const pricingPlansQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.pricingPlans(),
    queryFn: ({ signal }) => getPricingPlans(signal),
  });

export function usePricingPlans() {
  return useQuery(pricingPlansQueryOptions());
}
