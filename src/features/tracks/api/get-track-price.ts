// What the track costs the signed-in person (get_purchase_offer, docs/payments.md "What the viewer
// already has"): its price less the courses of it they already own, never below R$ 1,00; the same
// figure start_order charges. Read with the light schema: the track page loads no zod.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { restGet } from '@/lib/api/light-fetch';
import { array, nullable, numeric, object, text, type Infer } from '@/lib/api/light-schema';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const trackPriceSchema = object({
  state: text,
  list_amount: nullable(numeric),
  amount: nullable(numeric),
  owned_courses: array(object({ id: text, title: text })),
});

export type TrackPrice = Infer<typeof trackPriceSchema>;

export function getTrackPrice(trackId: string, signal?: AbortSignal): Promise<TrackPrice> {
  return restGet(
    `rpc/get_purchase_offer?p_product_kind=track&p_product_id=${encodeURIComponent(trackId)}`,
    trackPriceSchema,
    signal,
  );
}

export const trackPriceQueryOptions = (userId: string, trackId: string) =>
  queryOptions({
    // Its own key below the checkout's offer: the two reads parse the answer differently.
    queryKey: [...sharedQueryKeys.learner.all(userId), 'purchase-offer', 'track', trackId, 'price'],
    queryFn: ({ signal }) => getTrackPrice(trackId, signal),
  });

/** Only for someone signed in who may still buy the track (`enabled`). */
export function useTrackPrice(userId: string | null, trackId: string, enabled: boolean) {
  return useQuery({ ...trackPriceQueryOptions(userId ?? '', trackId), enabled: enabled && Boolean(userId) });
}
