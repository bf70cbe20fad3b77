// One page of a course's question bank, searched (prompt, options, explanation) and filtered by
// module by the database (list_course_questions): authors only, with the keys and explanations.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { PAGE_SIZE, type ListPage } from '@/lib/list-params';
import { pagedQueryOptions, parsePagedList, type PagedList } from '@/lib/paged-list';
import { jsonCount } from '@/lib/rpc-json';
import { assessmentsKey } from './keys';

export const authoredOptionSchema = z.object({
  id: z.string(),
  text: z.string(),
  is_correct: z.boolean(),
});

export const authoredQuestionSchema = z.object({
  id: z.string(),
  module_id: z.string().nullable(),
  domain_id: z.string().nullable(),
  kind: z.enum(['single', 'multiple']),
  prompt: z.string(),
  explanation: z.string(),
  lesson_id: z.string().nullable(),
  lesson_second: jsonCount.nullable(),
  options: z.array(authoredOptionSchema),
});

export type AuthoredQuestion = z.output<typeof authoredQuestionSchema>;

export interface QuestionListPage extends ListPage {
  /** Only this module's questions; null for the whole bank. */
  moduleId: string | null;
}

export function parseCourseQuestions(data: unknown): PagedList<AuthoredQuestion> {
  return parsePagedList('list_course_questions', authoredQuestionSchema, data);
}

export async function listCourseQuestions(
  courseId: string,
  { search, page, moduleId }: QuestionListPage,
  pageSize = PAGE_SIZE,
): Promise<PagedList<AuthoredQuestion>> {
  return callRpc(
    'list_course_questions',
    {
      p_course_id: courseId,
      p_search: search,
      p_module_id: moduleId ?? undefined,
      p_page: page,
      p_page_size: pageSize,
    },
    parseCourseQuestions,
  );
}

export const courseQuestionsQueryOptions = (courseId: string, list: QuestionListPage) =>
  pagedQueryOptions([...assessmentsKey(courseId), 'questions', 'page', list] as const, () =>
    listCourseQuestions(courseId, list),
  );

export function useCourseQuestions(courseId: string, list: QuestionListPage) {
  return useQuery(courseQuestionsQueryOptions(courseId, list));
}
