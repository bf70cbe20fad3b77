// The buyer's screens parse the selling RPCs' JSON with these zod schemas (src/features/purchases
// and src/features/checkout): run against the real functions, so a migration that changes an
// answer fails here instead of on screen.
import { describe, expect, it } from 'vitest';
import { parseAnswer } from '@/lib/api/answer';
import { mySubscriptionSchema } from '@/features/purchases/api/get-my-subscription';
import { myOrdersPageSchema } from '@/features/purchases/api/list-my-orders';
import { orderDetailSchema } from '@/features/purchases/api/order-schema';
import { createUser } from '../support/stack';
import {
  createBookForSale,
  createPaidCourse,
  createPlan,
  paymentEvent,
  startOrder,
} from './database/payments-fixtures';

describe("the selling RPCs' answers match the buyer screens' schemas", () => {
  it('get_order and list_my_orders: a course paid in 12x, a book refunded', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const book = await createBookForSale();
    const courseOrder = await startOrder(buyer, 'course', course.courseId, 'card', 12);
    await paymentEvent(courseOrder.id, 'paid');
    const bookOrder = await startOrder(buyer, 'book', book.id, 'boleto');
    await paymentEvent(bookOrder.id, 'paid');
    await paymentEvent(bookOrder.id, 'refunded');

    const order = await buyer.client.rpc('get_order', { p_order_id: courseOrder.id });
    expect(order.error).toBeNull();
    expect(parseAnswer('rpc/get_order', orderDetailSchema, order.data)).toMatchObject({
      id: courseOrder.id,
      product_kind: 'course',
      course_slug: course.slug,
      amount: 297,
      installments: 12,
      installment_amount: 24.75,
      method: 'card',
      status: 'paid',
      has_access: true,
      history: [{ status: 'pending' }, { status: 'paid' }],
    });

    const list = await buyer.client.rpc('list_my_orders', { p_page: 1 });
    expect(list.error).toBeNull();
    const page = parseAnswer('rpc/list_my_orders', myOrdersPageSchema, list.data);
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(page.rows.map((row) => [row.product_kind, row.status, row.can_download])).toEqual([
      ['book', 'refunded', false],
      ['course', 'paid', false],
    ]);
  });

  it('get_my_subscription: none, then the paid plan with its courses', async () => {
    const buyer = await createUser();
    const none = await buyer.client.rpc('get_my_subscription');
    expect(none.error).toBeNull();
    expect(parseAnswer('rpc/get_my_subscription', mySubscriptionSchema.nullable(), none.data)).toBeNull();

    const course = await createPaidCourse({ accessModel: 'plans' });
    const planId = await createPlan({ courseIds: [course.courseId] });
    const order = await startOrder(buyer, 'plan', planId, 'pix');
    await paymentEvent(order.id, 'paid');
    const subscription = await buyer.client.rpc('get_my_subscription');
    expect(subscription.error).toBeNull();
    expect(parseAnswer('rpc/get_my_subscription', mySubscriptionSchema, subscription.data)).toMatchObject({
      plan_id: planId,
      status: 'active',
      has_access: true,
      billing_interval: 'month',
      courses: [{ id: course.courseId, slug: course.slug }],
    });
  });
});
