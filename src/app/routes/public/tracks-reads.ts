// The loader of /trilhas and /trilha/{slug}, one module as their screen is (docs/architecture.md,
// "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { trackQueryOptions } from '@/features/tracks/api/get-track';
import { tracksQueryOptions } from '@/features/tracks/api/get-tracks';
import { readStoredUserId } from '@/lib/auth-storage';

/** The list of tracks; or the track as this viewer reads it (the stored session's user, or a visitor at build time). */
export const reads: RouteReads = ({ queryClient, params }) =>
  params.slug === undefined
    ? queryClient.ensureQueryData(tracksQueryOptions())
    : queryClient.ensureQueryData(trackQueryOptions(params.slug, readStoredUserId() ?? 'visitor'));
