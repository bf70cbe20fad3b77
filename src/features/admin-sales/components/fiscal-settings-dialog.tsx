// 'Dados fiscais' on 'Vendas': the school as the provider of the service on its notas fiscais
// (docs/invoices.md). Every rule is the database's CHECK constraints; the form says them first in
// pt-BR. Issuing starts for orders paid after 'Emitir notas fiscais' is on.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { formatCnpj } from '@/rules/cnpj';
import {
  fiscalSettingsFormSchema,
  TAX_REGIME_LABELS,
  TAX_REGIMES,
  useFiscalSettings,
  useSaveFiscalSettings,
  type FiscalSettings,
  type FiscalSettingsFormValues,
} from '../api/fiscal-settings';

function formValues(settings: FiscalSettings | null): FiscalSettingsFormValues {
  return {
    enabled: settings?.enabled ?? false,
    cnpj: settings ? formatCnpj(settings.cnpj) : '',
    legal_name: settings?.legal_name ?? '',
    municipal_registration: settings?.municipal_registration ?? '',
    municipality_code: settings?.municipality_code ?? '',
    tax_regime: settings?.tax_regime ?? 'simples_nacional',
    service_code: settings?.service_code ?? '08.02',
    city_tax_code: settings?.city_tax_code ?? '',
    iss_rate: settings ? String(settings.iss_rate).replace('.', ',') : '',
    service_description: settings?.service_description ?? '',
    requires_taker_address: settings?.requires_taker_address ?? false,
  };
}

function FiscalSettingsForm({ settings, onDone }: { settings: FiscalSettings | null; onDone: () => void }) {
  const save = useSaveFiscalSettings();
  const form = useForm({
    resolver: zodResolver(fiscalSettingsFormSchema),
    defaultValues: formValues(settings),
  });
  const { errors } = form.formState;
  const cnpj = form.register('cnpj');
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => {
            toast.success('Dados fiscais salvos');
            onDone();
          },
          onError: (error) => toast.error(userMessage(error, 'Erro ao salvar os dados fiscais')),
        }),
      )}
    >
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-6 pb-2 sm:grid-cols-2">
        <label className="flex items-center gap-2 text-sm font-semibold text-ink sm:col-span-2">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('enabled')} />
          Emitir notas fiscais das vendas pagas
        </label>
        <FormField label="CNPJ" required error={errors.cnpj?.message}>
          <Input
            inputMode="numeric"
            maxLength={18}
            {...cnpj}
            onChange={(event) => {
              event.target.value = formatCnpj(event.target.value);
              void cnpj.onChange(event);
            }}
          />
        </FormField>
        <FormField label="Razão social" required error={errors.legal_name?.message}>
          <Input maxLength={200} {...form.register('legal_name')} />
        </FormField>
        <FormField label="Inscrição municipal" required error={errors.municipal_registration?.message}>
          <Input maxLength={20} {...form.register('municipal_registration')} />
        </FormField>
        <FormField
          label="Código IBGE do município"
          required
          error={errors.municipality_code?.message}
          hint="7 dígitos; São Paulo é 3550308."
        >
          <Input inputMode="numeric" maxLength={7} {...form.register('municipality_code')} />
        </FormField>
        <FormField label="Regime tributário" required error={errors.tax_regime?.message}>
          <Select {...form.register('tax_regime')}>
            {TAX_REGIMES.map((regime) => (
              <option key={regime} value={regime}>
                {TAX_REGIME_LABELS[regime]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Item da lista de serviços"
          required
          error={errors.service_code?.message}
          hint="LC 116/2003; cursos: 08.02."
        >
          <Input maxLength={5} {...form.register('service_code')} />
        </FormField>
        <FormField
          label="Código de tributação municipal"
          error={errors.city_tax_code?.message}
          hint="Se o município pedir."
        >
          <Input maxLength={20} {...form.register('city_tax_code')} />
        </FormField>
        <FormField label="Alíquota do ISS (%)" required error={errors.iss_rate?.message} hint="De 2% a 5%.">
          <Input inputMode="decimal" maxLength={5} {...form.register('iss_rate')} />
        </FormField>
        <FormField
          label="Descrição do serviço"
          required
          error={errors.service_description?.message}
          className="sm:col-span-2"
          hint="Vai na nota antes do nome do produto comprado."
        >
          <Textarea rows={3} maxLength={2000} {...form.register('service_description')} />
        </FormField>
        <label className="flex items-start gap-2 text-sm text-ink sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand-700"
            {...form.register('requires_taker_address')}
          />
          O município exige o endereço do comprador (uma compra sem endereço no perfil é recusada até ele ser
          preenchido)
        </label>
      </div>
      <FormDialogFooter submitLabel="Salvar dados fiscais" saving={save.isPending} />
    </form>
  );
}

export function FiscalSettingsButton() {
  const [open, setOpen] = useState(false);
  const settings = useFiscalSettings(open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Dados fiscais
      </Button>
      {open && (
        <DialogContent
          size="lg"
          title="Dados fiscais"
          description="A escola como prestadora do serviço nas notas fiscais (NFS-e) das vendas."
        >
          {settings.isPending ? (
            <Skeleton
              role="status"
              aria-label="Carregando os dados fiscais"
              className="mx-6 mb-6 h-64 rounded-xl"
            />
          ) : settings.isError ? (
            <p role="alert" className="px-6 pb-6 text-ink-muted">
              Não foi possível carregar os dados fiscais.
            </p>
          ) : (
            <FiscalSettingsForm settings={settings.data} onDone={() => setOpen(false)} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
