// pt-BR texts for course figures (counts and ratings); numeric columns may arrive as strings.
import { formatHoursValue, formatNumber, toNumber } from '@/utils/format';

const integer = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

export { formatRating } from '@/utils/format';

/** "1 avaliação", "1.234 avaliações". */
export function formatReviewCount(count: number): string {
  return `${integer(count)} ${count === 1 ? 'avaliação' : 'avaliações'}`;
}

/** "1 aluno", "1.234 alunos", or null when nobody enrolled yet. */
export function formatStudents(value: number | string | null | undefined): string | null {
  const count = toNumber(value);
  if (count === null || count <= 0) return null;
  return `${integer(count)} ${count === 1 ? 'aluno' : 'alunos'}`;
}

/** "1 aula", "12 aulas". */
export function formatLessonCount(value: number | null | undefined): string {
  const count = Math.max(0, value ?? 0);
  return `${integer(count)} ${count === 1 ? 'aula' : 'aulas'}`;
}

/** "40h", "12h30" from total_hours (the certificate's carga horária), or null when not set. */
export function formatTotalHours(value: number | string | null | undefined): string | null {
  return formatHoursValue(value);
}

/** A meta description: the text cut on a word boundary near `max` characters. */
export function summarize(text: string | null | undefined, max = 155): string | undefined {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
