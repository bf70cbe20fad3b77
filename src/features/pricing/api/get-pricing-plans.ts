// Public plans: active plans by order_index, cached under 'pricing-plans'
// (the admin screen refreshes this key after saving a plan).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { array, boolean, nullable, numeric, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const planSchema = object({
  id: text,
  name: text,
  price: text,
  period: nullable(text),
  description: nullable(text),
  features: array(text),
  cta: text,
  cta_link: text,
  is_popular: boolean,
  // What one period costs, when the plan is sold here (null: the external link stays).
  amount: nullable(numeric),
  billing_interval: nullable(text),
});

export type PricingPlan = Infer<typeof planSchema>;
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
    return await restGet(pricingPlansQueryPath(), array(planSchema), signal);
  } catch (error) {
    // Load failures of public lists are only logged; the list shows its empty state.
    if (!signal?.aborted) console.error('Falha ao carregar os planos', error);
    throw error;
  }
}

export const pricingPlansQueryOptions = () =>
  queryOptions({
    queryKey: sharedQueryKeys.pricingPlans(),
    queryFn: ({ signal }) => getPricingPlans(signal),
  });

export function usePricingPlans() {
  return useQuery(pricingPlansQueryOptions());
}
