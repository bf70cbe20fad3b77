import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { tableClient } from '@/lib/api/backend';
import { familyIncomeField } from '@/rules/personal-data-fields';
import { myDataQueryOptions } from './get-my-data';

export const familyIncomeSchema = z.object({
  familyIncome: familyIncomeField.refine((amount) => amount !== null, 'Informe a renda familiar mensal'),
});

export type FamilyIncomeFormValues = z.input<typeof familyIncomeSchema>;
export type FamilyIncomeValues = z.output<typeof familyIncomeSchema>;

/**
 * Stores the optional income: an update when the person already gave one, an insert otherwise
 * (one call either way; an upsert would also need the right to update user_id, which nobody has).
 */
export async function saveFamilyIncome(userId: string, amount: number, alreadyGiven: boolean): Promise<void> {
  const supabase = await tableClient();
  const { error } = alreadyGiven
    ? await supabase
        .from('sensitive_user_data')
        .update({ family_income: amount })
        .eq('user_id', userId)
        .select('user_id')
        .single()
    : await supabase.from('sensitive_user_data').insert({ user_id: userId, family_income: amount });
  if (error) throw error;
}

export function useSaveFamilyIncome(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, alreadyGiven }: { amount: number; alreadyGiven: boolean }) =>
      saveFamilyIncome(userId, amount, alreadyGiven),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDataQueryOptions(userId).queryKey }),
  });
}
