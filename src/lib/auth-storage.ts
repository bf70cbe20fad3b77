// The session lives in localStorage under one fixed key. Reading it synchronously lets
// the first paint know whether someone is signed in without loading supabase-js (~51 KB) first.
export const AUTH_STORAGE_KEY = 'trilha-cloud-auth';

interface StoredSession {
  access_token?: string;
  expires_at?: number;
  user?: { id?: string };
}

function readStoredSession(): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

export function hasStoredSession(): boolean {
  return Boolean(readStoredSession()?.access_token);
}

function readValidStoredSession(nowSeconds: number): StoredSession | null {
  const session = readStoredSession();
  if (!session?.access_token) return null;
  if (session.expires_at && session.expires_at <= nowSeconds + 10) return null;
  return session;
}

/** The stored access token while it is still valid, for light REST reads. */
export function readStoredAccessToken(nowSeconds = Date.now() / 1000): string | null {
  return readValidStoredSession(nowSeconds)?.access_token ?? null;
}

/** The user a light REST read is made as right now: the stored session's user while its token is valid. */
export function readStoredUserId(nowSeconds = Date.now() / 1000): string | null {
  const id = readValidStoredSession(nowSeconds)?.user?.id;
  return typeof id === 'string' && id ? id : null;
}
