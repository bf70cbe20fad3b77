import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { invalidateUsers } from './get-admin-users';

export async function setUserActive({ userId, active }: { userId: string; active: boolean }) {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('set_user_active', { p_user_id: userId, p_active: active });
  if (error) throw error;
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserActive, onSettled: () => invalidateUsers(queryClient) });
}
