// One question with its answers, oldest answer first, paged (get_question_thread).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { parseQuestionThread } from './question-schemas';

/** Answers per page of a thread. */
export const ANSWERS_PAGE_SIZE = 20;

export async function getQuestionThread(questionId: string, page: number) {
  return callRpc(
    'get_question_thread',
    {
      p_question_id: questionId,
      p_page: page,
      p_page_size: ANSWERS_PAGE_SIZE,
    },
    parseQuestionThread,
  );
}

export const questionThreadQueryOptions = (userId: string, questionId: string, page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.questions.all(userId), 'thread', questionId, page],
    queryFn: () => getQuestionThread(questionId, page),
    placeholderData: keepPreviousData,
    retry: (failures, error) =>
      !['42501', 'P0001'].includes((error as { code?: string }).code ?? '') && failures < 2,
  });

export function useQuestionThread(userId: string, questionId: string, page: number) {
  return useQuery(questionThreadQueryOptions(userId, questionId, page));
}
