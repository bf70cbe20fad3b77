// The buyer's address, asked by the checkout only when the database refused the order for want of
// it (taker_address_required: the municipality puts it on the nota fiscal, docs/invoices.md). It is
// saved on the buyer's own profile, where 'Meus dados' shows and corrects it.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { tableClient } from '@/lib/api/backend';
import {
  addressNumberField,
  cityField,
  stateField,
  streetField,
  zipcodeField,
} from '@/rules/personal-data-fields';

export const takerAddressSchema = z.object({
  addressZipcode: zipcodeField,
  addressStreet: streetField,
  addressNumber: addressNumberField,
  addressCity: cityField,
  addressState: stateField,
});

export type TakerAddressFormValues = z.input<typeof takerAddressSchema>;
export type TakerAddress = z.output<typeof takerAddressSchema>;

/** One update of the caller's own profile row (RLS: only the owner, only these columns). */
export async function saveTakerAddress(userId: string, address: TakerAddress): Promise<void> {
  const supabase = await tableClient();
  const { error } = await supabase
    .from('profiles')
    .update({
      address_zipcode: address.addressZipcode,
      address_street: address.addressStreet,
      address_number: address.addressNumber,
      address_city: address.addressCity,
      address_state: address.addressState,
    })
    .eq('id', userId)
    .select('id')
    .single();
  if (error) throw error;
}

export function useSaveTakerAddress(userId: string) {
  return useMutation({ mutationFn: (address: TakerAddress) => saveTakerAddress(userId, address) });
}
