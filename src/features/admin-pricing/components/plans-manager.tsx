// /admin/pricing: plan cards, the create/edit dialog and deleting.
import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { AdminEmptyState, AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { LoadingText } from '@/components/ui/loading-text';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { userMessage } from '@/lib/errors/user-message';
import { formatCurrency } from '@/utils/format';
import { useDeletePlan } from '../api/delete-plan';
import { useAdminPlans, type AdminPlan } from '../api/get-admin-plans';
import { PlanFormDialog } from './plan-form-dialog';

const PER_INTERVAL: Record<string, string> = { month: 'por mês', year: 'por ano' };

/** What the site charges for the plan ('R$ 79,90 por ano'), or that it is not sold here. */
function subscriptionText(plan: AdminPlan): string {
  if (plan.amount === null) return 'não vendido pelo site';
  return `${formatCurrency(plan.amount)} ${PER_INTERVAL[plan.billing_interval ?? ''] ?? ''}`.trim();
}

function AdminPlanCard({
  plan,
  onEdit,
  onDelete,
}: {
  plan: AdminPlan;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article
      aria-label={plan.name}
      className={cn(
        'flex w-full flex-col rounded-2xl border p-6 shadow-sm',
        plan.is_popular ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
        plan.is_active ? 'bg-white' : 'border-dashed bg-slate-50',
      )}
    >
      <div className="flex flex-wrap gap-2">
        {plan.is_active ? (
          <Badge variant="success">Ativo</Badge>
        ) : (
          <Badge className="bg-slate-800 text-white">Inativo</Badge>
        )}
        {plan.is_popular && <Badge variant="solid">Mais Popular</Badge>}
        <Badge variant="neutral">Ordem {plan.order_index}</Badge>
      </div>
      <h2 className="mt-4 text-xl font-bold text-ink">{plan.name}</h2>
      {plan.description && <p className="mt-1 text-sm text-ink-muted">{plan.description}</p>}
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-3xl font-extrabold tracking-tight text-ink">{plan.price}</span>
        {plan.period && <span className="text-sm font-medium text-ink-muted">{plan.period}</span>}
      </p>
      {plan.features.length > 0 && (
        <ul aria-label={`Características de ${plan.name}`} className="mt-4 space-y-2">
          {plan.features.map((feature, index) => (
            <li key={`${feature}-${index}`} className="flex gap-2 text-sm text-ink">
              <CheckIcon size={16} strokeWidth={2.4} className="mt-0.5 shrink-0 text-brand-700" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-5 space-y-1 border-t border-slate-100 pt-4 text-sm">
        <div className="flex gap-2">
          <dt className="text-ink-muted">Assinatura pelo site:</dt>
          <dd className="font-medium text-ink">{subscriptionText(plan)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-muted">Botão:</dt>
          <dd className="font-medium text-ink">{plan.cta}</dd>
        </div>
        <div className="flex min-w-0 gap-2">
          <dt className="text-ink-muted">Link:</dt>
          <dd className="min-w-0">
            <a
              href={plan.cta_link}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              {plan.cta_link}
            </a>
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex gap-2 pt-5">
        <EditDeleteButtons itemName={plan.name} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}

export function PlansManager() {
  const plans = useAdminPlans();
  const [formTarget, setFormTarget] = useState<AdminPlan | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminPlan | null>(null);
  const remove = useDeletePlan();

  // A new plan's order is the count plus one, so the list must be known first.
  const newPlanButton = (
    <Button onClick={() => setFormTarget('new')} disabled={!plans.isSuccess}>
      Novo Plano
    </Button>
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Plano excluído com sucesso!'),
      onError: (error) => toast.error(userMessage(error, 'Erro ao excluir plano')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <AdminPage
      title="Planos de Preços"
      description="Gerencie os planos de assinatura exibidos na página Preços."
      actions={newPlanButton}
    >
      {plans.isPending ? (
        <LoadingText />
      ) : plans.isError ? (
        <AdminLoadError message="Erro ao carregar dados" onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <AdminEmptyState action={newPlanButton}>
          Nenhum plano cadastrado ainda. Crie o primeiro plano!
        </AdminEmptyState>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Planos cadastrados">
          {plans.data.map((plan) => (
            <li key={plan.id} className="flex">
              <AdminPlanCard
                plan={plan}
                onEdit={() => setFormTarget(plan)}
                onDelete={() => setToDelete(plan)}
              />
            </li>
          ))}
        </ul>
      )}
      <PlanFormDialog
        target={formTarget}
        nextOrder={(plans.data?.length ?? 0) + 1}
        onClose={() => setFormTarget(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Deseja excluir este plano?"
        description={toDelete ? `"${toDelete.name}" deixará de aparecer na página Preços.` : undefined}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
