// The public pages the build writes as HTML (scripts/prerender.mjs), route by route: which paths,
// the queries each page reads (fetched at build time with the same query options the components
// use, then embedded and hydrated: adding a query to a page is one line in its `queries`), and
// what it says about itself to search engines and link previews. Every pattern must be a route of
// the app's route table (src/app/router.tsx); the build checks it.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import {
  booksHead,
  courseHead,
  coursesHead,
  homeHead,
  pricingHead,
  privacyHead,
  termsHead,
  type PageHead,
} from '@/app/seo/page-heads';
import { booksQueryOptions } from '@/features/books/api/get-books';
import { courseReviewsQueryOptions } from '@/features/reviews/api/get-course-reviews';
import { catalogueLevelsQueryOptions } from '@/features/catalog/api/get-catalogue-levels';
import { courseQueryOptions } from '@/features/catalog/api/get-course';
import { coursesQueryOptions, HOME_COURSE_LIMIT } from '@/features/catalog/api/get-courses';
import { getPublishedCourseSlugs } from '@/features/catalog/api/get-published-course-slugs';
import { searchCoursesQueryOptions, UNFILTERED_CATALOGUE } from '@/features/catalog/api/search-courses';
import { pricingPlansQueryOptions } from '@/features/pricing/api/get-pricing-plans';
import { breadcrumbJsonLd, courseJsonLd, organizationJsonLd } from './structured-data';

/** Prerendered pages are read as a visitor: the HTML is the same for everyone. */
const VISITOR = 'visitor';

// Query options of any data type (each page's list mixes them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PrefetchQuery = FetchQueryOptions<any, any, any, any>;

type Params = Record<string, string>;

export interface PageContext {
  params: Params;
  queryClient: QueryClient;
  /** The site's public origin (VITE_PUBLIC_SITE_URL), e.g. https://trilha.cloud. */
  origin: string;
  /** The absolute address of the brand image (link previews of pages without their own). */
  brandImage: string;
}

export interface PublicRoute {
  /** A path pattern of the route table, e.g. '/course/:slug'. */
  pattern: string;
  /** The parameters of each page of a pattern with parameters (read from the database). */
  entries?: () => Promise<Params[]>;
  /** Other patterns serving the same page (its canonical address stays the first pattern's). */
  aliases?: string[];
  /** The queries the page renders with, fetched before rendering. */
  queries: (params: Params) => PrefetchQuery[];
  /**
   * Queries that need the answer of `queries` first (e.g. what is read by the course's id, known
   * once the course is read by its slug), fetched next.
   */
  dependentQueries?: (context: Pick<PageContext, 'params' | 'queryClient'>) => PrefetchQuery[];
  head: (context: PageContext) => PageHead;
  structuredData: (context: PageContext) => Record<string, unknown>[];
}

const crumb = (head: PageHead) => ({ name: head.title ?? 'Home', path: head.path });

export const publicRoutes: PublicRoute[] = [
  {
    pattern: '/',
    queries: () => [coursesQueryOptions(HOME_COURSE_LIMIT)],
    head: () => homeHead,
    structuredData: ({ origin }) => [organizationJsonLd(origin)],
  },
  {
    pattern: '/courses',
    queries: () => [searchCoursesQueryOptions(UNFILTERED_CATALOGUE), catalogueLevelsQueryOptions()],
    head: () => coursesHead,
    structuredData: ({ origin }) => [breadcrumbJsonLd(origin, [crumb(coursesHead)])],
  },
  {
    pattern: '/course/:slug',
    aliases: ['/courses/:slug'],
    entries: async () => (await getPublishedCourseSlugs()).map((slug) => ({ slug })),
    queries: ({ slug = '' }) => [courseQueryOptions(slug, VISITOR)],
    dependentQueries: ({ params, queryClient }) => [
      courseReviewsQueryOptions(publishedCourse(queryClient, params.slug ?? '').id, 1, VISITOR),
    ],
    head: ({ params, queryClient }) => courseHead(publishedCourse(queryClient, params.slug ?? '')),
    structuredData: ({ params, queryClient, origin, brandImage }) => {
      const course = publishedCourse(queryClient, params.slug ?? '');
      const head = courseHead(course);
      const image = course.image_url ? new URL(course.image_url, `${origin}/`).toString() : brandImage;
      return [
        courseJsonLd(origin, course, head.path, image),
        breadcrumbJsonLd(origin, [crumb(coursesHead), crumb(head)]),
      ];
    },
  },
  {
    pattern: '/books',
    queries: () => [booksQueryOptions()],
    head: () => booksHead,
    structuredData: ({ origin }) => [breadcrumbJsonLd(origin, [crumb(booksHead)])],
  },
  {
    pattern: '/pricing',
    queries: () => [pricingPlansQueryOptions()],
    head: () => pricingHead,
    structuredData: ({ origin }) => [breadcrumbJsonLd(origin, [crumb(pricingHead)])],
  },
  {
    pattern: '/privacidade',
    queries: () => [],
    head: () => privacyHead,
    structuredData: ({ origin }) => [breadcrumbJsonLd(origin, [crumb(privacyHead)])],
  },
  {
    pattern: '/termos',
    queries: () => [],
    head: () => termsHead,
    structuredData: ({ origin }) => [breadcrumbJsonLd(origin, [crumb(termsHead)])],
  },
];

function publishedCourse(queryClient: QueryClient, slug: string) {
  const course = queryClient.getQueryData(courseQueryOptions(slug, VISITOR).queryKey);
  if (!course) throw new Error(`Course ${slug} was listed as published but could not be read.`);
  return course;
}

/** '/course/:slug' with { slug: 'aws' } → '/course/aws'. */
export function fillPattern(pattern: string, params: Params): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}
