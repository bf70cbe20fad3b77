// The questions waiting for the teacher (teacher_waiting_questions): not hidden, not resolved,
// no teacher answer yet, newest first, of one linked course or of all of them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { parsePagedList, type PagedList } from '@/lib/paged-list';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount } from '@/lib/rpc-json';

/** Waiting questions per page on the dashboard and the course workspace. */
export const WAITING_PAGE_SIZE = 10;

const waitingQuestionSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  excerpt: z.string(),
  author_name: z.string(),
  created_at: z.string().min(1),
  upvotes: jsonCount,
  answer_count: jsonCount,
  course: z.object({ id: z.string().min(1), title: z.string() }),
  lesson: z.object({ id: z.string().min(1), title: z.string() }),
});

export type WaitingQuestion = z.output<typeof waitingQuestionSchema>;

export function parseWaitingQuestions(data: unknown): PagedList<WaitingQuestion> {
  return parsePagedList('teacher_waiting_questions', waitingQuestionSchema, data);
}

export async function getWaitingQuestions(courseId: string | null, page: number) {
  return callRpc(
    'teacher_waiting_questions',
    {
      ...(courseId ? { p_course_id: courseId } : {}),
      p_page: page,
      p_page_size: WAITING_PAGE_SIZE,
    },
    parseWaitingQuestions,
  );
}

export const waitingQuestionsQueryOptions = (userId: string, courseId: string | null, page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.questions.all(userId), 'waiting', courseId, page],
    queryFn: () => getWaitingQuestions(courseId, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useWaitingQuestions(userId: string, courseId: string | null, page: number) {
  return useQuery(waitingQuestionsQueryOptions(userId, courseId, page));
}
