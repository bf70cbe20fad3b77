// A person's full name and phone (masked as typed), as the sign-up form and the 'Meus dados'
// correction form ask for them, under the same value names (fullName, phone).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { masked } from '@/lib/masked-input';
import { formatPhone } from '@/utils/masks';

type NameAndPhoneField = 'fullName' | 'phone';

interface NameAndPhoneFieldsProps {
  register: (name: NameAndPhoneField) => UseFormRegisterReturn;
  errors: Partial<Record<NameAndPhoneField, { message?: string }>>;
}

export function NameAndPhoneFields({ register, errors }: NameAndPhoneFieldsProps) {
  return (
    <>
      <FormField label="Nome completo" error={errors.fullName?.message} required>
        <Input autoComplete="name" maxLength={200} {...register('fullName')} />
      </FormField>
      <FormField label="Telefone" error={errors.phone?.message} required>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          maxLength={15}
          {...masked(register('phone'), formatPhone)}
        />
      </FormField>
    </>
  );
}
