// Edge functions (supabase/functions/*), called through supabase-js with the user's session; the
// answer is parsed with the caller's schema like every other backend answer.
import { loadSupabase } from '@/lib/load-supabase';
import { parseAnswer, type AnswerOf, type AnswerSchema } from './answer';

/** POSTs `body` to the edge function `name`; its refusal is rethrown as supabase-js reports it. */
export async function invokeFunction<Schema extends AnswerSchema>(
  name: string,
  body: Record<string, unknown>,
  schema: Schema,
): Promise<AnswerOf<Schema>> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<unknown>(name, { body });
  if (error) throw error;
  return parseAnswer(`functions/${name}`, schema, data);
}
