// How a route of the table gets its screen, its loader and its guard: the helpers of the public
// table (src/app/router.tsx) and of the signed-in screens' table (src/app/signed-in-routes.tsx).
// docs/architecture.md, "The data path".
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { RouteModule } from './route-module';

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
    (reads: NonNullable<RouteModule['reads']>): LoaderFunction =>
    async ({ params, request }) => {
      const done = reads({ queryClient, params, url: new URL(request.url) });
      if (waitForData) await done;
      // A failed read is the screen's to show (its own error state, with 'Tentar novamente').
      else done.catch(() => undefined);
      return null;
    };
  const screen = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
    lazy: async () => {
      const { default: Component, reads } = await load();
      return reads ? { Component, loader: loaderOf(reads) } : { Component };
    },
  });
  // The guards of the signed-in screens load with those screens (in parallel, as React Router asks
  // for every lazy route of a match at once): a visitor on a public page never downloads them.
  const guard = (
    name: 'RequireAuth' | 'RequireAuthOpenToDeactivated' | 'RequireAdmin' | 'RequireAuthor',
  ) => ({
    lazy: { Component: async () => (await import('./routes/guards'))[name] },
  });
  // A signed-in screen's loader is a chunk of its own, asked for with the screen's code: its reads
  // start before that code is in (docs/architecture.md, "Loaders of the signed-in screens").
  const signedInScreen = (
    load: () => Promise<RouteModule>,
    loadReads: () => Promise<{ reads: NonNullable<RouteModule['reads']> }>,
  ): Pick<RouteObject, 'lazy'> => ({
    lazy: {
      Component: async () => (await load()).default,
      loader: async () => loaderOf((await loadReads()).reads),
    },
  });

  return { screen, signedInScreen, guard };
}
