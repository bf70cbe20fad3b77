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
  const headers: Record<string, string> = { apikey: env.supabasePublishableKey, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${env.supabaseUrl}/rest/v1/${pathAndQuery}`, { headers, signal });
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
