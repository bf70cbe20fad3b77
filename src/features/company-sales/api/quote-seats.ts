// A quote of seats (quote_seats): the database's price, the one the order will charge
// (private.seat_price, docs/companies.md). New seats for 12 months, or seats added to a block for
// the days it has left. The light path: the calculator is on a public page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nullable, numeric, object, optional, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import { companySalesKeys } from './company-sales-keys';

const quoteSchema = object({
  product_title: text,
  seats: numeric,
  base_unit_price: numeric,
  discount_percent: numeric,
  unit_price: numeric,
  total: numeric,
  amount: numeric,
  period_months: numeric,
  remaining_fraction: nullable(numeric),
  remaining_days: optional(numeric),
  period_days: optional(numeric),
  period_end: text,
});

export type SeatQuote = Infer<typeof quoteSchema>;

export function quoteSeats(
  kind: string,
  productId: string,
  seats: number,
  blockId: string | null,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    p_product_kind: kind,
    p_product_id: productId,
    p_seats: String(seats),
  });
  if (blockId) query.set('p_seat_block_id', blockId);
  return restGet(`rpc/quote_seats?${query.toString()}`, quoteSchema, signal);
}

export const seatQuoteQueryOptions = (
  kind: string,
  productId: string,
  seats: number,
  blockId: string | null = null,
) =>
  queryOptions({
    queryKey: companySalesKeys.quote(kind, productId, seats, blockId),
    queryFn: ({ signal }) => quoteSeats(kind, productId, seats, blockId, signal),
    // A refusal (below the minimum) is an answer to show, not a failure to retry.
    retry: false,
  });

export function useSeatQuote(
  kind: string | null,
  productId: string | null,
  seats: number | null,
  blockId: string | null = null,
) {
  return useQuery({
    ...seatQuoteQueryOptions(kind ?? '', productId ?? '', seats ?? 0, blockId),
    enabled: Boolean(kind && productId && seats && seats > 0),
    placeholderData: keepPreviousData,
  });
}
