// What the first paint needs to know about the session, without loading supabase-js (~51 KB):
// whether someone is signed in, and the access token the light REST reads carry. supabase-js keeps
// the session itself in localStorage under AUTH_STORAGE_KEY, in a format of its own; the app keeps
// its own small record beside it (SESSION_RECORD_KEY), written from supabase-js' session events
// (src/lib/auth.tsx) and read here, by the REST reads and by a prerendered page's start script
// (src/app/prerender/start-app.js), and by the signed-in screens' loaders. docs/architecture.md,
// "The session record".
import type { AppRole } from '@/rules/roles';

/** supabase-js' storage key (its `storageKey` option): the session lives there, in its format. */
export const AUTH_STORAGE_KEY = 'trilha-cloud-auth';

/** The app's own record of the session. */
export const SESSION_RECORD_KEY = 'trilha-cloud-session';

/**
 * What the account read last said about the signed-in user: which screen and which reads a
 * signed-in route's loader starts before the account is read again on this load.
 */
export interface StoredAccount {
  role: AppRole | null;
  isActive: boolean;
}

/** The app's record: who is signed in, the access token and when it expires (seconds since 1970). */
export interface SessionRecord {
  userId: string;
  accessToken: string;
  expiresAt: number | null;
  /** Absent until the account of this user has been read once. */
  account?: StoredAccount;
}

/** The parts of a supabase-js Session (its public type) the record keeps. */
interface SessionLike {
  access_token: string;
  expires_at?: number;
  user: { id: string };
}

/** The stored value of a session's record (the e2e fixtures store it the same way). */
export function sessionRecordValue(session: SessionLike): string {
  const record: SessionRecord = {
    userId: session.user.id,
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? null,
  };
  return JSON.stringify(record);
}

function storeRecord(record: SessionRecord | null) {
  try {
    if (record) globalThis.localStorage?.setItem(SESSION_RECORD_KEY, JSON.stringify(record));
    else globalThis.localStorage?.removeItem(SESSION_RECORD_KEY);
  } catch {
    // No storage (a private mode): the app then learns of the session from supabase-js alone.
  }
}

/**
 * Writes the record of the session supabase-js announced, or clears it when there is none. A new
 * token of the same user keeps what the record knew of the account.
 */
export function writeSessionRecord(session: SessionLike | null) {
  if (!session) return storeRecord(null);
  const record = JSON.parse(sessionRecordValue(session)) as SessionRecord;
  const previous = readSessionRecord();
  storeRecord(
    previous?.account && previous.userId === record.userId
      ? { ...record, account: previous.account }
      : record,
  );
}

/** Notes what the account read said, in the record of the same user (none: nothing to note). */
export function writeStoredAccount(userId: string, account: StoredAccount) {
  const record = readSessionRecord();
  if (record?.userId === userId) storeRecord({ ...record, account });
}

const ROLES: readonly (AppRole | null)[] = ['aluno', 'professor', 'administrador', null];
const isRole = (value: unknown): value is AppRole | null => ROLES.includes(value as AppRole | null);

function readSessionRecord(): SessionRecord | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_RECORD_KEY);
    if (!raw) return null;
    const record = JSON.parse(raw) as Partial<SessionRecord> | null;
    if (typeof record?.accessToken !== 'string' || typeof record.userId !== 'string') return null;
    const account = record.account;
    return {
      userId: record.userId,
      accessToken: record.accessToken,
      expiresAt: typeof record.expiresAt === 'number' ? record.expiresAt : null,
      account:
        account && typeof account.isActive === 'boolean' && isRole(account.role)
          ? { role: account.role, isActive: account.isActive }
          : undefined,
    };
  } catch {
    return null;
  }
}

function supabaseKeepsASession(): boolean {
  try {
    return globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * Whether a session may be stored: the app's record says so, or supabase-js holds an entry (a
 * session stored before the record existed, or written by another tool); supabase-js then reads
 * it and the record follows.
 */
export function hasStoredSession(): boolean {
  return readSessionRecord() !== null || supabaseKeepsASession();
}

function readValidRecord(nowSeconds: number): SessionRecord | null {
  const record = readSessionRecord();
  if (!record) return null;
  if (record.expiresAt !== null && record.expiresAt <= nowSeconds + 10) return null;
  return record;
}

/** The stored access token while it is still valid, for light REST reads. */
export function readStoredAccessToken(nowSeconds = Date.now() / 1000): string | null {
  return readValidRecord(nowSeconds)?.accessToken ?? null;
}

/** The user a light REST read is made as right now: the record's user while its token is valid. */
export function readStoredUserId(nowSeconds = Date.now() / 1000): string | null {
  return readValidRecord(nowSeconds)?.userId || null;
}

/**
 * The signed-in user and what their last account read said, while the record's token is valid;
 * null when the record does not know (no record, an expired token, an account not read yet).
 */
export function readStoredAccount(
  nowSeconds = Date.now() / 1000,
): ({ userId: string } & StoredAccount) | null {
  const record = readValidRecord(nowSeconds);
  if (!record?.userId || !record.account) return null;
  return { userId: record.userId, ...record.account };
}
