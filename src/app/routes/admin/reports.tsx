import { AdminReportScreen } from '@/features/admin-reports/components/admin-report';
import { RevenueReport } from '@/features/admin-reports/components/revenue-report';
import { SchoolWeeksReport } from '@/features/admin-reports/components/school-weeks';

/** /admin/reports (behind RequireAdmin): the platform's counters, the school's weeks, then sales and revenue. */
export default function AdminReportsRoute() {
  return (
    <AdminReportScreen>
      <SchoolWeeksReport />
      <RevenueReport />
    </AdminReportScreen>
  );
}
