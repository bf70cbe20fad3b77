// The whole 'Vendas e receita' of a period as one spreadsheet, for the school's accountant
// (docs/sales-admin.md, "The report's CSV"): the totals, the subscriptions, then revenue by day, by
// product, by payment method, by coupon and by affiliate, each section a title line, a header
// line and its rows, a blank line between sections. Written by the shared writer (';', decimal
// comma, BOM, formulas made inert); every figure is the database's answer as it came.
import { toCsv, type CsvCell } from '@/utils/csv';
import type { RevenueReport } from '../api/get-revenue-report';
import { brazilianDay } from './report-format';
import { REVENUE_TABLES } from './revenue-tables';

type Line = readonly CsvCell[];

function section(title: string, header: readonly string[], rows: readonly Line[]): Line[] {
  return [[], [title], header, ...rows];
}

function totalsSection({ totals }: RevenueReport): Line[] {
  return section(
    'Totais',
    ['Indicador', 'Valor'],
    [
      ['Vendas pagas', totals.orders],
      ['Receita bruta (R$)', totals.gross],
      ['Reembolsos (R$)', totals.refunded],
      ['Chargebacks (R$)', totals.charged_back],
      ['Receita líquida (R$)', totals.net],
      ['Descontos de cupons (R$)', totals.discounts],
      ['Comissões de afiliados (R$)', totals.commissions],
      ['Receita líquida após comissões (R$)', totals.net_of_commissions],
      ['Ticket médio (R$)', totals.average_ticket],
    ],
  );
}

/** 0.0789 → 7.89: the rate as a percentage, the database's 4 decimals kept. */
function percentage(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 10_000) / 100;
}

function subscriptionsSection({ subscriptions }: RevenueReport): Line[] {
  return section(
    'Assinaturas',
    ['Indicador', 'Valor'],
    [
      ['Ativas no início do período', subscriptions.active_at_start],
      ['Encerradas no período (churn)', subscriptions.churned],
      ['Churn no período (%)', percentage(subscriptions.churn_rate)],
      ['Novas no período', subscriptions.started],
      ['Novas já encerradas', subscriptions.started_ended],
      ['Ativas no fim do período', subscriptions.active],
      ['Canceladas, com acesso até o fim do período pago', subscriptions.canceling],
      ['MRR (R$)', subscriptions.mrr],
      ['MRR das canceladas (R$)', subscriptions.mrr_canceling],
    ],
  );
}

export function revenueCsv(report: RevenueReport): string {
  const title = [`Vendas e receita de ${brazilianDay(report.from)} a ${brazilianDay(report.to)}`];
  const lines: Line[] = [
    ['Uma venda conta no dia em que foi paga. Receita líquida: sem reembolsos e chargebacks.'],
    ...totalsSection(report),
    ...subscriptionsSection(report),
    ...REVENUE_TABLES.flatMap((table) => {
      const { header, rows } = table.csv(report);
      return section(table.title, header, rows);
    }),
  ];
  return toCsv(title, lines);
}

/** 'receita-2026-10-28-a-2026-11-26.csv': the period's first and last day. */
export function revenueCsvFileName(report: Pick<RevenueReport, 'from' | 'to'>): string {
  return `receita-${report.from}-a-${report.to}.csv`;
}
