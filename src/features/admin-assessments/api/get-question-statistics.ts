// How the course's questions and quizzes fare (get_question_statistics), for authors to fix bad
// questions: per question, answers, the share answered right and the most chosen wrong option;
// per module quiz, attempts and pass rate. Questions a page at a time, in the bank's order.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { PAGE_SIZE } from '@/lib/list-params';
import { pagedQueryOptions, parsePagedList, type PagedList } from '@/lib/paged-list';
import { jsonCount, jsonNumber, parseRpcResult } from '@/lib/rpc-json';
import { assessmentsKey } from './keys';

const questionStatisticsSchema = z.object({
  question_id: z.string(),
  prompt: z.string(),
  answers: jsonCount,
  correct_percent: jsonNumber.nullable(),
  top_wrong_option: z.object({ text: z.string(), percent: jsonNumber }).nullable(),
});

const attemptsSchema = z.object({ attempts: jsonCount, pass_percent: jsonNumber.nullable() });

const quizStatisticsSchema = attemptsSchema.extend({
  module_id: z.string(),
  module_number: jsonCount,
  module_title: z.string(),
});

export type QuestionStatistics = z.output<typeof questionStatisticsSchema>;
export type QuizStatistics = z.output<typeof quizStatisticsSchema>;

export interface CourseStatistics {
  questions: PagedList<QuestionStatistics>;
  quizzes: QuizStatistics[];
  /** The simulado's submitted attempts and pass rate; null when the course has none. */
  practiceExam: z.output<typeof attemptsSchema> | null;
}

export function parseCourseStatistics(data: unknown): CourseStatistics {
  const { quizzes, practice_exam, ...page } = parseRpcResult(
    'get_question_statistics',
    z
      .object({ quizzes: z.array(quizStatisticsSchema), practice_exam: attemptsSchema.nullable() })
      .passthrough(),
    data,
  );
  return {
    questions: parsePagedList('get_question_statistics', questionStatisticsSchema, page),
    quizzes,
    practiceExam: practice_exam,
  };
}

export async function getQuestionStatistics(courseId: string, page: number): Promise<CourseStatistics> {
  return callRpc(
    'get_question_statistics',
    { p_course_id: courseId, p_page: page, p_page_size: PAGE_SIZE },
    parseCourseStatistics,
  );
}

export const questionStatisticsQueryOptions = (courseId: string, page: number) =>
  pagedQueryOptions([...assessmentsKey(courseId), 'statistics', page] as const, () =>
    getQuestionStatistics(courseId, page),
  );

export function useQuestionStatistics(courseId: string, page: number) {
  return useQuery(questionStatisticsQueryOptions(courseId, page));
}
