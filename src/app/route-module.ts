// What a screen's module (src/app/routes/**) gives the route table (its component), what its
// sibling `<screen>-reads.ts` gives (the reads its loader makes), and what a page the build writes
// as HTML says about itself.
// docs/architecture.md, "The data path".
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageHead } from '@/app/seo/page-heads';

/** What a loader is given: the app's query cache and the matched route. */
export interface RouteDataContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
}

/**
 * Puts the screen's data into the query cache with the feature's query options
 * (queryClient.ensureQueryData): the same keys the screen's components read, so a read the loader
 * made is never made again by the screen.
 */
export type RouteReads = (context: RouteDataContext) => Promise<unknown>;

/** What the build writes around a prerendered page's HTML, from the data its loader read. */
export interface PageDocument {
  head: (context: RouteDataContext) => PageHead;
  /** JSON-LD objects, given the site's origin and the absolute address of the brand image. */
  structuredData: (
    context: RouteDataContext & { origin: string; brandImage: string },
  ) => Record<string, unknown>[];
}

export interface RouteModule {
  default: ComponentType;
}

/** A screen's `<screen>-reads.ts`: its loader's reads, a chunk of their own. */
export interface RouteReadsModule {
  reads: RouteReads;
}
