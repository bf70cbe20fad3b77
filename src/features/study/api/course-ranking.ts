// A course's opt-in ranking (get_course_ranking, set_course_ranking: docs/engagement.md): off
// until the learner joins it; first names only.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';

export interface CourseRanking {
  courseId: string;
  visible: boolean;
  myPoints: number;
  myPosition: number | null;
  members: number;
  rows: { position: number; firstName: string; points: number; isMe: boolean }[];
}

export const courseRankingSchema = z
  .object({
    course_id: z.string(),
    visible: z.boolean(),
    my_points: jsonCount,
    my_position: jsonCount.nullable(),
    members: jsonCount,
    rows: z.array(
      z.object({ position: jsonCount, first_name: z.string(), points: jsonCount, is_me: z.boolean() }),
    ),
  })
  .transform((ranking): CourseRanking => ({
    courseId: ranking.course_id,
    visible: ranking.visible,
    myPoints: ranking.my_points,
    myPosition: ranking.my_position,
    members: ranking.members,
    rows: ranking.rows.map((row) => ({
      position: row.position,
      firstName: row.first_name,
      points: row.points,
      isMe: row.is_me,
    })),
  }));

export async function getCourseRanking(courseId: string): Promise<CourseRanking> {
  return callRpc('get_course_ranking', { p_course_id: courseId }, (data) =>
    parseRpcResult('get_course_ranking', courseRankingSchema, data),
  );
}

export const courseRankingQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.course(userId, courseId), 'ranking'],
    queryFn: () => getCourseRanking(courseId),
  });

export function useCourseRanking(userId: string, courseId: string) {
  return useQuery(courseRankingQueryOptions(userId, courseId));
}

const rankingChoiceSchema = z.object({ course_id: z.string(), visible: z.boolean() });

export async function setCourseRanking(courseId: string, visible: boolean) {
  return callRpc('set_course_ranking', { p_course_id: courseId, p_visible: visible }, (data) =>
    parseRpcResult('set_course_ranking', rankingChoiceSchema, data),
  );
}

export function useSetCourseRanking(userId: string, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) => setCourseRanking(courseId, visible),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: courseRankingQueryOptions(userId, courseId).queryKey }),
  });
}
