// What the signed-in screens' loaders need: who is signed in, without waiting for supabase-js when
// the app's session record already says so, and a read started by a loader that the screen, once
// mounted, takes for its own opening read. docs/architecture.md, "Loaders of the signed-in screens".
import {
  hashKey,
  type EnsureQueryDataOptions,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { whenAccountKnown, type AppRole } from '@/lib/auth';
import { hasStoredSession, readStoredAccount, readStoredUserId } from '@/lib/auth-storage';

export interface SignedInAccount {
  userId: string;
  role: AppRole | null;
  isActive: boolean;
}

/**
 * The signed-in account: from the session record at once when it knows it, otherwise once the
 * auth provider has read it; null for a visitor (and at build time, which has no session).
 */
export async function signedInAccount(): Promise<SignedInAccount | null> {
  if (!hasStoredSession()) return null;
  const stored = readStoredAccount();
  if (stored) return stored;
  const account = await whenAccountKnown();
  if (account.status !== 'signed-in' || !account.userId) return null;
  return { userId: account.userId, role: account.role, isActive: account.isActive };
}

/** The signed-in user's id, as soon as it is known; null for a visitor. */
export async function signedInUserId(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  return readStoredUserId() ?? (await signedInAccount())?.userId ?? null;
}

// When a loader last asked for each query (by its hash), until the screen's first observer of it.
const askedAt = new Map<string, number>();
const followedCaches = new WeakSet<object>();

/**
 * Whether a screen mounting now reads its query again: not when the data arrived since a loader
 * asked for it on this navigation (that read was the screen's opening read), as usual otherwise.
 * Some screens keep no data fresh (staleTime 0: progress changes elsewhere) and would read again
 * what the loader read a moment before the screen's code was in. Asked for twice per mount (while
 * rendering, then subscribing), so it only reads the mark.
 */
function readsAgainOnMount(query: Query): boolean {
  const asked = askedAt.get(query.queryHash);
  return asked === undefined || query.state.dataUpdatedAt < asked;
}

/** Each mark serves the mount that follows its loader only: it goes once an observer has come. */
function forgetMarksOnceObserved(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  if (followedCaches.has(cache)) return;
  followedCaches.add(cache);
  cache.subscribe((event) => {
    if (event.type !== 'observerAdded') return;
    const hash = event.query.queryHash;
    const mark = askedAt.get(hash);
    // The observer is announced before it decides whether to fetch: forget the mark after that.
    if (mark !== undefined)
      queueMicrotask(() => {
        if (askedAt.get(hash) === mark) askedAt.delete(hash);
      });
  });
}

/**
 * Starts a signed-in screen's read from its loader, with the screen's own query options (the same
 * key, so the screen finds it in the cache or in flight and never makes it twice).
 */
export function startScreenRead<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  forgetMarksOnceObserved(queryClient);
  askedAt.set(hashKey(options.queryKey), Date.now());
  queryClient.setQueryDefaults(options.queryKey, { refetchOnMount: readsAgainOnMount });
  return queryClient.ensureQueryData(options);
}
