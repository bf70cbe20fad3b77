// 'Continuar' on the course page: the get_continue_lesson RPC answers, for an enrolled
// caller, the lesson to continue — the last one watched and not finished, else the usual next
// lesson — with its saved second; null when not enrolled or the course has no lessons.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import type { ContinueLesson } from './continue-lesson-schema';

export async function getContinueLesson(courseId: string): Promise<ContinueLesson | null> {
  const { parseContinueLesson } = await import('./continue-lesson-schema');
  return callRpc('get_continue_lesson', { p_course_id: courseId }, parseContinueLesson);
}

export const continueLessonQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.learner.continueLesson(userId, courseId),
    queryFn: () => getContinueLesson(courseId),
    // The position moves while the student watches: ask again each time the page opens.
    staleTime: 0,
  });

export function useContinueLesson(userId: string | null, courseId: string, enabled: boolean) {
  return useQuery({
    ...continueLessonQueryOptions(userId ?? '', courseId),
    enabled: enabled && Boolean(userId),
  });
}
