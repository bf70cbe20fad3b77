import { z } from 'zod';
import { ANSWER_BODY_MAX, questionMessages } from './question-messages';

/** An answer's text, with the rules the database applies. */
export const answerFormSchema = z.object({
  body: z
    .string()
    .transform((text) => text.trim())
    .pipe(
      z.string().min(1, questionMessages.answerRequired).max(ANSWER_BODY_MAX, questionMessages.answerTooLong),
    ),
});

export type AnswerFormValues = z.input<typeof answerFormSchema>;
export type AnswerValues = z.output<typeof answerFormSchema>;
