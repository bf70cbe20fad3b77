// How 'Relatórios' writes its numbers on the cards, the tables and the charts' axes.
import { formatCurrency, formatNumber } from '@/utils/format';
import { formatDate } from '@/utils/format-date';

const compactReais = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** An amount on a card or in a table: 'R$ 1.234,50'. */
export function money(value: number): string {
  return formatCurrency(value) ?? '';
}

/** An axis label: 'R$ 950', 'R$ 1,2 mil', 'R$ 3,4 mi'. */
export function compactCurrency(value: number): string {
  return compactReais.format(value);
}

/** A rate from 0 to 1 as a percentage: 0.0789 → '7,9%'. */
export function percent(rate: number): string {
  return `${formatNumber(rate * 100, { maximumFractionDigits: 1 })}%`;
}

/** A day of a chart's axis: '2026-11-05' → '05/11'. */
export function shortDay(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${day}/${month}`;
}

/** A day as a table and a spreadsheet in Brazil write it: '2026-11-05' → '05/11/2026'. */
export function brazilianDay(isoDate: string): string {
  return formatDate(isoDate) ?? isoDate;
}
