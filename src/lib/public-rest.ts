// A light read-only PostgREST client for the public pages: a plain fetch with the publishable
// key (and the visitor's token when signed in), so the first paint does not need supabase-js.
import { env } from '@/config/env';
import { readStoredAccessToken } from './auth-storage';

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

async function request(pathAndQuery: string, token: string | null, signal?: AbortSignal) {
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

/** GET /rest/v1/{pathAndQuery}, e.g. `courses?select=id,title&is_active=eq.true`. */
export async function restGet<T>(pathAndQuery: string, signal?: AbortSignal): Promise<T> {
  const token = readStoredAccessToken();
  let response = await request(pathAndQuery, token, signal);
  // An expired or revoked token must not hide public data: retry as a visitor.
  if (response.status === 401 && token) response = await request(pathAndQuery, null, signal);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new RestError(body.message ?? response.statusText, response.status, body.code);
  }
  return (await response.json()) as T;
}
