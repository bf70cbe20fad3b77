// The report's five breakdowns — by day, product, payment method, coupon and affiliate — each
// defined once: the screen's table (under its chart) and the CSV's section read the same columns,
// the screen writing amounts as 'R$ 1.234,50' and the CSV as numbers (docs/sales-admin.md).
import type { FigureColumn } from '@/components/charts/chart-figure';
import { paymentMethodLabel, productKindLabel } from '@/rules/orders';
import type { CsvCell } from '@/utils/csv';
import { formatCount } from '@/utils/format';
import type { RevenueReport } from '../api/get-revenue-report';
import { brazilianDay, money } from './report-format';

interface Column<Row> {
  header: string;
  kind: 'text' | 'count' | 'money';
  value: (row: Row) => string | number;
  /**
   * Only in the CSV (the screen's table keeps to the columns a phone can show) or only on screen
   * (a cell that joins what the CSV keeps in two columns).
   */
  only?: 'csv' | 'screen';
}

export interface RevenueTable {
  title: string;
  /** The screen's columns and rows, written as the screen writes them. */
  screen: (report: RevenueReport) => { columns: FigureColumn[]; rows: string[][] };
  /** The CSV's header and rows: amounts as numbers, with '(R$)' in the header. */
  csv: (report: RevenueReport) => { header: string[]; rows: CsvCell[][] };
}

function revenueTable<Row>(
  title: string,
  rowsOf: (report: RevenueReport) => readonly Row[],
  columns: readonly Column<Row>[],
): RevenueTable {
  const shown = columns.filter((column) => column.only !== 'csv');
  const saved = columns.filter((column) => column.only !== 'screen');
  return {
    title,
    screen: (report) => ({
      columns: shown.map((column) => ({ header: column.header, numeric: column.kind !== 'text' })),
      rows: rowsOf(report).map((row) =>
        shown.map((column) => {
          const value = column.value(row);
          if (typeof value === 'string') return value;
          return column.kind === 'money' ? money(value) : formatCount(value);
        }),
      ),
    }),
    csv: (report) => ({
      header: saved.map((column) => (column.kind === 'money' ? `${column.header} (R$)` : column.header)),
      rows: rowsOf(report).map((row) => saved.map((column) => column.value(row))),
    }),
  };
}

type Row<Key extends 'by_day' | 'by_product' | 'by_method' | 'by_coupon' | 'by_affiliate'> =
  RevenueReport[Key][number];

const orders = <R extends { orders: number }>(): Column<R> => ({
  header: 'Vendas',
  kind: 'count',
  value: (row) => row.orders,
});
/** On screen the tables show the net; the CSV adds the gross. */
const gross = <R extends { gross: number }>(only?: 'csv'): Column<R> => ({
  header: 'Receita bruta',
  kind: 'money',
  value: (row) => row.gross,
  only,
});
const net = <R extends { net: number }>(): Column<R> => ({
  header: 'Receita líquida',
  kind: 'money',
  value: (row) => row.net,
});

/** An affiliate whose profile has no name reads 'Sem nome' (their link code says who). */
export function affiliateName(row: Pick<Row<'by_affiliate'>, 'affiliate_name'>): string {
  return row.affiliate_name?.trim() || 'Sem nome';
}

export const BY_DAY = revenueTable('Receita por dia', (report) => report.by_day, [
  { header: 'Dia', kind: 'text', value: (row: Row<'by_day'>) => brazilianDay(row.day) },
  orders(),
  gross(),
  net(),
]);

export const BY_PRODUCT = revenueTable('Receita por produto', (report) => report.by_product, [
  { header: 'Produto', kind: 'text', value: (row: Row<'by_product'>) => row.product_title },
  { header: 'Tipo', kind: 'text', value: (row) => productKindLabel(row.product_kind) },
  orders(),
  gross('csv'),
  net(),
]);

export const BY_METHOD = revenueTable('Receita por forma de pagamento', (report) => report.by_method, [
  {
    header: 'Forma de pagamento',
    kind: 'text',
    value: (row: Row<'by_method'>) => paymentMethodLabel(row.method),
  },
  orders(),
  net(),
]);

export const BY_COUPON = revenueTable('Receita por cupom', (report) => report.by_coupon, [
  { header: 'Cupom', kind: 'text', value: (row: Row<'by_coupon'>) => row.coupon_code },
  orders(),
  gross('csv'),
  { header: 'Descontos', kind: 'money', value: (row) => row.discounts },
  net(),
]);

export const BY_AFFILIATE = revenueTable('Receita por afiliado', (report) => report.by_affiliate, [
  // On screen the name and the link code share a cell: 'Ana Souza (ana-souza-3f9a2)'.
  {
    header: 'Afiliado',
    kind: 'text',
    value: (row: Row<'by_affiliate'>) => `${affiliateName(row)} (${row.affiliate_code})`,
    only: 'screen',
  },
  { header: 'Afiliado', kind: 'text', value: (row) => affiliateName(row), only: 'csv' },
  { header: 'Código', kind: 'text', value: (row) => row.affiliate_code, only: 'csv' },
  orders(),
  gross('csv'),
  net(),
  { header: 'Comissões', kind: 'money', value: (row) => row.commissions },
]);

/** In the order the screen shows them and the CSV lists them. */
export const REVENUE_TABLES = [BY_DAY, BY_PRODUCT, BY_METHOD, BY_COUPON, BY_AFFILIATE] as const;
