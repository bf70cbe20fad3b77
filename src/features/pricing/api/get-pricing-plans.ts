// Public plans: active plans by order_index, cached under 'pricing-plans'
// (the admin screen refreshes this key after saving a plan).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { restGet } from '@/lib/public-rest';
import { queryKeys } from '@/lib/query-keys';

const planColumns = [
  'id',
  'name',
  'price',
  'period',
  'description',
  'features',
  'cta',
  'cta_link',
  'is_popular',
] as const;

export type PricingPlan = Pick<Tables<'pricing_plans'>, (typeof planColumns)[number]>;

export function pricingPlansQueryPath(): string {
  const query = new URLSearchParams({
    select: planColumns.join(','),
    is_active: 'eq.true',
    order: 'order_index.asc,name.asc',
  });
  return `pricing_plans?${query.toString()}`;
}

export async function getPricingPlans(signal?: AbortSignal) {
  try {
    return await restGet<PricingPlan[]>(pricingPlansQueryPath(), signal);
  } catch (error) {
    // Load failures of public lists are only logged; the list shows its empty state.
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
