// The monthly family income in reais, as the sign-up form and 'Meus dados' ask for it (inside a
// FormField, which names it).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';

export function FamilyIncomeInput({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      placeholder="0,00"
      autoComplete="off"
      {...registration}
    />
  );
}
