// The home page's tracks: the same published list as /trilhas (list_tracks), kept to the four
// fields the hero's tiles show, under a key of its own. Small on purpose: it is part of the home
// page's first load (docs/tracks-ui.md, "The home page").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array, nullable, object, text } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const homeTrackSchema = object({ slug: text, title: text, target_role: text, exam_code: nullable(text) });

export const homeTracksQueryOptions = () =>
  queryOptions({
    // A key of its own: four fields, not the list's whole rows.
    queryKey: [...sharedQueryKeys.tracks.all(), 'home'],
    queryFn: ({ signal }) => restGet('rpc/list_tracks', array(homeTrackSchema), signal),
  });

export function useHomeTracks() {
  return useQuery(homeTracksQueryOptions());
}
