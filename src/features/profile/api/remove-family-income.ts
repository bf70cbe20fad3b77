import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableClient } from '@/lib/api/backend';
import { myDataQueryOptions } from './get-my-data';

/** Deletes the optional income (withdrawing that consent, LGPD art. 18 VI and IX). */
export async function removeFamilyIncome(userId: string): Promise<void> {
  const supabase = await tableClient();
  const { error } = await supabase
    .from('sensitive_user_data')
    .delete()
    .eq('user_id', userId)
    .select('user_id');
  if (error) throw error;
}

export function useRemoveFamilyIncome(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeFamilyIncome(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDataQueryOptions(userId).queryKey }),
  });
}
