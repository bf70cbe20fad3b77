// The period's cards in 'Vendas e receita': revenue, what coupons and affiliates take from it, and
// the subscriptions (each figure defined in docs/payments.md and docs/sales-admin.md).
import { StatCard } from '@/components/ui/stat-card';
import { formatCount } from '@/utils/format';
import type { RevenueReport } from '../api/get-revenue-report';
import { money, percent } from '../utils/report-format';

export function RevenueTotals({ report }: { report: RevenueReport }) {
  const { totals, subscriptions } = report;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <StatCard
        label="Receita líquida"
        value={money(totals.net)}
        hint={`Bruta: ${money(totals.gross)}`}
        compactOnPhone
      />
      <StatCard
        label="Vendas pagas"
        value={formatCount(totals.orders)}
        hint={`Ticket médio: ${money(totals.average_ticket)}`}
        compactOnPhone
      />
      <StatCard
        label="Reembolsos e chargebacks"
        value={money(totals.refunded + totals.charged_back)}
        hint={`Reembolsos: ${money(totals.refunded)}`}
        compactOnPhone
      />
      <StatCard
        label="Descontos de cupons"
        value={money(totals.discounts)}
        hint="Tirados do preço das vendas pagas (já fora da receita)"
        compactOnPhone
      />
      <StatCard
        label="Comissões de afiliados"
        value={money(totals.commissions)}
        hint="Devidas aos afiliados pelas vendas pagas"
        compactOnPhone
      />
      <StatCard
        label="Receita líquida após comissões"
        value={money(totals.net_of_commissions)}
        hint="Receita líquida menos as comissões"
        compactOnPhone
      />
      <StatCard
        label="MRR"
        value={money(subscriptions.mrr)}
        hint={
          subscriptions.canceling > 0
            ? `Inclui ${money(subscriptions.mrr_canceling)} de canceladas`
            : 'Receita mensal recorrente'
        }
        compactOnPhone
      />
      <StatCard
        label="Assinaturas ativas"
        value={formatCount(subscriptions.active)}
        hint={
          subscriptions.canceling > 0
            ? `${formatCount(subscriptions.canceling)} ${subscriptions.canceling === 1 ? 'cancelada' : 'canceladas'}, com acesso até o fim do período pago`
            : 'Com acesso hoje'
        }
        compactOnPhone
      />
      <StatCard
        label="Churn no período"
        value={subscriptions.churn_rate === null ? '—' : percent(subscriptions.churn_rate)}
        hint={
          subscriptions.active_at_start > 0
            ? `${formatCount(subscriptions.churned)} de ${formatCount(subscriptions.active_at_start)} ativas no início`
            : 'Nenhuma assinatura ativa no início do período'
        }
        compactOnPhone
      />
    </dl>
  );
}
