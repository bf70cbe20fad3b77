// The answers of the question RPCs (contract at the top of
// supabase/migrations/20261126010100_lesson_questions.sql), parsed with zod.
import { z } from 'zod';
import { parsePagedList, type PagedList } from '@/lib/paged-list';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';

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

export const QUESTION_ORDERS = ['recentes', 'votadas'] as const;
export type QuestionOrder = (typeof QUESTION_ORDERS)[number];

export const questionListSchema = z.object({
  total: jsonCount,
  page: jsonCount.pipe(z.number().positive()),
  page_size: jsonCount.pipe(z.number().positive()),
  order: z.enum(QUESTION_ORDERS),
  can_ask: z.boolean(),
  can_moderate: z.boolean(),
  rows: z.array(questionSummarySchema),
});

export type QuestionList = z.output<typeof questionListSchema>;

/** A whole question (the thread, and the answer of ask/edit). */
export const questionSchema = questionSummarySchema.omit({ excerpt: true }).extend({
  lesson_id: z.string().min(1),
  course_id: z.string().min(1),
  body: z.string(),
  resolved_at: timestamp.nullable(),
});

export type Question = z.output<typeof questionSchema>;

export const answerSchema = z.object({
  id: z.string().min(1),
  question_id: z.string().min(1),
  body: z.string(),
  author_name: z.string(),
  /** 'Resposta do professor': decided by the database when the answer was written. */
  is_teacher: z.boolean(),
  is_mine: z.boolean(),
  is_hidden: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

export type Answer = z.output<typeof answerSchema>;

export interface QuestionThread {
  question: Question;
  canModerate: boolean;
  answers: PagedList<Answer>;
}

const threadSchema = z.object({ question: questionSchema, can_moderate: z.boolean(), answers: z.unknown() });

export function parseQuestionList(data: unknown): QuestionList {
  return parseRpcResult('list_lesson_questions', questionListSchema, data);
}

export function parseQuestionThread(data: unknown): QuestionThread {
  const thread = parseRpcResult('get_question_thread', threadSchema, data);
  return {
    question: thread.question,
    canModerate: thread.can_moderate,
    answers: parsePagedList('get_question_thread', answerSchema, thread.answers),
  };
}

export const parseQuestion = (rpc: string, data: unknown) => parseRpcResult(rpc, questionSchema, data);
export const parseAnswer = (rpc: string, data: unknown) => parseRpcResult(rpc, answerSchema, data);
