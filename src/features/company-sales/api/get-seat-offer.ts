// The public seat offer (list_seat_offer, docs/companies.md): the tiers and the products sold as
// seats with their price per seat for 12 months. Read on the light path: /empresas is a public,
// prerendered page, and a visitor's first paint carries no supabase-js.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array, nullable, numeric, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import { companySalesKeys } from './company-sales-keys';

export const SEAT_PRODUCT_KINDS = ['plan', 'track', 'course'] as const;
export type SeatProductKind = (typeof SEAT_PRODUCT_KINDS)[number];

const offerSchema = object({
  tiers: array(object({ min_seats: numeric, max_seats: nullable(numeric), discount_percent: numeric })),
  products: array(
    object({
      kind: text,
      id: text,
      title: text,
      billing_interval: nullable(text),
      base_unit_price: numeric,
    }),
  ),
});

export type SeatOffer = Infer<typeof offerSchema>;
export type SeatTier = SeatOffer['tiers'][number];
export type SeatProduct = SeatOffer['products'][number];

export function getSeatOffer(signal?: AbortSignal): Promise<SeatOffer> {
  return restGet('rpc/list_seat_offer', offerSchema, signal);
}

export const seatOfferQueryOptions = () =>
  queryOptions({ queryKey: companySalesKeys.offer(), queryFn: ({ signal }) => getSeatOffer(signal) });

export function useSeatOffer() {
  return useQuery(seatOfferQueryOptions());
}

/** 'plan:<id>' ↔ the kind and id the page's address and select carry. */
export function productValue(product: { kind: string; id: string }): string {
  return `${product.kind}:${product.id}`;
}

export function parseProductValue(
  value: string | null | undefined,
): { kind: SeatProductKind; id: string } | null {
  const [kind, id] = (value ?? '').split(':');
  if (!kind || !id || !(SEAT_PRODUCT_KINDS as readonly string[]).includes(kind)) return null;
  return { kind: kind as SeatProductKind, id };
}

/** What the calculator starts with: the offer's first product and 10 seats (or the minimum). */
export function defaultSeatChoice(offer: SeatOffer): { product: string; seats: number } {
  const first = offer.products[0];
  return { product: first ? productValue(first) : '', seats: Math.max(10, offer.tiers[0]?.min_seats ?? 1) };
}
