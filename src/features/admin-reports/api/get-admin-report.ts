// /admin/reports: the eight counters in one request (get_admin_report).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';
import { JUST_READ_MS } from '@/lib/query-client';

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

/** get_admin_report's eight counters; counts may arrive as numbers or strings (bigint). */
export const adminReportSchema = z.object(
  Object.fromEntries(REPORT_COUNTERS.map((counter) => [counter, jsonCount])) as Record<
    ReportCounter,
    typeof jsonCount
  >,
);

export function parseAdminReport(data: unknown): AdminReport {
  return parseRpcResult('get_admin_report', adminReportSchema, data);
}

export async function getAdminReport(): Promise<AdminReport> {
  return callRpc('get_admin_report', {}, parseAdminReport);
}

export const adminReportQueryOptions = () =>
  queryOptions({
    queryKey: sharedQueryKeys.admin.report(),
    queryFn: getAdminReport,
    staleTime: JUST_READ_MS,
  });

export function useAdminReport() {
  return useQuery(adminReportQueryOptions());
}
