import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { tableClient } from '@/lib/api/backend';
import {
  addressNumberField,
  cityField,
  fullNameField,
  phoneField,
  stateField,
  streetField,
  zipcodeField,
} from '@/rules/personal-data-fields';
import { myDataQueryOptions } from './get-my-data';

/** Name, contact and address, corrected with the sign-up's rules and messages (LGPD art. 18 III). */
export const contactSchema = z.object({
  fullName: fullNameField,
  phone: phoneField,
  addressStreet: streetField,
  addressNumber: addressNumberField,
  addressCity: cityField,
  addressState: stateField,
  addressZipcode: zipcodeField,
});

export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

/** One update of the caller's own profile row (RLS: only the owner, only these columns). */
export async function updateContact(userId: string, values: ContactValues): Promise<void> {
  const supabase = await tableClient();
  const { error } = await supabase
    .from('profiles')
    .update({
      full_name: values.fullName,
      phone: values.phone,
      address_street: values.addressStreet,
      address_number: values.addressNumber,
      address_city: values.addressCity,
      address_state: values.addressState,
      address_zipcode: values.addressZipcode,
    })
    .eq('id', userId)
    .select('id')
    .single();
  if (error) throw error;
}

export function useUpdateContact(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContactValues) => updateContact(userId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDataQueryOptions(userId).queryKey }),
  });
}
