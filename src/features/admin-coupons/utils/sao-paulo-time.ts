// The coupon form's dates as the school reads them: a datetime-local field holds a wall-clock time
// with no zone, and the back office means Brasília time (the lists show dates in
// America/Sao_Paulo, src/utils/format-date.ts), whatever zone the administrator's computer is in.
// The zone's offset comes from Intl, not a constant, so a change of Brazil's rules needs no code.
import { lazyFormatter, parseTimestamp } from '@/utils/format';

export const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';

const wallClock = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SCHOOL_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockOf(moment: Date): WallClock & { second: number } {
  const parts = Object.fromEntries(
    wallClock()
      .formatToParts(moment)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes the school's clock is ahead of UTC at `moment` (-180 in Brasília time). */
function offsetMinutes(moment: Date): number {
  const clock = wallClockOf(moment);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(moment.getTime() / 1000) * 1000) / 60_000);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A datetime-local value ('2026-11-27T00:00') read as Brasília time, as an ISO moment
 * ('2026-11-27T03:00:00.000Z'); null when it is not a real date and time.
 */
export function schoolInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  // 2026-02-31 rolls over into March: not a date anyone meant.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // The offset at the guess, then at the corrected moment (they differ only across a change of offset).
  let moment = asUtc - offsetMinutes(new Date(asUtc)) * 60_000;
  moment = asUtc - offsetMinutes(new Date(moment)) * 60_000;
  return new Date(moment).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local field shows it in Brasília time ('2026-11-27T00:00'); '' when empty. */
export function isoToSchoolInput(value: string | null | undefined): string {
  const moment = parseTimestamp(value);
  if (!moment) return '';
  const clock = wallClockOf(moment);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}
