// The e-mail input of the sign-in, sign-up and password recovery forms.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export function EmailField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label="Email" error={error} required>
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="seu@email.com"
        {...registration}
      />
    </FormField>
  );
}
