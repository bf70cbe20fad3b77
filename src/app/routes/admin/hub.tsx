import { AdminHub } from '@/features/admin-hub/components/admin-hub';

/** /admin (behind RequireAdmin). */
export default function AdminHubRoute() {
  return <AdminHub />;
}
