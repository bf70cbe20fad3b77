// The address inputs of a person's own data (CEP, rua, número, cidade, estado), with masks and
// autocomplete; the sign-up form and the 'Meus dados' correction form share them.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { masked } from '@/lib/masked-input';
import { formatState, formatZipcode } from '@/utils/masks';

type AddressField = 'zipcode' | 'street' | 'number' | 'city' | 'state';

interface AddressFieldsProps {
  register: Record<AddressField, UseFormRegisterReturn>;
  errors: Partial<Record<AddressField, string | undefined>>;
}

export function AddressFields({ register, errors }: AddressFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label="CEP" error={errors.zipcode} required>
          <Input
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="00000-000"
            maxLength={9}
            {...masked(register.zipcode, formatZipcode)}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
        <FormField label="Rua" error={errors.street} required>
          <Input autoComplete="address-line1" maxLength={200} {...register.street} />
        </FormField>
        <FormField label="Número" error={errors.number}>
          <Input maxLength={20} {...register.number} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
        <FormField label="Cidade" error={errors.city} required>
          <Input autoComplete="address-level2" maxLength={120} {...register.city} />
        </FormField>
        <FormField label="Estado" error={errors.state} required>
          <Input
            autoComplete="address-level1"
            autoCapitalize="characters"
            placeholder="SP"
            maxLength={2}
            {...masked(register.state, formatState)}
          />
        </FormField>
      </div>
    </>
  );
}
