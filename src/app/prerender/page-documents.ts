// What each prerendered page says about itself to search engines and link previews, from the data
// its route's loader read. Named by the page's route handle (src/app/router.tsx) and imported by
// the build only, so none of it reaches the browser.
import type { QueryClient } from '@tanstack/react-query';
import type { PageDocument } from '@/app/route-module';
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
import { companiesHead } from '@/app/seo/company-heads';
import { trackHead, tracksHead } from '@/app/seo/track-heads';
import { courseQueryOptions } from '@/features/catalog/api/get-course';
import { trackQueryOptions } from '@/features/tracks/api/get-track';
import { breadcrumbJsonLd, courseJsonLd, organizationJsonLd, trackJsonLd } from './structured-data';

/** Prerendered pages are read as a visitor: the HTML is the same for everyone. */
const VISITOR = 'visitor';

const crumb = (head: PageHead) => ({ name: head.title ?? 'Home', path: head.path });

/** A page with a fixed head, one step below Home. */
const pageUnderHome = (head: PageHead): PageDocument => ({
  head: () => head,
  structuredData: ({ origin }) => [breadcrumbJsonLd(origin, [crumb(head)])],
});

export const homeDocument: PageDocument = {
  head: () => homeHead,
  structuredData: ({ origin }) => [organizationJsonLd(origin)],
};
export const coursesDocument = pageUnderHome(coursesHead);
export const booksDocument = pageUnderHome(booksHead);
export const pricingDocument = pageUnderHome(pricingHead);
export const privacyDocument = pageUnderHome(privacyHead);
export const termsDocument = pageUnderHome(termsHead);
export const tracksDocument = pageUnderHome(tracksHead);
export const companiesDocument = pageUnderHome(companiesHead);

function publishedCourse(queryClient: QueryClient, slug: string) {
  const course = queryClient.getQueryData(courseQueryOptions(slug, VISITOR).queryKey);
  if (!course) throw new Error(`Course ${slug} was listed as published but could not be read.`);
  return course;
}

export const courseDocument: PageDocument = {
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
};

function publishedTrack(queryClient: QueryClient, slug: string) {
  const track = queryClient.getQueryData(trackQueryOptions(slug, VISITOR).queryKey);
  if (!track) throw new Error(`Track ${slug} was listed as published but could not be read.`);
  return track;
}

export const trackDocument: PageDocument = {
  head: ({ params, queryClient }) => trackHead(publishedTrack(queryClient, params.slug ?? '')),
  structuredData: ({ params, queryClient, origin, brandImage }) => {
    const track = publishedTrack(queryClient, params.slug ?? '');
    const head = trackHead(track);
    const image = track.image_url ? new URL(track.image_url, `${origin}/`).toString() : brandImage;
    return [
      ...trackJsonLd(origin, track, head.path, image),
      breadcrumbJsonLd(origin, [crumb(tracksHead), crumb(head)]),
    ];
  },
};

/** Every published course, by its slug: the course pages the build writes. */
export async function publishedCoursePaths() {
  const { getPublishedCourseSlugs } = await import('@/features/catalog/api/get-published-course-slugs');
  return (await getPublishedCourseSlugs()).map((slug) => ({ slug }));
}

/** Every published track, by its slug: the track pages the build writes. */
export async function publishedTrackPaths() {
  const { getTracks } = await import('@/features/tracks/api/get-tracks');
  return (await getTracks()).map((track) => ({ slug: track.slug }));
}
