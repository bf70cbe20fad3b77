// The light path: PostgREST through a plain fetch, without supabase-js.
// - a visitor's first paint (the public pages, the player's outline): restGet, with the
//   publishable key and the visitor's token when signed in;
// - the keepalive RPC post that still finishes while the page unloads: restPost, in
//   light-post.ts (the player's only, so not on the public pages' first load).
// Every answer is parsed with the caller's schema (answer.ts; docs/backend-reads.md).
import { env } from '@/config/env';
import { readStoredAccessToken } from '@/lib/auth-storage';
import { parseAnswer, type AnswerOf, type AnswerSchema } from './answer';
import { object, optional, text, type AnswerIssue } from './light-schema';

export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

function request(pathAndQuery: string, token: string | null, signal?: AbortSignal) {
  const url = `${env.supabaseUrl}/rest/v1/${pathAndQuery}`;
  if (!token) {
    // A visitor's read is a "simple" cross-origin request (key in the query, no custom headers):
    // no CORS preflight, one round trip less on a slow mobile connection.
    const separator = pathAndQuery.includes('?') ? '&' : '?';
    const publicUrl = `${url}${separator}apikey=${encodeURIComponent(env.supabasePublishableKey)}`;
    return fetch(publicUrl, { headers: { Accept: 'application/json' }, signal });
  }
  const headers = {
    apikey: env.supabasePublishableKey,
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  };
  return fetch(url, { headers, signal });
}

/** The table, view or `rpc/name` a path reads, for errors and logs. */
function sourceOf(pathAndQuery: string): string {
  return pathAndQuery.split('?')[0] ?? pathAndQuery;
}

/** PostgREST's error body; any other answer (a proxy's page) keeps only the HTTP status. */
const errorBodySchema = object({ message: optional(text), code: optional(text) });

/** The RestError of a refused request: PostgREST's message and code when it sent them. */
export async function failure(response: Response): Promise<RestError> {
  const issues: AnswerIssue[] = [];
  const body = errorBodySchema.readAnswer(await response.json().catch(() => null), [], issues);
  const { message, code } = issues.length === 0 ? body : {};
  return new RestError(message ?? response.statusText, response.status, code);
}

/** GET /rest/v1/{pathAndQuery} (e.g. `courses?select=id,title&is_active=eq.true`), parsed with `schema`. */
export async function restGet<Schema extends AnswerSchema>(
  pathAndQuery: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<AnswerOf<Schema>> {
  const token = readStoredAccessToken();
  let response = await request(pathAndQuery, token, signal);
  // An expired or revoked token must not hide public data: retry as a visitor.
  if (response.status === 401 && token) response = await request(pathAndQuery, null, signal);
  if (!response.ok) throw await failure(response);
  return parseAnswer(sourceOf(pathAndQuery), schema, await response.json());
}
