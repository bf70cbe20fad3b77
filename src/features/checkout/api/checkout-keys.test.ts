import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { checkoutProductQueryOptions } from './get-checkout-product';
import { purchaseOfferQueryOptions } from './get-purchase-offer';

const me = 'user-1';
const cached = {
  offer: purchaseOfferQueryOptions(me, 'plan', 'plan-1').queryKey,
  product: checkoutProductQueryOptions('plan', 'plan-1').queryKey,
  othersOffer: purchaseOfferQueryOptions('user-2', 'plan', 'plan-1').queryKey,
};

describe("the checkout's keys", () => {
  it("the offer is the person's own (a reactivation refreshes it), the product is everyone's", async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.all(me))).toEqual(['offer']);
  });
});
