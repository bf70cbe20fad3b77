import { zodResolver } from '@hookform/resolvers/zod';
import { LockIcon } from 'lucide-react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatCpf } from '@/rules/cpf';
import { installmentChoices } from '@/rules/installments';
import { PAYMENT_METHODS, type PaymentMethod } from '@/rules/orders';
import { checkoutFormSchema, type CheckoutFormValues, type CheckoutValues } from '../api/create-checkout';
import { PaymentMethodField } from '@/components/payments/payment-method-field';

export type CheckoutForm = UseFormReturn<CheckoutFormValues, unknown, CheckoutValues>;

export function useCheckoutForm(): CheckoutForm {
  return useForm<CheckoutFormValues, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { cpf: '', method: 'pix', installments: '1' },
  });
}

/** CPF, method and (by card) installments; 'Ir para o pagamento' hands over to the provider. */
export function CheckoutFormFields({
  form,
  amount,
  allowInstallments,
  submitting,
  onSubmit,
}: {
  form: CheckoutForm;
  amount: number;
  /** A subscription's charge is paid at once. */
  allowInstallments: boolean;
  submitting: boolean;
  onSubmit: (values: CheckoutValues) => void;
}) {
  const { errors } = form.formState;
  const method = useWatch({ control: form.control, name: 'method' }) as PaymentMethod | undefined;
  const cpf = form.register('cpf');
  const choices = installmentChoices(amount);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
      <FormField label="CPF" required error={errors.cpf?.message} hint="Usado na nota fiscal da compra.">
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={14}
          {...cpf}
          onChange={(event) => {
            event.target.value = formatCpf(event.target.value);
            void cpf.onChange(event);
          }}
        />
      </FormField>
      <PaymentMethodField
        registration={form.register('method')}
        chosen={method}
        allowed={PAYMENT_METHODS}
        cardInstallments={allowInstallments}
      />
      {method === 'card' && allowInstallments && choices.length > 1 && (
        <FormField label="Parcelas" error={errors.installments?.message}>
          <Select {...form.register('installments')}>
            {choices.map((choice) => (
              <option key={choice.count} value={String(choice.count)}>
                {choice.count === 1 ? `À vista: ${choice.label}` : `${choice.label} sem juros`}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          <LockIcon size={18} aria-hidden="true" />
          {submitting ? 'Abrindo o pagamento...' : 'Ir para o pagamento'}
        </Button>
        <p className="mt-3 text-center text-xs leading-5 text-ink-muted">
          Você conclui o pagamento na página segura de pagamento e volta para cá em seguida.
        </p>
      </div>
    </form>
  );
}
