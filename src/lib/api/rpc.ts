// Postgres functions called through supabase-js (the signed-in screens). The answer is read with
// the caller's schema, or with the feature's parse function (built on parseAnswer) when the screen
// wants it reshaped; the public pages' RPC reads use rest.ts's restGet instead, without supabase-js.
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { parseAnswer, type AnswerOf, type AnswerSchema } from './answer';

type Functions = Database['public']['Functions'];
export type RpcName = keyof Functions;
export type RpcArgs<Name extends RpcName> = Functions[Name]['Args'];

async function request<Name extends RpcName>(name: Name, args: RpcArgs<Name>): Promise<unknown> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc(name, args);
  // The database's refusal is rethrown as is: the screens turn its code into a message.
  if (error) throw error;
  return data;
}

/** Calls `name` and returns its answer parsed with `schema`. */
export async function callRpc<Name extends RpcName, Schema extends AnswerSchema>(
  name: Name,
  args: RpcArgs<Name>,
  schema: Schema,
): Promise<AnswerOf<Schema>>;
/** Calls `name` and returns its answer read by `parse` (a feature's reader built on parseAnswer). */
export async function callRpc<Name extends RpcName, Result>(
  name: Name,
  args: RpcArgs<Name>,
  parse: (data: unknown) => Result,
): Promise<Result>;
export async function callRpc<Name extends RpcName>(
  name: Name,
  args: RpcArgs<Name>,
  read: AnswerSchema | ((data: unknown) => unknown),
): Promise<unknown> {
  const data = await request(name, args);
  return typeof read === 'function' ? read(data) : parseAnswer(`rpc/${name}`, read, data);
}

/**
 * Calls `name` for its effect; its answer (nothing, or a flag the screen does not show) is not
 * read, so only the database's refusal matters.
 */
export async function runRpc<Name extends RpcName>(name: Name, args: RpcArgs<Name>): Promise<void> {
  await request(name, args);
}
