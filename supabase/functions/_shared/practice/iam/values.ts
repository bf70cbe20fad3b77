// Readers for the typed condition values (reference_policies_elements_condition_operators.html):
// numbers, dates (ISO 8601 or epoch seconds), booleans and base64. Written by hand rather than
// with Date.parse so Deno and Node read the same texts the same way.

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export function readNumber(text: string): number | null {
  if (!NUMERIC.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : null;
}

const EPOCH = /^\d{1,12}$/;
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|z|[+-]\d{2}:?\d{2})?$/;

/** Milliseconds since 1970 for an ISO 8601 date (UTC unless it says otherwise) or epoch seconds. */
export function readDate(text: string): number | null {
  const trimmed = text.trim();
  if (EPOCH.test(trimmed)) return Number(trimmed) * 1000;
  const match = ISO.exec(trimmed);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysIn(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  let offset = 0;
  if (zone !== 'Z' && zone !== 'z') {
    const digits = zone.replace(':', '');
    const sign = digits[0] === '-' ? -1 : 1;
    const hours = Number(digits.slice(1, 3));
    const minutes = Number(digits.slice(3, 5));
    if (hours > 23 || minutes > 59) return null;
    offset = sign * (hours * 60 + minutes) * 60_000;
  }
  const millis = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "true" / "false" in any case; null otherwise. */
export function readBool(text: string): boolean | null {
  const lower = text.trim().toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : null;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The bytes of a base64 text, as a binary string; null when not base64. */
export function readBase64(text: string): string | null {
  const trimmed = text.trim();
  if (!BASE64.test(trimmed)) return null;
  return atob(trimmed);
}
