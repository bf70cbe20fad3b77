import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/**
 * After any course change: everything the back office caches about courses (the grid, the
 * pickers of the other admin screens, one course's title, content and enrolments), the tracks
 * (their steps and hours come from the courses) and the public catalogue and course pages.
 */
export function invalidateCourses(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.tracks() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.catalog.all() }),
  ]);
}
