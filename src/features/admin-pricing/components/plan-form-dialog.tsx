import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { SwitchField } from '@/components/forms/switch-field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveThenClose } from '@/components/forms/save-then-close';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Select } from '@/components/ui/select';
import { decimalFieldValue } from '@/utils/decimal';
import type { AdminPlan } from '../api/get-admin-plans';
import {
  BILLING_INTERVAL_LABELS,
  BILLING_INTERVALS,
  planSchema,
  useSavePlan,
  type PlanFormValues,
  type PlanValues,
} from '../api/save-plan';
import { FeaturesEditor } from './features-editor';

function formValues(plan: AdminPlan | null, nextOrder: number): PlanFormValues {
  return {
    name: plan?.name ?? '',
    price: plan?.price ?? '',
    period: plan?.period ?? '',
    description: plan?.description ?? '',
    features: plan?.features ?? [],
    cta: plan?.cta ?? '',
    cta_link: plan?.cta_link ?? '',
    // A new plan's order is the number of existing plans plus one.
    order_index: String(plan?.order_index ?? nextOrder),
    is_popular: plan?.is_popular ?? false,
    is_active: plan?.is_active ?? true,
    amount: decimalFieldValue(plan?.amount, { fractionDigits: { min: 2, max: 2 } }),
    billing_interval:
      plan?.billing_interval === 'month' || plan?.billing_interval === 'year' ? plan.billing_interval : '',
  };
}

function PlanForm({
  plan,
  nextOrder,
  onDone,
}: {
  plan: AdminPlan | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const form = useForm<PlanFormValues, unknown, PlanValues>({
    resolver: zodResolver(planSchema),
    defaultValues: formValues(plan, nextOrder),
  });
  const { errors } = form.formState;
  const save = useSavePlan();

  const submit = form.handleSubmit((values) =>
    saveThenClose(
      save.mutate,
      { id: plan?.id ?? null, values },
      {
        saved: plan ? 'Plano atualizado com sucesso!' : 'Plano criado com sucesso!',
        failed: 'Erro ao salvar plano',
        onDone,
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nome do plano" error={errors.name?.message} required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField label="Ordem de exibição" error={errors.order_index?.message} required>
          <Input type="number" inputMode="numeric" step={1} {...form.register('order_index')} />
        </FormField>
        <FormField
          label="Preço"
          error={errors.price?.message}
          hint="Como será exibido, ex.: R$ 49,90"
          required
        >
          <Input {...form.register('price')} />
        </FormField>
        <FormField label="Período" error={errors.period?.message} hint="Opcional, ex.: /mês">
          <Input {...form.register('period')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Valor da assinatura (R$)"
          error={errors.amount?.message}
          hint="Cobrado a cada período; em branco, o plano não é vendido pelo site"
        >
          <DecimalInput placeholder="49,90" {...form.register('amount')} />
        </FormField>
        <FormField
          label="Cobrança"
          error={errors.billing_interval?.message}
          hint="Obrigatória quando há valor de assinatura"
        >
          <Select {...form.register('billing_interval')}>
            <option value="">Selecione</option>
            {BILLING_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {BILLING_INTERVAL_LABELS[interval]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Descrição" error={errors.description?.message}>
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="features"
        render={({ field }) => <FeaturesEditor value={field.value} onChange={field.onChange} />}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Texto do botão" error={errors.cta?.message} required>
          <Input placeholder="Assinar agora" {...form.register('cta')} />
        </FormField>
        <FormField
          label="Link do botão"
          error={errors.cta_link?.message}
          hint="Link externo de pagamento"
          required
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            spellCheck={false}
            {...form.register('cta_link')}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <SwitchField control={form.control} name="is_popular" id="plan-popular" label="Mais Popular" />
        <SwitchField
          control={form.control}
          name="is_active"
          id="plan-active"
          label="Plano ativo (visível em Preços)"
        />
      </div>
      <FormDialogFooter submitLabel={plan ? 'Salvar alterações' : 'Criar plano'} saving={save.isPending} />
    </form>
  );
}

interface PlanFormDialogProps {
  target: AdminPlan | 'new' | null;
  nextOrder: number;
  onClose: () => void;
}

export function PlanFormDialog({ target, nextOrder, onClose }: PlanFormDialogProps) {
  return (
    <RecordFormDialog
      target={target}
      onClose={onClose}
      size="lg"
      title={(plan) => (plan ? 'Editar Plano' : 'Novo Plano')}
    >
      {(plan) => <PlanForm plan={plan} nextOrder={nextOrder} onDone={onClose} />}
    </RecordFormDialog>
  );
}
