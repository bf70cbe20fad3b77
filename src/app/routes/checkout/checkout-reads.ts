// The checkout's loader, bundled with its screen (the screen's module re-exports it): as a chunk of
// its own it would split the checkout's reads into a third chunk, over the checkout's budget
// (docs/architecture.md, "Loaders: one style for every screen"; docs/performance.md).
import type { RouteReads } from '@/app/route-module';
import { checkoutProductQueryOptions } from '@/features/checkout/api/get-checkout-product';
import { purchaseOfferQueryOptions } from '@/features/checkout/api/get-purchase-offer';
import { couponQuoteQueryOptions, normalizeCouponCode } from '@/features/checkout/api/quote-coupon';
import { readStoredAccount } from '@/lib/auth-storage';
import { AFFILIATE_PARAM, CHECKOUT_KIND_SEGMENTS, COUPON_PARAM } from '@/config/paths';
import { rememberAffiliate } from '@/features/checkout/utils/remembered-affiliate';
import type { ProductKind } from '@/rules/orders';

const kindOfSegment = Object.fromEntries(
  Object.entries(CHECKOUT_KIND_SEGMENTS).map(([kind, segment]) => [segment, kind]),
) as Record<string, ProductKind | undefined>;

/** The product kind a checkout address names: /checkout/{curso|livro|plano|trilha}/{id}. */
export const productKindOfSegment = (segment: string): ProductKind | undefined =>
  Object.hasOwn(kindOfSegment, segment) ? kindOfSegment[segment] : undefined;

/** The product the address names, what this buyer is offered for it and the coupon it carries. */
export const reads: RouteReads = async ({ queryClient, params, url }) => {
  // Before anything else, signed in or not: a visitor sent to sign up first still comes back
  // credited to the link that brought them (docs/affiliates.md).
  rememberAffiliate(url.searchParams.get(AFFILIATE_PARAM));
  const kind = productKindOfSegment(params.kind ?? '');
  const productId = params.productId ?? '';
  if (!kind) return;
  // The session record's account, without supabase-js or the account read: the checkout's code
  // does not wait for them. Not known yet (a first sign-in): the screen reads as it renders.
  const account = readStoredAccount();
  if (!account?.isActive) return;
  const couponCode = normalizeCouponCode(url.searchParams.get(COUPON_PARAM) ?? '');
  await Promise.all([
    queryClient.ensureQueryData(checkoutProductQueryOptions(kind, productId)),
    queryClient.ensureQueryData(purchaseOfferQueryOptions(account.userId, kind, productId)),
    // A refused coupon is an answer the screen shows, not a failed load: prefetched, not ensured.
    couponCode &&
      queryClient.prefetchQuery(couponQuoteQueryOptions(account.userId, kind, productId, couponCode)),
  ]);
};
