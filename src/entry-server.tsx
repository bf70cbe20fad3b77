// The build's server entry (scripts/prerender.mjs builds it with Vite for Node): renders each
// public page (src/app/prerender/public-pages.ts) with the same components, router and query
// options as the browser, with its data fetched first, into the built index.html.
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { pageDocument, scriptJson } from '@/app/prerender/html-document';
import { routeModulePreloads, type BuildManifest } from '@/app/prerender/module-preloads';
import { fillPattern, publicRoutes, type PageContext } from '@/app/prerender/public-pages';
import { AppProvider } from '@/app/provider';
import { appRoutes, AppRoutes, prerenderedRouteHandle } from '@/app/router';
import type { PrerenderState } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';

/** public/og-image.jpg: the link-preview picture of pages without their own. */
export const BRAND_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

export interface PrerenderedPage {
  /** The URL path this document answers, e.g. '/courses/aws'. */
  path: string;
  /** Its canonical path (listed in the sitemap), e.g. '/course/aws'. */
  canonicalPath: string;
  html: string;
}

interface PrerenderOptions {
  /** The built index.html. */
  template: string;
  /** The site's public origin, e.g. https://trilha.cloud. */
  origin: string;
  /** The client build's manifest (dist/.vite/manifest.json): each page preloads its route chunk. */
  manifest: BuildManifest;
  /** The pages' start script (src/app/prerender/start-app.js, minified by scripts/prerender.mjs) and its CSP hash. */
  startApp: { code: string; hash: string };
  onPage?: (path: string) => void;
}

async function renderApp(path: string, queryClient: ReturnType<typeof createQueryClient>) {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient} router={Router}>
        <AppRoutes />
      </AppProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary (the lazy routes) in place: React would otherwise move boundaries
      // bigger than 12.8 KB to the end of the document, swapped in by inline scripts that the
      // Content-Security-Policy blocks and that a browser without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length) throw new AggregateError(errors, `Rendering ${path} failed`);
  if (/<script|<template/.test(html)) throw new Error(`${path} rendered a pending Suspense boundary`);
  return html;
}

/** A query the page rendered without having it fetched first would be a skeleton in the HTML. */
function assertEveryQueryWasFetched(path: string, queryClient: ReturnType<typeof createQueryClient>) {
  const missing = queryClient
    .getQueryCache()
    .findAll()
    // A query keeps the options of the component that built it; `enabled: false` (nobody signed
    // in) is a query the page does not need.
    .filter(
      (query) =>
        query.state.status !== 'success' && (query.options as { enabled?: unknown }).enabled !== false,
    );
  if (missing.length) {
    const keys = missing.map((query) => JSON.stringify(query.queryKey)).join(', ');
    throw new Error(`${path} renders queries that are not in its prerender list (public-pages.ts): ${keys}`);
  }
}

/** Every prerendered document, in the order of publicRoutes. */
export async function prerenderSite({
  template,
  origin,
  manifest,
  startApp,
  onPage,
}: PrerenderOptions): Promise<PrerenderedPage[]> {
  const brandImage = new URL(BRAND_IMAGE.path, `${origin}/`).toString();
  const pages: PrerenderedPage[] = [];
  for (const route of publicRoutes) {
    const modulePreloads = new Map<string, string[]>();
    for (const pattern of [route.pattern, ...(route.aliases ?? [])]) {
      const leaf = matchRoutes(appRoutes, pattern)?.at(-1)?.route;
      if (!leaf || leaf.path === '*') throw new Error(`${pattern} is not a route of src/app/router.tsx`);
      const handle = prerenderedRouteHandle(pattern);
      if (!handle) throw new Error(`${pattern} has no prerendered route handle in src/app/router.tsx`);
      modulePreloads.set(pattern, routeModulePreloads(manifest, handle.module, template));
    }
    const entries = route.entries ? await route.entries() : [{}];
    for (const params of entries) {
      const queryClient = createQueryClient();
      await Promise.all(route.queries(params).map((query) => queryClient.fetchQuery(query)));
      const dependent = route.dependentQueries?.({ params, queryClient }) ?? [];
      await Promise.all(dependent.map((query) => queryClient.fetchQuery(query)));
      const context: PageContext = { params, queryClient, origin, brandImage };
      const head = route.head(context);
      const structuredData = route.structuredData(context);
      const canonicalUrl = new URL(head.path, `${origin}/`).toString();
      const ownImage = head.image ? new URL(head.image, `${origin}/`).toString() : null;
      // The data is old by the time anyone reads the page: the browser reads every query again
      // once its component is hydrated (hydratePrerenderedQueries, src/lib/hydration.ts).
      const queries = dehydrate(queryClient);
      for (const pattern of [route.pattern, ...(route.aliases ?? [])]) {
        const path = fillPattern(pattern, params);
        const appHtml = await renderApp(path, queryClient);
        assertEveryQueryWasFetched(path, queryClient);
        const state: PrerenderState = { path, queries };
        pages.push({
          path,
          canonicalPath: head.path,
          html: pageDocument(template, {
            head,
            canonicalUrl,
            imageUrl: ownImage ?? brandImage,
            imageSize: ownImage ? null : { width: BRAND_IMAGE.width, height: BRAND_IMAGE.height },
            structuredData,
            appHtml,
            stateJson: scriptJson(state),
            modulePreloads: modulePreloads.get(pattern)!,
            startApp,
          }),
        });
        onPage?.(path);
      }
      // Its garbage-collection timers (gcTime) would keep the build's process alive for minutes.
      queryClient.clear();
    }
  }
  return pages;
}
