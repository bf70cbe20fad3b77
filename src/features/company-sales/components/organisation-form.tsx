// A new organisation for the company checkout: CNPJ (mask and check digits), razão social, the
// billing e-mail and the address. The database checks it all again (create_organisation).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { BRAZILIAN_STATES, formatCep, formatCnpj } from '@/rules/cnpj';
import {
  organisationFormSchema,
  useCreateOrganisation,
  type OrganisationFormValues,
  type OrganisationValues,
} from '../api/create-organisation';

const FIELD_OF_CODE: Record<string, keyof OrganisationFormValues> = {
  invalid_cnpj: 'cnpj',
  organisation_exists: 'cnpj',
  invalid_legal_name: 'legalName',
  invalid_billing_email: 'billingEmail',
  invalid_address: 'addressLine',
  invalid_state: 'state',
  invalid_postal_code: 'postalCode',
};

export function OrganisationForm({
  userId,
  onCreated,
  onCancel,
}: {
  userId: string;
  onCreated: (organisationId: string) => void;
  onCancel?: () => void;
}) {
  const form = useForm<OrganisationFormValues, unknown, OrganisationValues>({
    resolver: zodResolver(organisationFormSchema),
    defaultValues: {
      cnpj: '',
      legalName: '',
      billingEmail: '',
      addressLine: '',
      city: '',
      state: '',
      postalCode: '',
    },
  });
  const create = useCreateOrganisation(userId);
  const { errors } = form.formState;
  const cnpj = form.register('cnpj');
  const postalCode = form.register('postalCode');

  const submit = (values: OrganisationValues) =>
    create.mutate(values, {
      onSuccess: (created) => onCreated(created.id),
      onError: async (error) => {
        const { reasonCode, userMessage } = await import('@/lib/errors/user-message');
        const code = reasonCode(error);
        const message = userMessage(error, 'Não foi possível cadastrar a empresa.');
        const field = code ? FIELD_OF_CODE[code] : undefined;
        if (field) form.setError(field, { message }, { shouldFocus: true });
        else toast.error(message);
      },
    });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Nova empresa"
    >
      <FormField label="CNPJ" required error={errors.cnpj?.message}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="00.000.000/0000-00"
          maxLength={18}
          {...cnpj}
          onChange={(event) => {
            event.target.value = formatCnpj(event.target.value);
            void cnpj.onChange(event);
          }}
        />
      </FormField>
      <FormField label="Razão social" required error={errors.legalName?.message}>
        <Input autoComplete="organization" {...form.register('legalName')} />
      </FormField>
      <FormField
        label="E-mail de cobrança"
        required
        error={errors.billingEmail?.message}
        className="sm:col-span-2"
        hint="Recebe o boleto, o Pix e os avisos de pagamento."
      >
        <Input type="email" autoComplete="email" {...form.register('billingEmail')} />
      </FormField>
      <FormField label="Endereço" required error={errors.addressLine?.message} className="sm:col-span-2">
        <Input
          autoComplete="street-address"
          placeholder="Rua, número e complemento"
          {...form.register('addressLine')}
        />
      </FormField>
      <FormField label="Cidade" required error={errors.city?.message}>
        <Input autoComplete="address-level2" {...form.register('city')} />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="UF" required error={errors.state?.message}>
          <Select {...form.register('state')}>
            <option value="">UF</option>
            {BRAZILIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="CEP" required error={errors.postalCode?.message}>
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            {...postalCode}
            onChange={(event) => {
              event.target.value = formatCep(event.target.value);
              void postalCode.onChange(event);
            }}
          />
        </FormField>
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? 'Cadastrando...' : 'Cadastrar empresa'}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
