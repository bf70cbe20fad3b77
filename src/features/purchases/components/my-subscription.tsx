// 'Minha assinatura': the plan, its status, what it costs, until when it is paid and the next
// charge, the courses it opens, and 'Cancelar assinatura' (nothing renews after; the access stays
// until the end of the period already paid for).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { billingPeriodSuffix } from '@/rules/subscriptions';
import { formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useMySubscription, type MySubscription } from '../api/get-my-subscription';
import { useCancelPlanChange } from '../api/plan-change';
import { GuaranteeRefundButton } from './order-actions';
import { PlanChange, type LeaveForPayment } from './plan-change';
import { PlanCourses } from './plan-courses';
import { ReactivateSubscriptionButton } from './reactivate-subscription-button';

const statusLabels: Record<string, string> = {
  pending: 'Aguardando pagamento',
  active: 'Ativa',
  past_due: 'Pagamento pendente',
  canceled: 'Cancelada',
  expired: 'Encerrada',
};

/** The sentence under the plan's name: when it renews, or until when it lasts. */
function periodText(subscription: MySubscription): string {
  const end = formatDate(subscription.current_period_end);
  const next = formatDate(subscription.next_charge_at);
  switch (subscription.effective_status) {
    case 'active':
      if (subscription.cancel_at_period_end) return `Cancelada: o acesso continua até ${end}.`;
      return next ? `Próxima cobrança em ${next}.` : `Período pago até ${end}.`;
    case 'canceled':
      return end ? `Cancelada: o acesso continua até ${end}.` : 'Cancelada.';
    case 'past_due':
      return `A última cobrança não foi paga. O acesso continua até ${formatDate(subscription.grace_until)}.`;
    case 'pending':
      return 'O primeiro pagamento ainda não foi confirmado.';
    default:
      return end ? `Encerrada em ${end}.` : 'Encerrada.';
  }
}

export function MySubscriptionPanel({
  userId,
  leaveForPayment,
}: {
  userId: string;
  leaveForPayment: LeaveForPayment;
}) {
  const subscription = useMySubscription(userId);
  const cancel = useCancelSubscription(userId);
  const keepPlan = useCancelPlanChange(userId);
  const [confirming, setConfirming] = useState(false);

  if (subscription.isPending)
    return <Skeleton role="status" aria-label="Carregando assinatura" className="h-64 rounded-2xl" />;
  if (subscription.isError) {
    return (
      <p role="alert" className="text-ink-muted">
        Não foi possível carregar sua assinatura agora.
      </p>
    );
  }
  const data = subscription.data;
  if (!data) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-lg font-semibold text-ink">Você não tem uma assinatura.</p>
        <p className="mt-2 text-ink-muted">
          Com um plano, todos os cursos incluídos ficam liberados enquanto ele estiver ativo.
        </p>
        <Link to={paths.pricing} className={buttonVariants({ className: 'mt-6' })}>
          Ver planos
        </Link>
      </div>
    );
  }
  const cancelable = ['active', 'past_due'].includes(data.status) && !data.cancel_at_period_end;
  const status = data.cancel_at_period_end && data.has_access ? 'canceled' : data.effective_status;
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="plano"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="plano" className="text-2xl font-bold text-ink">
            Plano {data.plan_name}
          </h2>
          <Badge variant={status === 'active' ? 'success' : data.has_access ? 'warning' : 'neutral'}>
            {statusLabels[status] ?? status}
          </Badge>
        </div>
        <p className="mt-2 text-lg font-semibold text-ink">
          {formatCurrency(data.amount)}
          <span className="text-base font-medium text-ink-muted">
            {billingPeriodSuffix(data.billing_interval)}
          </span>
        </p>
        <p className="mt-2 text-ink">{periodText(data)}</p>
        {data.started_at && (
          <p className="mt-1 text-sm text-ink-muted">Assinante desde {formatDate(data.started_at)}.</p>
        )}
        {data.scheduled_change && data.has_access && (
          <div
            role="status"
            className="mt-5 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-sm text-amber-950">
              Mudança agendada: a partir de {formatDate(data.scheduled_change.effective_at)}, plano{' '}
              {data.scheduled_change.to_plan_name} por {formatCurrency(data.scheduled_change.to_plan_amount)}
              {billingPeriodSuffix(data.billing_interval)}.
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={keepPlan.isPending}
              onClick={() =>
                keepPlan.mutate(data.scheduled_change!.id, {
                  onSuccess: () => toast.success(`Você continua no plano ${data.plan_name}.`),
                  onError: (error) => toast.error(userMessage(error, 'Não foi possível cancelar a mudança.')),
                })
              }
            >
              Manter o plano {data.plan_name}
            </Button>
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {cancelable && (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Cancelar assinatura
            </Button>
          )}
          {data.status === 'canceled' && data.has_access && (
            <ReactivateSubscriptionButton userId={userId} subscriptionId={data.id} />
          )}
          {!data.has_access && (
            <Link to={paths.pricing} className={buttonVariants()}>
              Assinar novamente
            </Link>
          )}
          <Link to={paths.myPurchases} className={buttonVariants({ variant: 'ghost' })}>
            Ver pagamentos em Minhas compras
          </Link>
          {data.refund_order_id && (
            <GuaranteeRefundButton
              userId={userId}
              size="md"
              order={{
                id: data.refund_order_id,
                product_title: `Plano ${data.plan_name}`,
                amount: data.amount,
                refund_guarantee_until: data.refund_guarantee_until,
              }}
            />
          )}
        </div>
      </section>
      {data.status === 'active' && !data.cancel_at_period_end && !data.scheduled_change && (
        <PlanChange userId={userId} subscription={data} leaveForPayment={leaveForPayment} />
      )}
      {data.has_access && (
        <section aria-labelledby="cursos-do-plano">
          <h2 id="cursos-do-plano" className="mb-4 text-xl font-bold text-ink">
            Cursos incluídos
          </h2>
          <PlanCourses courses={data.courses} />
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancelar a assinatura?"
        description={`Nada mais será cobrado. Você continua com acesso aos cursos do plano até ${formatDate(data.current_period_end)}.`}
        confirmLabel="Cancelar assinatura"
        cancelLabel="Manter assinatura"
        pendingLabel="Cancelando..."
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(data.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Assinatura cancelada.');
            },
            onError: (error) => toast.error(userMessage(error, 'Não foi possível cancelar a assinatura.')),
          })
        }
      />
    </div>
  );
}
