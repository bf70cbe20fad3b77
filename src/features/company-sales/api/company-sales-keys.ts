// The query keys of the company sales' reads, beside their query options.
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const companySalesKeys = {
  /** The public offer: tiers and products (list_seat_offer), the same for everyone. */
  offer: () => ['seat-offer'] as const,
  /** A quote of new seats (quote_seats), the same for everyone; of seats added to a block, its gestores'. */
  quote: (kind: string, productId: string, seats: number, blockId: string | null) =>
    ['seat-quote', kind, productId, seats, blockId] as const,
  /** The organisations this person manages (cleared with the person's other reads at sign-out). */
  myOrganisations: (userId: string) =>
    [...sharedQueryKeys.learner.all(userId), 'seat-organisations'] as const,
};
