// A question as a student sees it before submitting: its prompt and options, never which option is
// right nor the explanation (the database does not send them until the attempt is graded).
import { z } from 'zod';
import { jsonCount } from '@/lib/rpc-json';
import { questionKindSchema } from './review-schema';

export const openQuestionSchema = z.object({
  id: z.string(),
  kind: questionKindSchema,
  /** How many options to choose: 1 for 'single', N for 'multiple' ('Escolha N'). */
  choose: jsonCount,
  prompt: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type OpenQuestion = z.output<typeof openQuestionSchema>;
