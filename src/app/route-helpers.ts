// How a route of the table (src/app/router.tsx) gets its screen, its loader and its guard.
// docs/architecture.md, "The data path".
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { RouteModule, RouteReadsModule } from './route-module';

export interface AppRouteOptions {
  /** The cache every loader fills and every screen reads. */
  queryClient: QueryClient;
  /**
   * true at build time: a page is rendered once its loader's reads are in. In the browser a loader
   * starts its reads and lets the screen render at once, with its own loading and error states
   * (docs/architecture.md, "Loaders in the browser").
   */
  waitForData: boolean;
}

/** The helpers, bound to one query cache and one way of loading (the browser's or the build's). */
export function routeHelpers({ queryClient, waitForData }: AppRouteOptions) {
  const loaderOf =
    (loadReads: () => Promise<RouteReadsModule>): LoaderFunction =>
    async ({ params, request }) => {
      const { reads } = await loadReads();
      const done = reads({ queryClient, params, url: new URL(request.url) });
      if (waitForData) await done;
      // A failed read is the screen's to show (its own error state, with 'Tentar novamente').
      else done.catch(() => undefined);
      return null;
    };

  /**
   * A screen: its component, a lazy chunk; and, for a screen that reads data, its loader, the
   * `reads` of the sibling `<screen>-reads.ts` chunk. The loader is the route's own (not one the
   * lazy chunk brings), so React Router runs it at once, beside the screen's download: the reads
   * start with the navigation (docs/architecture.md, "Loaders: one style for every screen"). A prerendered page hydrates with
   * the build's loader data, so its loader (and its chunk) does not run on that first load.
   */
  const screen = (
    load: () => Promise<RouteModule>,
    loadReads?: () => Promise<RouteReadsModule>,
  ): Pick<RouteObject, 'lazy' | 'loader'> => ({
    lazy: async () => ({ Component: (await load()).default }),
    ...(loadReads && { loader: loaderOf(loadReads) }),
  });

  // The guards of the signed-in screens load with those screens (in parallel, as React Router asks
  // for every lazy route of a match at once): a visitor on a public page never downloads them.
  const guard = (
    name: 'RequireAuth' | 'RequireAuthOpenToDeactivated' | 'RequireAdmin' | 'RequireAuthor',
  ) => ({
    lazy: { Component: async () => (await import('./routes/guards'))[name] },
  });

  return { screen, guard };
}
