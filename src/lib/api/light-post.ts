// The light path's one write: an RPC posted with a plain fetch and the stored session token, so
// that with `keepalive` the browser finishes it after the tab is gone, which supabase-js cannot
// ask for (the player's watch position). Apart from light-fetch.ts: the public pages never post.
import { env } from '@/config/env';
import { readStoredAccessToken } from '@/lib/auth-storage';
import { parseAnswer, type AnswerOf, type AnswerSchema } from './answer';
import type { RpcArgs, RpcName } from './backend';
import { failure } from './light-fetch';

/**
 * POST /rest/v1/rpc/{name} as the signed-in user with a plain fetch: with `keepalive` the browser
 * finishes it after the tab is gone, which supabase-js cannot ask for. null when nobody is signed in.
 */
export async function restPost<Name extends RpcName, Schema extends AnswerSchema>(
  rpc: Name,
  body: RpcArgs<Name>,
  schema: Schema,
  options: { keepalive: boolean },
): Promise<AnswerOf<Schema> | null> {
  const token = readStoredAccessToken();
  if (!token) return null;
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${rpc}`, {
    method: 'POST',
    keepalive: options.keepalive,
    headers: {
      apikey: env.supabasePublishableKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return parseAnswer(`rpc/${rpc}`, schema, await response.json());
}
