import { AdminReportScreen } from '@/features/admin-reports/components/admin-report';
import { RevenueReport } from '@/features/admin-sales/components/revenue-report';

/** /admin/reports (behind RequireAdmin): the platform's counters, then sales and revenue. */
export default function AdminReportsRoute() {
  return (
    <AdminReportScreen>
      <RevenueReport />
    </AdminReportScreen>
  );
}
