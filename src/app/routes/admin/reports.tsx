import { AdminReportScreen } from '@/features/admin-reports/components/admin-report';

/** /admin/reports (behind RequireAdmin). */
export default function AdminReportsRoute() {
  return <AdminReportScreen />;
}
