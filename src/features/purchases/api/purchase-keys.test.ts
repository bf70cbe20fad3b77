import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { mySubscriptionQueryOptions } from './get-my-subscription';
import { orderQueryOptions } from './get-order';
import { orderReceiptQueryOptions } from './get-order-receipt';
import { myOrdersQueryOptions } from './list-my-orders';

const me = 'user-1';
const cached = {
  ordersPage: myOrdersQueryOptions(me, 1).queryKey,
  order: orderQueryOptions(me, 'order-1').queryKey,
  receipt: orderReceiptQueryOptions(me, 'order-1').queryKey,
  subscription: mySubscriptionQueryOptions(me).queryKey,
  othersOrders: myOrdersQueryOptions('user-2', 1).queryKey,
};

describe("the purchases' keys", () => {
  it("sit below the person's learner root: a payment confirmed or a reactivation refreshes them", async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.all(me))).toEqual(
      ['order', 'ordersPage', 'receipt', 'subscription'].sort(),
    );
  });
});
