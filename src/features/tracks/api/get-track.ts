// One published track as the viewer sees it (get_track, docs/tracks.md): steps with each course's
// hours and lessons, and for someone signed in whether they follow it and may study every course.
// The light REST read carries the recorded session, so the same GET answers both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RestError, restGet } from '@/lib/api/light-fetch';
import { useRestViewer } from '@/lib/auth';
import { useIsHydratingForSession } from '@/lib/hydration';
import { sharedQueryKeys, type Viewer } from '@/lib/shared-query-keys';
import { trackSchema, type Track } from './track-schemas';

/** null: no published track has that slug (the database answers `track_not_found`). */
export async function getTrack(slug: string, signal?: AbortSignal): Promise<Track | null> {
  try {
    return await restGet(`rpc/get_track?p_slug=${encodeURIComponent(slug)}`, trackSchema, signal);
  } catch (error) {
    if (error instanceof RestError && error.message === 'track_not_found') return null;
    throw error;
  }
}

/** `viewer`: the signed-in user's id, or 'visitor' (the prerendered page). */
export const trackQueryOptions = (slug: string, viewer: Viewer) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.tracks.all(), 'track', slug, viewer],
    queryFn: ({ signal }) => getTrack(slug, signal),
  });

export function useTrack(slug: string) {
  const viewer = useRestViewer();
  // As on the course page: hydrating the visitor's prerendered copy with a session stored, the
  // viewer's own read follows at once, so refreshing the visitor's copy would be wasted.
  const hydratingForSession = useIsHydratingForSession();
  return useQuery({
    ...trackQueryOptions(slug, viewer),
    enabled: !hydratingForSession,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
}
