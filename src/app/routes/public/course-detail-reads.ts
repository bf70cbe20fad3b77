// The course page's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { courseQueryOptions } from '@/features/catalog/api/get-course';
import { enrollmentQueryOptions } from '@/features/enrollment/api/get-enrollment';
import { coursePracticeQueryOptions } from '@/features/practice/api/get-course-practice';
import { courseReviewsQueryOptions } from '@/features/reviews/api/get-course-reviews';
import { courseTracksQueryOptions } from '@/features/tracks/api/get-course-tracks';
import { readStoredUserId } from '@/lib/auth-storage';

/**
 * The course as the page reads it for this viewer (the stored session's user, as useRestViewer
 * names them while the session loads), then, for a visitor on the plain address, the first page
 * of reviews as the reviews section reads it; for a signed-in viewer, their enrolment in it. A
 * signed-in viewer's reviews depend on their own review, which the section reads first.
 */
export const reads: RouteReads = async ({ queryClient, params, url }) => {
  const viewer = readStoredUserId() ?? 'visitor';
  const course = await queryClient.ensureQueryData(courseQueryOptions(params.slug ?? '', viewer));
  if (!course) return;
  // The tracks are public: in the prerendered page, and read beside the rest in the browser.
  const tracks = queryClient.ensureQueryData(courseTracksQueryOptions(course.id));
  // So are the exercises' titles after their lessons (with the viewer's status when signed in).
  const practice = queryClient.ensureQueryData(coursePracticeQueryOptions(viewer, course.id));
  if (viewer === 'visitor') {
    const reviews = url.search
      ? null
      : queryClient.ensureQueryData(courseReviewsQueryOptions(course.id, 1, viewer));
    await Promise.all([reviews, tracks, practice]);
    return;
  }
  await Promise.all([
    queryClient.ensureQueryData(enrollmentQueryOptions(viewer, course.id)),
    tracks,
    practice,
  ]);
};
