import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { invalidateUsers } from './get-admin-users';

export async function setUserActive({ userId, active }: { userId: string; active: boolean }) {
  await runRpc('set_user_active', { p_user_id: userId, p_active: active });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserActive, onSettled: () => invalidateUsers(queryClient) });
}
