// Edge functions (supabase/functions/*), called through supabase-js with the user's session; the
// answer is parsed with the caller's schema like every other backend answer.
import { z } from 'zod';
import { ReasonCodeError } from '@/lib/errors/reason-code-error';
import { loadSupabase } from '@/lib/load-supabase';
import { parseAnswer, type AnswerOf, type AnswerSchema } from './answer';

/** A function's refusal: `{ code }` with a reason code of the error catalogue (docs/errors.md). */
const refusalSchema = z.object({ code: z.string() });

/** The reason code of a function's HTTP answer, or '' for a body without one. */
async function refusalCode(answer: Response): Promise<string> {
  const body = refusalSchema.safeParse(await answer.json().catch(() => null));
  return body.success ? body.data.code : '';
}

/**
 * POSTs `body` to the edge function `name`. A refusal the function answered is thrown as a
 * ReasonCodeError; a network failure as supabase-js reports it.
 */
export async function invokeFunction<Schema extends AnswerSchema>(
  name: string,
  body: Record<string, unknown>,
  schema: Schema,
): Promise<AnswerOf<Schema>> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<unknown>(name, { body });
  if (error) {
    const context: unknown = 'context' in error ? error.context : undefined;
    if (context instanceof Response) throw new ReasonCodeError(await refusalCode(context));
    throw error;
  }
  return parseAnswer(`functions/${name}`, schema, data);
}
