import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { courseReviewsKey } from './get-course-reviews';

/**
 * A review written, changed, deleted, hidden or shown again: the course's reviews (pages, the
 * viewer's own, the hidden ones) and the catalogue, whose cards and course page show the average
 * the database has just recomputed.
 */
export function refreshAfterReview(queryClient: QueryClient, courseId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courseReviewsKey(courseId) }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.catalog.all() }),
  ]);
}
