// Published tracks (list_tracks, docs/tracks.md): /trilhas and the home page. A GET of a stable
// function through the light REST read, so a visitor's page needs no supabase-js.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { trackSummarySchema } from './track-schemas';

export function getTracks(signal?: AbortSignal) {
  return restGet('rpc/list_tracks', array(trackSummarySchema), signal);
}

export const tracksQueryOptions = () =>
  queryOptions({
    queryKey: [...sharedQueryKeys.tracks.all(), 'list'],
    queryFn: ({ signal }) => getTracks(signal),
  });

export function useTracks() {
  return useQuery(tracksQueryOptions());
}
