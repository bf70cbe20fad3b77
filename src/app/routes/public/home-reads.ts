// The home page's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { coursesQueryOptions, HOME_COURSE_LIMIT } from '@/features/catalog/api/get-courses';
import { homeTracksQueryOptions } from '@/features/tracks/api/get-home-tracks';

/** The first courses of the catalogue and the tracks, as the home page reads them. */
export const reads: RouteReads = ({ queryClient }) =>
  Promise.all([
    queryClient.ensureQueryData(coursesQueryOptions(HOME_COURSE_LIMIT)),
    queryClient.ensureQueryData(homeTracksQueryOptions()),
  ]);
