// The revenue part of 'Relatórios': the period's totals, the subscriptions (active, MRR, churn)
// and three charts — revenue by day, by product, by payment method — each with its table
// (ChartFigure). The period is in the URL (?periodo=30), like a list's filters.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Chart } from '@/components/charts/chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { AdminLoadError } from '@/components/ui/admin-page';
import { Label } from '@/components/ui/label';
import { LoadingText } from '@/components/ui/loading-text';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount, formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import { useRevenueReport, type RevenueReport as Report } from '../api/get-revenue-report';
import { PAYMENT_METHOD_LABELS, PRODUCT_KIND_LABELS } from '../api/sale-schema';
import { parseReportDays, REPORT_PERIODS, reportPeriod, type ReportDays } from '../utils/report-period';
import { compactCurrency, percent, shortDay } from '../utils/report-format';

const PERIOD_PARAM = 'periodo';
/** The bars drawn for products (the table lists them all). */
const CHART_PRODUCTS = 8;

const money = (value: number) => formatCurrency(value) ?? '';

function usePeriod(): [ReportDays, (days: ReportDays) => void] {
  const [params, setParams] = useSearchParams();
  const days = parseReportDays(params.get(PERIOD_PARAM));
  const setDays = useCallback(
    (next: ReportDays) =>
      setParams(
        (current) => {
          current.set(PERIOD_PARAM, String(next));
          return current;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [days, setDays];
}

/** The period's cards; the subscriptions' figures are defined in docs/payments.md. */
export function RevenueTotals({ report }: { report: Report }) {
  const { totals, subscriptions } = report;
  const lost = totals.refunded + totals.charged_back;
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
        value={money(lost)}
        hint={`Reembolsos: ${money(totals.refunded)}`}
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

function Figures({ report }: { report: Report }) {
  const period = `De ${formatDate(report.from)} a ${formatDate(report.to)}, pela data do pagamento.`;
  const byDay = useMemo(
    () => report.by_day.map((day) => ({ label: shortDay(day.day), value: day.net })),
    [report.by_day],
  );
  const byProduct = useMemo(
    () =>
      report.by_product
        .slice(0, CHART_PRODUCTS)
        .map((product) => ({ label: product.product_title, value: product.net })),
    [report.by_product],
  );
  const byMethod = useMemo(
    () =>
      report.by_method.map((method) => ({ label: PAYMENT_METHOD_LABELS[method.method], value: method.net })),
    [report.by_method],
  );
  const anySale = report.totals.orders > 0;

  return (
    <div className="mt-6 grid gap-4 sm:gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartFigure
          title="Receita por dia"
          description={`${period} Receita líquida: sem reembolsos e chargebacks.`}
          chart={<Chart kind="line" points={byDay} formatValue={compactCurrency} />}
          columns={[
            { header: 'Dia' },
            { header: 'Vendas', numeric: true },
            { header: 'Receita bruta', numeric: true },
            { header: 'Receita líquida', numeric: true },
          ]}
          rows={
            anySale
              ? report.by_day.map((day) => [
                  formatDate(day.day) ?? day.day,
                  formatCount(day.orders),
                  money(day.gross),
                  money(day.net),
                ])
              : []
          }
          empty="Nenhuma venda paga neste período."
        />
      </div>
      <ChartFigure
        title="Receita por produto"
        description={
          report.by_product.length > CHART_PRODUCTS
            ? `Os ${CHART_PRODUCTS} que mais venderam; a tabela lista todos.`
            : 'Receita líquida de cada curso, livro e plano.'
        }
        chart={
          <Chart
            kind="bars"
            points={byProduct}
            formatValue={compactCurrency}
            heightPx={48 + byProduct.length * 40}
          />
        }
        columns={[
          { header: 'Produto' },
          { header: 'Tipo' },
          { header: 'Vendas', numeric: true },
          { header: 'Receita líquida', numeric: true },
        ]}
        rows={report.by_product.map((product) => [
          product.product_title,
          PRODUCT_KIND_LABELS[product.product_kind],
          formatCount(product.orders),
          money(product.net),
        ])}
        empty="Nenhum produto vendido neste período."
      />
      <ChartFigure
        title="Receita por forma de pagamento"
        description="Pix, boleto e cartão: receita líquida de cada um."
        chart={
          <Chart
            kind="bars"
            points={byMethod}
            formatValue={compactCurrency}
            heightPx={48 + byMethod.length * 40}
          />
        }
        columns={[
          { header: 'Forma de pagamento' },
          { header: 'Vendas', numeric: true },
          { header: 'Receita líquida', numeric: true },
        ]}
        rows={report.by_method.map((method) => [
          PAYMENT_METHOD_LABELS[method.method],
          formatCount(method.orders),
          money(method.net),
        ])}
        empty="Nenhuma venda paga neste período."
      />
    </div>
  );
}

export function RevenueReport() {
  const [days, setDays] = usePeriod();
  // The period's days are São Paulo's, counted from today (the key changes at midnight there).
  const range = useMemo(() => reportPeriod(days, new Date()), [days]);
  const report = useRevenueReport(range);

  return (
    <section aria-labelledby="revenue-title" className="mt-10">
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="revenue-title" className="text-xl font-bold text-ink sm:text-2xl">
            Vendas e receita
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Valores em reais; uma venda conta no dia em que foi paga.
          </p>
        </div>
        <div className="sm:w-56">
          <Label htmlFor="revenue-period" className="mb-1.5 block">
            Período
          </Label>
          <Select
            id="revenue-period"
            value={String(days)}
            onChange={(event) => setDays(parseReportDays(event.target.value))}
          >
            {REPORT_PERIODS.map((period) => (
              <option key={period.days} value={period.days}>
                {period.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {report.isError ? (
        <AdminLoadError message="Erro ao carregar dados" onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <LoadingText />
      ) : (
        <div aria-busy={report.isPlaceholderData || undefined}>
          <RevenueTotals report={report.data} />
          <Figures report={report.data} />
        </div>
      )}
    </section>
  );
}
