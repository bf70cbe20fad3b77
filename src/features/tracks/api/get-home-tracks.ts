// The home page's tracks: the same published list as /trilhas (list_tracks), kept to the four
// fields the hero's tiles show, under a key of its own. Small on purpose: it is part of the home
// page's first load (docs/tracks-ui.md, "The home page").
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { array, nullable, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/rest';
import { keepShownOrder } from '@/lib/keep-shown-order';
import { trackQueryKeys } from '@/lib/public-query-keys';

const homeTrackSchema = object({ slug: text, title: text, target_role: text, exam_code: nullable(text) });
type HomeTrack = Infer<typeof homeTrackSchema>;

export const homeTracksQueryOptions = () =>
  queryOptions({
    queryKey: trackQueryKeys.home(),
    queryFn: ({ signal }) => restGet('rpc/list_tracks', array(homeTrackSchema), signal),
    // A refresh (the read after a prerendered page hydrates) keeps the hero's tiles where and as
    // many as they are: a track published since shows on the next visit, never by pushing the hero
    // down (docs/performance.md, "A refresh moves nothing in view").
    structuralSharing: (shown, fresh) => {
      const previous = shown as HomeTrack[] | undefined;
      const kept = keepShownOrder(previous, fresh as HomeTrack[], (track) => track.slug);
      return replaceEqualDeep(shown, previous?.length ? kept.slice(0, previous.length) : kept);
    },
  });

export function useHomeTracks() {
  return useQuery(homeTracksQueryOptions());
}
