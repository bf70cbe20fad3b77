import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { invalidateUsers, type AppRole } from './get-admin-users';

/** Replaces the user's role atomically (docs/rules/admin.md: one server call, never delete-then-insert). */
export async function setUserRole({ userId, role }: { userId: string; role: AppRole }) {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('set_user_role', { p_user_id: userId, p_role: role });
  if (error) throw error;
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSettled: () => invalidateUsers(queryClient) });
}
