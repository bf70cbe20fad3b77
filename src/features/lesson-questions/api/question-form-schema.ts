import { z } from 'zod';
import { QUESTION_BODY_MAX, QUESTION_TITLE_MAX, questionMessages } from './question-messages';

const trimmed = z.string().transform((text) => text.trim());

/** A question's title and text, with the rules the database applies. */
export const questionFormSchema = z.object({
  title: trimmed.pipe(
    z.string().min(1, questionMessages.titleRequired).max(QUESTION_TITLE_MAX, questionMessages.titleTooLong),
  ),
  body: trimmed.pipe(
    z.string().min(1, questionMessages.bodyRequired).max(QUESTION_BODY_MAX, questionMessages.bodyTooLong),
  ),
});

export type QuestionFormValues = z.input<typeof questionFormSchema>;
export type QuestionValues = z.output<typeof questionFormSchema>;
