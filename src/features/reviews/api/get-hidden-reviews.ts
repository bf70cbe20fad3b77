// An administrator's list of a course's hidden reviews, newest first (admin_list_hidden_reviews).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { parsePagedList, type PagedList } from '@/lib/paged-list';
import { courseReviewsKey } from './get-course-reviews';
import { jsonCount } from '@/lib/rpc-json';
import { REVIEWS_PAGE_SIZE } from './page-size';

const hiddenReviewSchema = z.object({
  id: z.string().min(1),
  rating: jsonCount,
  body: z.string().nullable(),
  author_name: z.string(),
  created_at: z.string().min(1),
  updated_at: z.string().min(1),
});

export type HiddenReview = z.output<typeof hiddenReviewSchema>;

export function parseHiddenReviews(data: unknown): PagedList<HiddenReview> {
  return parsePagedList('admin_list_hidden_reviews', hiddenReviewSchema, data);
}

export async function getHiddenReviews(courseId: string, page: number) {
  return callRpc(
    'admin_list_hidden_reviews',
    {
      p_course_id: courseId,
      p_page: page,
      p_page_size: REVIEWS_PAGE_SIZE,
    },
    parseHiddenReviews,
  );
}

export const hiddenReviewsQueryOptions = (courseId: string, page: number) =>
  queryOptions({
    queryKey: [...courseReviewsKey(courseId), 'hidden', page],
    queryFn: () => getHiddenReviews(courseId, page),
    placeholderData: keepPreviousData,
  });

export function useHiddenReviews(courseId: string, page: number) {
  return useQuery(hiddenReviewsQueryOptions(courseId, page));
}
