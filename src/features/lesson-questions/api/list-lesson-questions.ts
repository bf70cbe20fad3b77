// The questions of one lesson, newest or most voted first, one page at a time
// (list_lesson_questions): readable by the course's students, teachers and administrators only.
// The lesson player's loader starts this read with the player's code; the list under the video
// reads the same key.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { parsePage } from '@/lib/list-params';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';

/** Questions per page under a lesson. */
export const QUESTIONS_PAGE_SIZE = 10;

export const QUESTION_ORDERS = ['recentes', 'votadas'] as const;
export type QuestionOrder = (typeof QUESTION_ORDERS)[number];

/**
 * What the questions keep in the lesson's address: the list's order and page
 * (?ordem=votadas&perguntas=2), and the question whose thread is open (?pergunta=<id>).
 */
export const QUESTION_PARAMS = {
  order: 'ordem',
  page: 'perguntas',
  search: 'perguntas-busca',
  question: 'pergunta',
} as const;

/** The order and page the address asks for: anything else is the newest first, page 1. */
export function questionListPageOf(params: URLSearchParams): { order: QuestionOrder; page: number } {
  return {
    order: params.get(QUESTION_PARAMS.order) === 'votadas' ? 'votadas' : 'recentes',
    page: parsePage(params.get(QUESTION_PARAMS.page)),
  };
}

const timestamp = z.string().min(1);

/** A question as the lesson's list shows it (an excerpt of its text). */
export const questionSummarySchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  excerpt: z.string(),
  author_name: z.string(),
  is_mine: z.boolean(),
  is_resolved: z.boolean(),
  is_hidden: z.boolean(),
  upvotes: jsonCount,
  has_voted: z.boolean(),
  answer_count: jsonCount,
  teacher_answered: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

export type QuestionSummary = z.output<typeof questionSummarySchema>;

const questionListSchema = z.object({
  total: jsonCount,
  page: jsonCount.pipe(z.number().positive()),
  page_size: jsonCount.pipe(z.number().positive()),
  order: z.enum(QUESTION_ORDERS),
  can_ask: z.boolean(),
  can_moderate: z.boolean(),
  rows: z.array(questionSummarySchema),
});

export type QuestionList = z.output<typeof questionListSchema>;

export function parseQuestionList(data: unknown): QuestionList {
  return parseRpcResult('list_lesson_questions', questionListSchema, data);
}

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
    queryKey: [...sharedQueryKeys.questions.all(userId), 'lesson', lessonId, order, page],
    queryFn: () => listLessonQuestions(lessonId, order, page),
    placeholderData: keepPreviousData,
    // A refusal (not enrolled) is an answer, not a hiccup to retry.
    retry: (failures, error) => (error as { code?: string }).code !== '42501' && failures < 2,
  });

export function useLessonQuestions(userId: string, lessonId: string, order: QuestionOrder, page: number) {
  return useQuery(lessonQuestionsQueryOptions(userId, lessonId, order, page));
}
