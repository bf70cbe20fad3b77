// The questions of one lesson, newest or most voted first, one page at a time
// (list_lesson_questions): readable by the course's students, teachers and administrators only.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/rpc';
import { queryKeys } from '@/lib/query-keys';
import { parseQuestionList, type QuestionOrder } from './question-schemas';

/** Questions per page under a lesson. */
export const QUESTIONS_PAGE_SIZE = 10;

export async function listLessonQuestions(lessonId: string, order: QuestionOrder, page: number) {
  return callRpc(
    'list_lesson_questions',
    {
      p_lesson_id: lessonId,
      p_order: order,
      p_page: page,
      p_page_size: QUESTIONS_PAGE_SIZE,
    },
    parseQuestionList,
  );
}

export const lessonQuestionsQueryOptions = (
  userId: string,
  lessonId: string,
  order: QuestionOrder,
  page: number,
) =>
  queryOptions({
    queryKey: queryKeys.questions.lessonPage(userId, lessonId, order, page),
    queryFn: () => listLessonQuestions(lessonId, order, page),
    placeholderData: keepPreviousData,
    // A refusal (not enrolled) is an answer, not a hiccup to retry.
    retry: (failures, error) => (error as { code?: string }).code !== '42501' && failures < 2,
  });

export function useLessonQuestions(userId: string, lessonId: string, order: QuestionOrder, page: number) {
  return useQuery(lessonQuestionsQueryOptions(userId, lessonId, order, page));
}
