import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { invalidateUsers, type AppRole } from './get-admin-users';

/** Replaces the user's role atomically (docs/rules/admin.md: one server call, never delete-then-insert). */
export async function setUserRole({ userId, role }: { userId: string; role: AppRole }) {
  await runRpc('set_user_role', { p_user_id: userId, p_role: role });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSettled: () => invalidateUsers(queryClient) });
}
