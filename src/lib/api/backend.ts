// The one transport of the signed-in screens: supabase-js, loaded on first use, for Postgres
// functions (callRpc, runRpc), table reads and writes (tableClient, readRows), edge functions
// (invokeFunction) and Storage's signed links. Every answer is parsed with the caller's schema
// (answer.ts; docs/backend-reads.md). A visitor's first paint reads through light-fetch.ts instead.
import type { Database } from '@/lib/database.types';
import type { SupabaseClient } from '@/lib/supabase';
import { ReasonCodeError } from '@/lib/errors/reason-code-error';
import { env } from '@/config/env';
import { loadSupabase } from '@/lib/load-supabase';
import { parseAnswer, type AnswerOf, type AnswerSchema } from './answer';

// Postgres functions.
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

// Tables and views.
/** The shared supabase-js client (loaded on first use) for table reads and writes. */
export function tableClient(): Promise<SupabaseClient> {
  return loadSupabase();
}

/** What a supabase-js query resolves to. */
export interface TableAnswer {
  data: unknown;
  error: unknown;
}

/** The rows of a supabase-js read, parsed with `schema` (the error the Data API sent is rethrown). */
export function readRows<Schema extends AnswerSchema>(
  table: string,
  schema: Schema,
  answer: TableAnswer,
): AnswerOf<Schema> {
  if (answer.error) throw answer.error;
  return parseAnswer(table, schema, answer.data);
}

// Edge functions (supabase/functions/*), with the user's session.
/** The reason code of a function's HTTP answer (`{ code }`, docs/errors.md), or '' for a body without one. */
async function refusalCode(answer: Response): Promise<string> {
  const body: unknown = await answer.json().catch(() => null);
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
    ? body.code
    : '';
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

// Private Storage objects, read through a short-lived link a server function signed (docs/payments.md, "E-book links").
// Storage answers that path in two forms: hosted Storage relative to /storage/v1 (`signedURL`),
// the local server relative to the origin (`signedUrl`).
/** The absolute address of a signed path, in either of Storage's two forms. */
export function absoluteSignedUrl(supabaseUrl: string, signedPath: string): string {
  if (/^https?:\/\//.test(signedPath)) return signedPath;
  return signedPath.startsWith('/storage/v1/')
    ? `${supabaseUrl}${signedPath}`
    : `${supabaseUrl}/storage/v1${signedPath}`;
}

/** The signed link of this project's Storage, downloaded under `fileName`. */
export function signedDownloadUrl(signedPath: string, fileName: string): string {
  const url = new URL(absoluteSignedUrl(env.supabaseUrl, signedPath));
  url.searchParams.set('download', fileName);
  return url.toString();
}
