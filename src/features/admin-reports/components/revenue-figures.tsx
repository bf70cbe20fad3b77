// The report's five breakdowns as charts, each with its table (ChartFigure; the columns are those
// of utils/revenue-tables.ts, which the CSV shares): revenue by day (a line), and by product,
// payment method, coupon and affiliate (bars of the first few; the table lists all).
import { useMemo } from 'react';
import { Chart, type ChartPoint } from '@/components/charts/chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { paymentMethodLabel } from '@/rules/orders';
import type { RevenueReport } from '../api/get-revenue-report';
import { brazilianDay, compactCurrency, shortDay } from '../utils/report-format';
import {
  affiliateName,
  BY_AFFILIATE,
  BY_COUPON,
  BY_DAY,
  BY_METHOD,
  BY_PRODUCT,
  type RevenueTable,
} from '../utils/revenue-tables';

/** The bars drawn for products, coupons and affiliates (the table lists them all). */
const CHART_BARS = 8;

function BarsFigure({
  table,
  report,
  points,
  description,
  empty,
}: {
  table: RevenueTable;
  report: RevenueReport;
  points: readonly ChartPoint[];
  description: string;
  empty: string;
}) {
  const { columns, rows } = table.screen(report);
  const drawn = points.slice(0, CHART_BARS);
  return (
    <ChartFigure
      title={table.title}
      description={
        points.length > CHART_BARS ? `Os ${CHART_BARS} que mais venderam; a tabela lista todos.` : description
      }
      chart={
        <Chart kind="bars" points={drawn} formatValue={compactCurrency} heightPx={48 + drawn.length * 40} />
      }
      columns={columns}
      rows={rows}
      empty={empty}
    />
  );
}

export function RevenueFigures({ report }: { report: RevenueReport }) {
  const byDay = useMemo(
    () => report.by_day.map((day) => ({ label: shortDay(day.day), value: day.net })),
    [report.by_day],
  );
  const byProduct = useMemo(
    () => report.by_product.map((product) => ({ label: product.product_title, value: product.net })),
    [report.by_product],
  );
  const byMethod = useMemo(
    () => report.by_method.map((method) => ({ label: paymentMethodLabel(method.method), value: method.net })),
    [report.by_method],
  );
  const byCoupon = useMemo(
    () => report.by_coupon.map((coupon) => ({ label: coupon.coupon_code, value: coupon.net })),
    [report.by_coupon],
  );
  const byAffiliate = useMemo(
    () => report.by_affiliate.map((affiliate) => ({ label: affiliateName(affiliate), value: affiliate.net })),
    [report.by_affiliate],
  );
  const days = BY_DAY.screen(report);
  const period = `De ${brazilianDay(report.from)} a ${brazilianDay(report.to)}, pela data do pagamento.`;

  return (
    <div className="mt-6 grid gap-4 sm:gap-6 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <ChartFigure
          title={BY_DAY.title}
          description={`${period} Receita líquida: sem reembolsos e chargebacks.`}
          chart={<Chart kind="line" points={byDay} formatValue={compactCurrency} />}
          columns={days.columns}
          // A period without a sale says so, rather than a line at zero and a table of zeros.
          rows={report.totals.orders > 0 ? days.rows : []}
          empty="Nenhuma venda paga neste período."
        />
      </div>
      <BarsFigure
        table={BY_PRODUCT}
        report={report}
        points={byProduct}
        description="Receita líquida de cada curso, livro e plano."
        empty="Nenhum produto vendido neste período."
      />
      <BarsFigure
        table={BY_METHOD}
        report={report}
        points={byMethod}
        description="Pix, boleto e cartão: receita líquida de cada um."
        empty="Nenhuma venda paga neste período."
      />
      <BarsFigure
        table={BY_COUPON}
        report={report}
        points={byCoupon}
        description="Desconto dado e receita líquida de cada cupom."
        empty="Nenhuma venda com cupom neste período."
      />
      <BarsFigure
        table={BY_AFFILIATE}
        report={report}
        points={byAffiliate}
        description="Receita líquida e comissão de cada afiliado."
        empty="Nenhuma venda por afiliado neste período."
      />
    </div>
  );
}
