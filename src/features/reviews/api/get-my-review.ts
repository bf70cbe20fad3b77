// The signed-in student's own review of a course and whether they may write one now
// (get_my_course_review: enrolled with at least one completed lesson).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { courseReviewsKey } from './get-course-reviews';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';

export const ownReviewSchema = z.object({
  id: z.string().min(1),
  rating: jsonCount.pipe(z.number().min(1).max(5)),
  body: z.string().nullable(),
  is_hidden: z.boolean(),
  created_at: z.string().min(1),
  updated_at: z.string().min(1),
});

export type OwnReview = z.output<typeof ownReviewSchema>;

export const myReviewSchema = z.object({ can_review: z.boolean(), review: ownReviewSchema.nullable() });

export type MyReview = z.output<typeof myReviewSchema>;

export function parseMyReview(data: unknown): MyReview {
  return parseRpcResult('get_my_course_review', myReviewSchema, data);
}

export async function getMyReview(courseId: string): Promise<MyReview> {
  return callRpc('get_my_course_review', { p_course_id: courseId }, parseMyReview);
}

export const myReviewQueryOptions = (courseId: string, userId: string) =>
  queryOptions({
    queryKey: [...courseReviewsKey(courseId), 'mine', userId],
    queryFn: () => getMyReview(courseId),
  });

export function useMyReview(courseId: string, userId: string) {
  return useQuery(myReviewQueryOptions(courseId, userId));
}
