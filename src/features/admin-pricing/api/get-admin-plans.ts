// Admin plans (spec §7 pricing_plans): every plan, active or not, by order_index.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type AdminPlan = Tables<'pricing_plans'>;

export async function getAdminPlans(): Promise<AdminPlan[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('pricing_plans').select('*').order('order_index').order('name');
  if (error) throw error;
  return data;
}

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.pricingPlans(), queryFn: getAdminPlans });

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

/** Spec §7: after every change both the admin and the public plan lists are refreshed. */
export function invalidatePlans(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.pricingPlans() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.pricingPlans() }),
  ]);
}
