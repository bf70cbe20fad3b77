// The plans a track can be included in (the form's plan picker). A handful, read in one answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonNumber } from '@/lib/rpc-json';

const trackPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  amount: jsonNumber.nullable(),
  billing_interval: z.string().nullable(),
});
readsColumnsOf<z.output<typeof trackPlanSchema>, Tables<'pricing_plans'>>(true);

export type TrackPlan = z.output<typeof trackPlanSchema>;

export async function getTrackPlans(): Promise<TrackPlan[]> {
  const supabase = await tableClient();
  return fetchAllRows('pricing_plans', z.array(trackPlanSchema), (from, to) =>
    supabase
      .from('pricing_plans')
      .select(selectColumns(trackPlanSchema), { count: 'exact' })
      .order('order_index')
      .order('name')
      .order('id')
      .range(from, to),
  );
}

/** Below the admin plans, so a plan change refreshes the track form's picker too. */
export const trackPlansQueryOptions = () =>
  queryOptions({ queryKey: [...sharedQueryKeys.admin.pricingPlans(), 'tracks'], queryFn: getTrackPlans });

export function useTrackPlans() {
  return useQuery(trackPlansQueryOptions());
}
