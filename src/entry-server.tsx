// The build's server entry (scripts/prerender.mjs builds it with Vite for Node): renders each
// prerendered page of the app's route table (src/app/router.tsx) through React Router's static
// handler, which runs the same lazy routes and loaders as the browser's router, into the built
// index.html, with the query cache the loaders filled.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pageDocument, scriptJson } from '@/app/prerender/html-document';
import { routeModulePreloads, type BuildManifest } from '@/app/prerender/module-preloads';
import { fillPattern, prerenderedRoutes } from '@/app/prerender/prerendered-routes';
import { AppProviders } from '@/app/provider';
import type { RouteDataContext } from '@/app/route-module';
import { createAppRoutes } from '@/app/router';
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

/** The page at `path`, rendered once its routes' loaders have filled the query cache. */
async function renderPage(path: string, origin: string, queryClient: QueryClient) {
  const handler = createStaticHandler(createAppRoutes({ queryClient, waitForData: true }));
  const context = await handler.query(new Request(new URL(path, `${origin}/`)));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) {
    throw new AggregateError(Object.values(context.errors), `The loaders of ${path} failed`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* The router's state travels in the page's JSON state (the CSP allows no inline script). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
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
  return { html, loaderData: context.loaderData };
}

/** A query the page rendered without having it fetched first would be a skeleton in the HTML. */
function assertEveryQueryWasFetched(path: string, queryClient: QueryClient) {
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
    throw new Error(`${path} renders queries its route's loader did not read (its module's reads): ${keys}`);
  }
}

/** Every prerendered document, in the order of the route table. */
export async function prerenderSite({
  template,
  origin,
  manifest,
  startApp,
  onPage,
}: PrerenderOptions): Promise<PrerenderedPage[]> {
  const brandImage = new URL(BRAND_IMAGE.path, `${origin}/`).toString();
  const pages: PrerenderedPage[] = [];
  const routes = createAppRoutes({ queryClient: createQueryClient(), waitForData: true });
  for (const { pattern, handle } of prerenderedRoutes(routes)) {
    const document = await handle.document();
    const modulePreloads = routeModulePreloads(manifest, handle.module, template);
    const entries = handle.paths ? await handle.paths() : [{}];
    for (const params of entries) {
      const path = fillPattern(pattern, params);
      const queryClient = createQueryClient();
      const { html: appHtml, loaderData } = await renderPage(path, origin, queryClient);
      assertEveryQueryWasFetched(path, queryClient);
      const context: RouteDataContext = { queryClient, params, url: new URL(path, `${origin}/`) };
      const head = document.head(context);
      const structuredData = document.structuredData({ ...context, origin, brandImage });
      const canonicalUrl = new URL(head.path, `${origin}/`).toString();
      const ownImage = head.image ? new URL(head.image, `${origin}/`).toString() : null;
      // The data is old by the time anyone reads the page: the browser reads every query again
      // once its component is hydrated (hydratePrerenderedQueries, src/lib/hydration.ts).
      const state: PrerenderState = { path, queries: dehydrate(queryClient), loaderData };
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
          modulePreloads,
          startApp,
        }),
      });
      onPage?.(path);
      // Its garbage-collection timers (gcTime) would keep the build's process alive for minutes.
      queryClient.clear();
    }
  }
  return pages;
}
