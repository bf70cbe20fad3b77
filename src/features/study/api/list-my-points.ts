// 'Meus pontos': the points the database awarded, newest first, one page at a time
// (list_my_points, docs/engagement.md).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';

export const POINT_REASONS = [
  'lesson_finished',
  'quiz_passed',
  'exam_passed',
  'answer_solution',
  'course_review',
  'exercise_passed',
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

export interface PointEvent {
  id: number;
  reason: PointReason;
  points: number;
  createdAt: string;
  course: { id: string; slug: string; title: string } | null;
  subjectTitle: string | null;
}

export interface PointsPage {
  total: number;
  page: number;
  pageSize: number;
  totalPoints: number;
  rows: PointEvent[];
  /** What earns points and how many, as the database awards them (the page's explanation). */
  rules: { reason: PointReason; points: number }[];
}

export const pointsPageSchema = z
  .object({
    total: jsonCount,
    page: jsonCount,
    page_size: jsonCount,
    total_points: jsonCount,
    rows: z.array(
      z.object({
        id: jsonCount,
        reason: z.enum(POINT_REASONS),
        points: jsonCount,
        created_at: z.string(),
        course: z.object({ id: z.string(), slug: z.string(), title: z.string() }).nullable(),
        subject_title: z.string().nullable(),
      }),
    ),
    rules: z.array(z.object({ reason: z.enum(POINT_REASONS), points: jsonCount })).min(1),
  })
  .transform((answer): PointsPage => ({
    total: answer.total,
    page: answer.page,
    pageSize: answer.page_size,
    totalPoints: answer.total_points,
    rows: answer.rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      points: row.points,
      createdAt: row.created_at,
      course: row.course,
      subjectTitle: row.subject_title,
    })),
    rules: answer.rules,
  }));

export async function listMyPoints(page: number): Promise<PointsPage> {
  return callRpc('list_my_points', { p_page: page }, (data) =>
    parseRpcResult('list_my_points', pointsPageSchema, data),
  );
}

export const myPointsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'points', 'page', page],
    queryFn: () => listMyPoints(page),
    placeholderData: keepPreviousData,
  });

export function useMyPoints(userId: string, page: number) {
  return useQuery(myPointsQueryOptions(userId, page));
}
