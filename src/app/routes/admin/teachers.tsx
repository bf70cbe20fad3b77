import { TeachersManager } from '@/features/admin-teachers/components/teachers-manager';

/** /admin/teachers (behind RequireAdmin). */
export default function AdminTeachersRoute() {
  return <TeachersManager />;
}
