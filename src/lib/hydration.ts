// The public pages arrive as prerendered HTML (scripts/prerender.mjs) and React hydrates them: its
// first render in the browser must produce exactly the HTML the build produced. What the build
// could not know (who is signed in, a search in the URL) is read only once hydration is over.
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { hasStoredSession } from './auth-storage';

/** Id of the JSON script (type="application/json", never executed) holding a prerendered page's data. */
export const PRERENDER_STATE_ID = 'trilha-prerender-state';

/** What the build embeds in a prerendered page. */
export interface PrerenderState {
  /** The path the HTML was rendered for. */
  path: string;
  /** The React Query cache the page was rendered with (read again in the browser: hydratePrerenderedQueries). */
  queries: DehydratedState;
  /**
   * What the matched routes' loaders returned at build time, by route id: the browser's router
   * starts from it instead of running them again before its first render.
   */
  loaderData: Record<string, unknown>;
}

/** The attribute <html> carries once the app has hydrated (or rendered) its first screen. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks <html> as hydrated: the page answers clicks (tests and tools wait for the mark). */
export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

const subscribeToNothing = () => () => {};

/**
 * true while React renders on the server or hydrates prerendered HTML, false afterwards (React
 * renders again at once with the browser's values) and in a client-only render.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * true while hydrating a prerendered page in a browser that has a session stored: the page shows
 * the visitor's data of the build, and the viewer's own reads follow at once, so a query that
 * reads per viewer does not refresh the visitor's copy meanwhile (`enabled: !…`).
 */
export function useIsHydratingForSession(): boolean {
  return useIsHydrating() && hasStoredSession();
}

/** The embedded state of a prerendered page, or null on a client-only page (or malformed data). */
export function readPrerenderState(document: Document): PrerenderState | null {
  const element = document.getElementById(PRERENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<PrerenderState>;
    if (typeof state.path !== 'string' || !state.queries || !Array.isArray(state.queries.queries))
      return null;
    if (!state.loaderData || typeof state.loaderData !== 'object') return null;
    return { path: state.path, queries: state.queries, loaderData: state.loaderData };
  } catch {
    return null;
  }
}

/**
 * Puts a prerendered page's data into the cache, and reads each query again once its component is
 * hydrated (its first observer has subscribed), in a task of its own, so that an edit made since
 * the build shows at once. Marked stale instead, a query would refetch inside the effect that
 * subscribes its component, and the changed fetch status would make React render the page again
 * at once, synchronously: on /courses and /course/aws, Lighthouse mobile's total blocking time
 * went from 24–127 ms to 0–94 ms without that render.
 */
export function hydratePrerenderedQueries(queryClient: QueryClient, state: DehydratedState) {
  // The build dehydrates only the queries it read successfully (dehydrate's default), so each is
  // its data: set as read now, not stale. setQueryData, not React Query's hydrate(), which also
  // restores pending queries and mutations the page never has, on every visitor's first load.
  const now = Date.now();
  for (const query of state.queries)
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: now });
  const waiting = new Set(state.queries.map((query) => query.queryHash));
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || !waiting.delete(event.query.queryHash)) return;
    const { queryKey } = event.query;
    // Only while a component still shows it: a page that moved on to another key in the meantime
    // (a signed-in viewer's own read) would otherwise read the visitor's copy again for nothing.
    setTimeout(() => void queryClient.refetchQueries({ queryKey, exact: true, type: 'active' }), 0);
    if (waiting.size === 0) unsubscribe();
  });
}
