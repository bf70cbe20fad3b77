// The account menu's badge: how many of the signed-in person's notifications are unread. It starts
// from the number the account read brought (profiles.unread_notifications, no request of its
// own); refreshes are a head count over their own rows (RLS, partial index of unread ones) every
// minute, when the window comes back into focus after that, and after anything that changes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableClient } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const REFRESH_EVERY_MS = 60_000;

export async function getUnreadCount(): Promise<number> {
  const supabase = await tableClient();
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.notifications.all(userId), 'unread'],
    queryFn: getUnreadCount,
    refetchInterval: REFRESH_EVERY_MS,
    refetchOnWindowFocus: true,
    staleTime: REFRESH_EVERY_MS,
  });

/**
 * `fromAccount`: the count the account read brought. It only seeds an empty cache (the header
 * mounts the badge right after the account read; sign-out clears the cache), so it counts as fresh.
 */
export function useUnreadCount(userId: string | null, fromAccount: number) {
  return useQuery({
    ...unreadCountQueryOptions(userId ?? ''),
    initialData: fromAccount,
    enabled: Boolean(userId),
  });
}
