// /admin/reports (spec §2 Admin reports): the eight counters in one request (get_admin_report).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Json } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';
import { toNumber } from '@/utils/format';

export const REPORT_COUNTERS = [
  'total_users',
  'students',
  'teachers',
  'administrators',
  'courses',
  'lessons',
  'enrollments',
  'certificates',
] as const;

export type ReportCounter = (typeof REPORT_COUNTERS)[number];
export type AdminReport = Record<ReportCounter, number>;

/** Counts may arrive as numbers or strings (bigint); anything unreadable counts as 0. */
export function parseAdminReport(data: Json): AdminReport {
  const record = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  const read = (value: Json | undefined) => {
    const number = toNumber(typeof value === 'number' || typeof value === 'string' ? value : null);
    return number === null ? 0 : Math.max(0, Math.round(number));
  };
  return Object.fromEntries(REPORT_COUNTERS.map((key) => [key, read(record[key])])) as AdminReport;
}

export async function getAdminReport(): Promise<AdminReport> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('get_admin_report');
  if (error) throw error;
  return parseAdminReport(data);
}

export const adminReportQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.report(), queryFn: getAdminReport, staleTime: 0 });

export function useAdminReport() {
  return useQuery(adminReportQueryOptions());
}
