// Marks one notification, or (null) all of the person's, as read (mark_notifications_read).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export async function markNotificationsRead(notificationId: string | null): Promise<number> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc(
    'mark_notifications_read',
    notificationId ? { p_notification_id: notificationId } : {},
  );
  if (error) throw error;
  return data ?? 0;
}

export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all(userId) }),
  });
}
