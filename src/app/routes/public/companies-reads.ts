// The company offer's loader (docs/architecture.md, "Loaders: one style for every screen"): the
// offer, and the calculator's first quote, so the prerendered page already shows a price.
import type { RouteReads } from '@/app/route-module';
import {
  defaultSeatChoice,
  parseProductValue,
  seatOfferQueryOptions,
} from '@/features/company-sales/api/get-seat-offer';
import { seatQuoteQueryOptions } from '@/features/company-sales/api/quote-seats';

export const reads: RouteReads = async ({ queryClient }) => {
  const offer = await queryClient.ensureQueryData(seatOfferQueryOptions());
  const choice = defaultSeatChoice(offer);
  const product = parseProductValue(choice.product);
  // A refused quote is shown by the calculator; it does not fail the page.
  if (product) await queryClient.prefetchQuery(seatQuoteQueryOptions(product.kind, product.id, choice.seats));
};
