// The address inputs of a person's own data (CEP, rua, número, cidade, estado), with masks and
// autocomplete; the sign-up form and the 'Meus dados' correction form share them, and the names of
// their values (addressZipcode, ...).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { masked } from '@/lib/masked-input';
import { formatState, formatZipcode } from '@/utils/masks';

type AddressField = 'addressZipcode' | 'addressStreet' | 'addressNumber' | 'addressCity' | 'addressState';

interface AddressFieldsProps {
  register: (name: AddressField) => UseFormRegisterReturn;
  errors: Partial<Record<AddressField, { message?: string }>>;
}

export function AddressFields({ register, errors }: AddressFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label="CEP" error={errors.addressZipcode?.message} required>
          <Input
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="00000-000"
            maxLength={9}
            {...masked(register('addressZipcode'), formatZipcode)}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
        <FormField label="Rua" error={errors.addressStreet?.message} required>
          <Input autoComplete="address-line1" maxLength={200} {...register('addressStreet')} />
        </FormField>
        <FormField label="Número" error={errors.addressNumber?.message}>
          <Input maxLength={20} {...register('addressNumber')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
        <FormField label="Cidade" error={errors.addressCity?.message} required>
          <Input autoComplete="address-level2" maxLength={120} {...register('addressCity')} />
        </FormField>
        <FormField label="Estado" error={errors.addressState?.message} required>
          <Input
            autoComplete="address-level1"
            autoCapitalize="characters"
            placeholder="SP"
            maxLength={2}
            {...masked(register('addressState'), formatState)}
          />
        </FormField>
      </div>
    </>
  );
}
