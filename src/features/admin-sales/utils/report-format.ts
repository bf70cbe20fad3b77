// How the revenue report writes its numbers on the charts' axes and cards.
import { formatNumber } from '@/utils/format';

const compactReais = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** An axis label: 'R$ 950', 'R$ 1,2 mil', 'R$ 3,4 mi'. */
export function compactCurrency(value: number): string {
  return compactReais.format(value);
}

/** A rate from 0 to 1 as a percentage: 0.0789 → '7,9%'. */
export function percent(rate: number): string {
  return `${formatNumber(rate * 100, { maximumFractionDigits: 1 })}%`;
}

/** A day of the chart's axis: '2026-11-05' → '05/11'. */
export function shortDay(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${day}/${month}`;
}
