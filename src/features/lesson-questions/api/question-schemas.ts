// The answers of the thread and of the question and answer writes (contract at the top of
// supabase/migrations/20261126010100_lesson_questions.sql), parsed with zod; a question builds on
// the list's summary (list-lesson-questions.ts).
import { z } from 'zod';
import { parsePagedList, type PagedList } from '@/lib/paged-list';
import { parseRpcResult } from '@/lib/rpc-json';
import { questionSummarySchema } from './list-lesson-questions';

const timestamp = z.string().min(1);

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
  /** 'Solução': a teacher of the course (or an administrator) marked it (set_answer_solution). */
  is_solution: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

export type Answer = z.output<typeof answerSchema>;

/** An answer as the thread lists it: with whether the caller may set or remove its solution mark. */
export const threadAnswerSchema = answerSchema.extend({ can_mark_solution: z.boolean() });

export type ThreadAnswer = z.output<typeof threadAnswerSchema>;

export interface QuestionThread {
  question: Question;
  canModerate: boolean;
  answers: PagedList<ThreadAnswer>;
}

const threadSchema = z.object({ question: questionSchema, can_moderate: z.boolean(), answers: z.unknown() });

export function parseQuestionThread(data: unknown): QuestionThread {
  const thread = parseRpcResult('get_question_thread', threadSchema, data);
  return {
    question: thread.question,
    canModerate: thread.can_moderate,
    answers: parsePagedList('get_question_thread', threadAnswerSchema, thread.answers),
  };
}

export const parseQuestion = (rpc: string, data: unknown) => parseRpcResult(rpc, questionSchema, data);
export const parseAnswer = (rpc: string, data: unknown) => parseRpcResult(rpc, answerSchema, data);
