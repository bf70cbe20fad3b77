// Admin plans: every plan, active or not, by order_index (read in ranges:
// never trusting one answer of the Data API, cut at 1 000 rows, to hold them all; the next plan's
// order is the count plus one).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonNumber } from '@/lib/rpc-json';

/** Every column of a plan: the grid shows some, the edit dialog the rest. */
const adminPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.string(),
  period: z.string().nullable(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  cta: z.string(),
  cta_link: z.string(),
  is_popular: z.boolean(),
  is_active: z.boolean(),
  order_index: z.number(),
  created_at: z.string(),
  amount: jsonNumber.nullable(),
  billing_interval: z.string().nullable(),
});

export type AdminPlan = z.output<typeof adminPlanSchema>;
readsColumnsOf<AdminPlan, Tables<'pricing_plans'>>(true);

export async function getAdminPlans(): Promise<AdminPlan[]> {
  const supabase = await tableClient();
  return fetchAllRows('pricing_plans', z.array(adminPlanSchema), (from, to) =>
    supabase
      .from('pricing_plans')
      .select(selectColumns(adminPlanSchema), { count: 'exact' })
      .order('order_index')
      .order('name')
      .order('id')
      .range(from, to),
  );
}

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.pricingPlans(), queryFn: getAdminPlans });

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

/** After every change both the admin and the public plan lists are refreshed. */
export function invalidatePlans(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.pricingPlans() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.pricingPlans() }),
  ]);
}
