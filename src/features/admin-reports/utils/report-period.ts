// The periods the revenue report offers, as the first and last day (São Paulo's calendar, as the
// database counts them) of the last N days ending today (docs/sales-admin.md, "Revenue in
// 'Relatórios'").
import { isoDateInSaoPaulo } from '@/utils/format-date';

/** The address's parameter that holds the period ('?periodo=30'). */
export const PERIOD_PARAM = 'periodo';

export const REPORT_PERIODS = [
  { days: 7, label: 'Últimos 7 dias' },
  { days: 30, label: 'Últimos 30 dias' },
  { days: 90, label: 'Últimos 90 dias' },
  { days: 365, label: 'Últimos 12 meses' },
] as const;

export type ReportDays = (typeof REPORT_PERIODS)[number]['days'];
export const DEFAULT_REPORT_DAYS: ReportDays = 30;

/** The days of a period, both ends included ('YYYY-MM-DD'). */
export interface ReportRange {
  from: string;
  to: string;
}

/** '30' → 30; anything that is not one of the periods offered → the default. */
export function parseReportDays(raw: string | null | undefined): ReportDays {
  const days = Number(raw);
  return REPORT_PERIODS.find((period) => period.days === days)?.days ?? DEFAULT_REPORT_DAYS;
}

/** The day `days` before an ISO date ('2026-03-01' minus 1 → '2026-02-28'). */
function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The last `days` days ending today in São Paulo. */
export function reportPeriod(days: ReportDays, now: Date): ReportRange {
  const to = isoDateInSaoPaulo(now);
  return { from: daysBefore(to, days - 1), to };
}
