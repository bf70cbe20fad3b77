import { formatNumber, toNumber } from '@/utils/format';

const integer = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });
const oneDecimal = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "4,8", or null without a rating. */
export function formatBookRating(value: number | string | null | undefined): string | null {
  const rating = toNumber(value);
  return rating === null ? null : oneDecimal(rating);
}

/** "1 avaliação", "214 avaliações". */
export function formatReviews(value: number | string | null | undefined): string {
  const count = Math.max(0, toNumber(value) ?? 0);
  return `${integer(count)} ${count === 1 ? 'avaliação' : 'avaliações'}`;
}

/** "320 páginas", or null when unknown. */
export function formatPages(value: number | string | null | undefined): string | null {
  const pages = toNumber(value);
  if (pages === null || pages <= 0) return null;
  return `${integer(pages)} ${pages === 1 ? 'página' : 'páginas'}`;
}
