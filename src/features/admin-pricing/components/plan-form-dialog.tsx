import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/errors/user-message';
import type { AdminPlan } from '../api/get-admin-plans';
import { planSchema, useSavePlan, type PlanFormValues, type PlanValues } from '../api/save-plan';
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
    save.mutate(
      { id: plan?.id ?? null, values },
      {
        onSuccess: () => {
          toast.success(plan ? 'Plano atualizado com sucesso!' : 'Plano criado com sucesso!');
          onDone();
        },
        onError: (error) => toast.error(userMessage(error, 'Erro ao salvar plano')),
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
        <Controller
          control={form.control}
          name="is_popular"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id="plan-popular" checked={field.value} onCheckedChange={field.onChange} />
              <label htmlFor="plan-popular" className="text-sm font-medium text-ink">
                Mais Popular
              </label>
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="is_active"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id="plan-active" checked={field.value} onCheckedChange={field.onChange} />
              <label htmlFor="plan-active" className="text-sm font-medium text-ink">
                Plano ativo (visível em Preços)
              </label>
            </div>
          )}
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
  const plan = target === 'new' ? null : target;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={plan ? 'Editar Plano' : 'Novo Plano'}
        description="Campos com * são obrigatórios."
      >
        {target !== null && (
          <PlanForm key={plan?.id ?? 'new'} plan={plan} nextOrder={nextOrder} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
