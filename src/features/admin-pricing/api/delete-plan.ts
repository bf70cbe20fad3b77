import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableClient } from '@/lib/api/backend';
import { invalidatePlans } from './get-admin-plans';

export async function deletePlan(id: string) {
  const supabase = await tableClient();
  const { error } = await supabase.from('pricing_plans').delete().eq('id', id);
  if (error) throw error;
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePlan, onSuccess: () => invalidatePlans(queryClient) });
}
