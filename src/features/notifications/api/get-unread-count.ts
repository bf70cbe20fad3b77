// The account menu's badge: how many of the signed-in person's notifications are unread. A head
// count over their own rows (RLS), on the partial index of unread ones; refreshed every minute
// and when the window comes back into focus.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

const REFRESH_EVERY_MS = 60_000;

export async function getUnreadCount(): Promise<number> {
  const supabase = await loadSupabase();
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.unread(userId),
    queryFn: getUnreadCount,
    refetchInterval: REFRESH_EVERY_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export function useUnreadCount(userId: string | null) {
  return useQuery({ ...unreadCountQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
