import { UsersManager } from '@/features/admin-users/components/users-manager';

/** /admin/users (behind RequireAdmin). */
export default function AdminUsersRoute() {
  return <UsersManager />;
}
