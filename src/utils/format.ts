// pt-BR formatting in one tested place. The backend may return numeric columns as strings
// ("12.50") and timestamps as "2026-11-22 01:39:53.92+00" (local stack) or ISO 8601 (hosted).

/**
 * An Intl formatter built on its first use: a screen uses one or two, and building one is costly
 * (see formatNumber).
 */
export function lazyFormatter<T>(create: () => T): () => T {
  let formatter: T | undefined;
  return () => (formatter ??= create());
}

/**
 * A number written the pt-BR way ("1.234,5"), the same text as Intl.NumberFormat('pt-BR') (tested
 * against it), without Intl for ordinary values: a page's first Intl formatter loads ICU's locale
 * data, measured at 19–43 ms in Chromium on this machine (about four times that on a mid-range
 * phone), right in the middle of hydrating a public page that shows prices and counts. Rounds
 * half away from zero on the decimal value, as Intl does. Values JavaScript writes with an
 * exponent (below 1e-6, from 1e21 on) go to Intl.
 */
export function formatNumber(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = 3 } = {},
): string {
  if (value < 0 || Object.is(value, -0))
    return `-${formatNumber(-value, { minimumFractionDigits, maximumFractionDigits })}`;
  if (!Number.isFinite(value) || String(value).includes('e')) {
    return new Intl.NumberFormat('pt-BR', { minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  // Shifting through the decimal text ("1.005e2" is 100.5) rounds the value as written, not its
  // binary approximation (1.005 * 100 is 100.49999…).
  const shifted = Math.round(Number(`${value}e${maximumFractionDigits}`));
  const [whole = '0', fraction = ''] = Number(`${shifted}e-${maximumFractionDigits}`)
    .toFixed(maximumFractionDigits)
    .split('.');
  const digits = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return digits ? `${grouped},${digits}` : grouped;
}

/** A number from a numeric column, or null when empty or not a number. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Parses both timestamp forms; a date-only value ("2026-11-22") is read as UTC midnight. */
export function parseTimestamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(trimmed);
  // "+00" / "-03" offsets after a time → "+00:00" / "-03:00" (some engines need the minutes).
  const normalized = isDateOnly
    ? `${trimmed}T00:00:00Z`
    : trimmed.replace(' ', 'T').replace(/(T[\d:.]+[+-]\d{2})$/, '$1:00');
  const date = new Date(normalized);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** R$ 1.234,56 (with the non-breaking space Intl puts after R$). */
export function formatCurrency(value: number | string | null | undefined): string | null {
  const amount = toNumber(value);
  if (amount === null) return null;
  const digits = formatNumber(Math.abs(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}R$\u00a0${digits}`;
}

/**
 * A course's rating as every screen writes it: the database's one-decimal average ('4,8'), or null
 * when the course has no reviews (see docs/rules/ratings-and-certificates.md).
 */
export function formatRating(value: number | string | null | undefined): string | null {
  const rating = toNumber(value);
  return rating === null
    ? null
    : formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A count with pt-BR thousands: 20.003. */
export function formatCount(value: number): string {
  return formatNumber(value);
}

// One way to write lengths across the site: "12 min" under an hour, "1h", "1h30",
// "18h30" from an hour on; never "1,5h", "90 min" or "1:30".

/** A length in minutes: "12 min", "1h", "1h05", "18h30". */
export function formatHours(totalMinutes: number | null | undefined): string {
  const minutes = Math.max(0, Math.round(Number.isFinite(totalMinutes) ? (totalMinutes ?? 0) : 0));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours}h${String(rest).padStart(2, '0')}` : `${hours}h`;
}

/** A lesson's length: "12 min", or "1h15" for a lesson of an hour or more. */
export function formatMinutes(minutes: number | null | undefined): string {
  return formatHours(minutes);
}

/** A length given in (possibly fractional) hours, as a numeric column may hold it: 18.5 → "18h30". */
export function formatHoursValue(hours: number | string | null | undefined): string | null {
  const value = toNumber(hours);
  if (value === null || value <= 0) return null;
  return formatHours(value * 60);
}

/** A second of a video as a clock: "0:42", "12:05", "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
