// Admin plans: every plan, active or not, by order_index (read in ranges:
// never trusting one answer of the Data API, cut at 1 000 rows, to hold them all; the next plan's
// order is the count plus one).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type AdminPlan = Tables<'pricing_plans'>;

export async function getAdminPlans(): Promise<AdminPlan[]> {
  const supabase = await loadSupabase();
  return fetchAllRows((from, to) =>
    supabase
      .from('pricing_plans')
      .select('*', { count: 'exact' })
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
    queryClient.invalidateQueries({ queryKey: queryKeys.pricingPlans() }),
  ]);
}
