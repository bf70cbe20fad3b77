// Dates and moments in pt-BR, in Brazil's time zone (the tested number and timestamp helpers are in
// format.ts; dates are apart so that pages which show none, the public pages, do not load them).
import { lazyFormatter, parseTimestamp } from './format';

const dateInBrazil = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }),
);
const dateOnlyUtc = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** dd/MM/yyyy: timestamps in Brazil's time zone, date-only values as written. */
export function formatDate(value: string | null | undefined): string | null {
  const date = parseTimestamp(value);
  if (!date || !value) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? dateOnlyUtc().format(date) : dateInBrazil().format(date);
}

const dateTimeInBrazil = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** "23/11/2026 às 10:40" (Brazil's time zone), for moments people may need exactly (a consent). */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = parseTimestamp(value);
  if (!date) return null;
  const parts = Object.fromEntries(
    dateTimeInBrazil()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}

const isoDateInBrazil = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** 'YYYY-MM-DD' of a moment in Brazil's time zone (the day in an exported file's name). */
export function isoDateInSaoPaulo(moment: Date): string {
  return isoDateInBrazil().format(moment);
}
