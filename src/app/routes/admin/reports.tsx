import { AdminReportScreen } from '@/features/admin-reports/components/admin-report';
import { SchoolWeeksReport } from '@/features/admin-reports/components/school-weeks';
import { RevenueReport } from '@/features/admin-sales/components/revenue-report';

/** /admin/reports (behind RequireAdmin): the platform's counters, the school's weeks, then sales and revenue. */
export default function AdminReportsRoute() {
  return (
    <AdminReportScreen>
      <SchoolWeeksReport />
      <RevenueReport />
    </AdminReportScreen>
  );
}
