// Marks one notification, or (null) all of the person's, as read (mark_notifications_read).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/** How many notifications were marked read. */
export function markNotificationsRead(notificationId: string | null): Promise<number> {
  const args = notificationId ? { p_notification_id: notificationId } : {};
  return callRpc('mark_notifications_read', args, z.number().int().nonnegative());
}

export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.notifications.all(userId) }),
  });
}
