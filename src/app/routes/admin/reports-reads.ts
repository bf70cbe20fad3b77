// /admin/reports' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { adminReportQueryOptions } from '@/features/admin-reports/api/get-admin-report';
import { revenueReportQueryOptions } from '@/features/admin-reports/api/get-revenue-report';
import { schoolWeeksQueryOptions } from '@/features/admin-reports/api/get-school-weeks';
import { parseReportDays, PERIOD_PARAM, reportPeriod } from '@/features/admin-reports/utils/report-period';

/** The school's report, its weeks and the revenue of the period the address asks for (`?periodo=`). */
export const reads: RouteReads = async ({ queryClient, url }) => {
  if (!(await activeAccountWithRole('administrador'))) return;
  const range = reportPeriod(parseReportDays(url.searchParams.get(PERIOD_PARAM)), new Date());
  await Promise.all([
    queryClient.ensureQueryData(adminReportQueryOptions()),
    queryClient.ensureQueryData(schoolWeeksQueryOptions()),
    queryClient.ensureQueryData(revenueReportQueryOptions(range)),
  ]);
};
