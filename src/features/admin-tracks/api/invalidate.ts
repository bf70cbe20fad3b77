import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/**
 * After any track change: the back office's list and the course delete warning (which tracks hold
 * a course), and the public pages that read tracks.
 */
export function invalidateTracks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.tracks() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses.all() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.catalog.all() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.tracks.all() }),
  ]);
}
