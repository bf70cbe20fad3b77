// The visible reviews of a course, newest first, one page at a time: a light REST read of
// course_review_cards (stars, text, dates, first name + last initial; never who wrote it), so a
// visitor's course page does not load supabase-js for them. The total is the course's own
// review_count (kept by the database with the cards, in the same transaction). The signed-in
// student's own review shows apart ('Sua avaliação'): the list leaves it out by its id, so pages stay
// full; the course's average and count still include it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { array, nullable, number, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import { useRestViewer } from '@/lib/auth';
import type { Tables } from '@/lib/database.types';
import type { Viewer } from '@/lib/shared-query-keys';
import { REVIEWS_PAGE_SIZE } from './page-size';

const reviewCardSchema = object({
  id: text,
  rating: number,
  body: nullable(text),
  author_name: text,
  created_at: text,
  updated_at: text,
});

export type ReviewCard = Infer<typeof reviewCardSchema>;
readsColumnsOf<ReviewCard, Tables<'course_review_cards'>>(true);

export function courseReviewsQueryPath(
  courseId: string,
  page: number,
  excludedReviewId: string | null = null,
): string {
  const query = new URLSearchParams({
    select: selectColumns(reviewCardSchema),
    course_id: `eq.${courseId}`,
    ...(excludedReviewId ? { id: `neq.${excludedReviewId}` } : {}),
    order: 'created_at.desc,id.desc',
    limit: String(REVIEWS_PAGE_SIZE),
    offset: String((Math.max(page, 1) - 1) * REVIEWS_PAGE_SIZE),
  });
  return `course_review_cards?${query.toString()}`;
}

export async function getCourseReviews(
  courseId: string,
  page: number,
  excludedReviewId: string | null,
  signal?: AbortSignal,
) {
  return restGet(courseReviewsQueryPath(courseId, page, excludedReviewId), array(reviewCardSchema), signal);
}

/** A course's reviews: its public pages, the viewer's own and the hidden ones are below it. */
export const courseReviewsKey = (courseId: string) => ['reviews', courseId] as const;

/** `excludedReviewId`: the viewer's own review, shown apart ('Sua avaliação'), not in the list. */
export const courseReviewsPageKey = (
  courseId: string,
  page: number,
  viewer: Viewer,
  excludedReviewId: string | null = null,
) => [...courseReviewsKey(courseId), 'page', page, viewer, excludedReviewId] as const;

export const courseReviewsQueryOptions = (
  courseId: string,
  page: number,
  viewer: Viewer,
  excludedReviewId: string | null = null,
) =>
  queryOptions({
    queryKey: courseReviewsPageKey(courseId, page, viewer, excludedReviewId),
    queryFn: ({ signal }) => getCourseReviews(courseId, page, excludedReviewId, signal),
    placeholderData: keepPreviousData,
  });

/**
 * `ownReview`: the viewer's own visible review id (null: none), or undefined while it is not
 * known yet; the list waits for it rather than show that review twice.
 */
export function useCourseReviews(courseId: string, page: number, ownReview: string | null | undefined) {
  const viewer = useRestViewer();
  return useQuery({
    ...courseReviewsQueryOptions(courseId, page, viewer, ownReview ?? null),
    enabled: ownReview !== undefined,
  });
}
