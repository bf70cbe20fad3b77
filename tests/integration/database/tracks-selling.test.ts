// A track sold through the selling model: its own price (an order of kind 'track' whose payment
// grants every course of it) and plan inclusion (plan_tracks) — docs/tracks.md "Selling a track".
import { describe, expect, it } from 'vitest';
import { createUser, sql } from '../../support/stack';
import { createCourse, expectError } from './fixtures';
import { CPF, createPaidCourse, createPlan, hasAccess, paymentEvent, startOrder } from './payments-fixtures';
import { createTrack } from './tracks-fixtures';

async function liveEntitlements(userId: string) {
  const rows = await sql<{ course_id: string }[]>`
    select course_id from public.entitlements
    where user_id = ${userId} and revoked_at is null and course_id is not null
    order by course_id`;
  return rows.map((row) => row.course_id);
}

describe('a track sold at its own price', () => {
  it('denied: a track that is not sold, or not published, cannot be ordered (product_not_for_sale)', async () => {
    const buyer = await createUser();
    const notSold = await createTrack({ courseFixtures: [await createPaidCourse()] });
    const draft = await createTrack({
      courseFixtures: [await createPaidCourse()],
      accessModel: 'paid',
      price: 497,
      published: false,
    });
    for (const trackId of [notSold.trackId, draft.trackId]) {
      const result = await buyer.client.rpc('start_order', {
        p_product_kind: 'track',
        p_product_id: trackId,
        p_method: 'pix',
        p_cpf: CPF,
      });
      expectError(result, 'P0001', 'product_not_for_sale');
    }
    const [{ count } = { count: -1 }] = await sql<{ count: number }[]>`
      select count(*)::integer as count from public.orders where user_id = ${buyer.userId}`;
    expect(count).toBe(0);
  });

  it('allowed: paid, the order opens every course, enrols and follows; a refund takes the courses back', async () => {
    const paid = await createPaidCourse();
    const free = await createCourse();
    const track = await createTrack({ courseFixtures: [paid, free], accessModel: 'paid', price: 497 });
    const buyer = await createUser();

    expectError(
      await buyer.client.rpc('follow_track', { p_track_id: track.trackId }),
      '42501',
      'course_access_required',
    );
    const order = await startOrder(buyer, 'track', track.trackId, 'card', 12);
    expect(order).toMatchObject({
      product_kind: 'track',
      product_title: track.title,
      amount: 497,
      installments: 12,
      installment_amount: 41.42,
      status: 'pending',
    });
    expect(await hasAccess(buyer, paid.courseId)).toBe(false);

    const event = await paymentEvent(order.id, 'paid');
    expect(event.outcome).toBe('applied');
    expect(await liveEntitlements(buyer.userId)).toEqual([paid.courseId, free.courseId].sort());
    expect(await hasAccess(buyer, paid.courseId)).toBe(true);
    const enrolled = await sql<{ course_id: string }[]>`
      select course_id from public.enrollments where user_id = ${buyer.userId} order by course_id`;
    expect(enrolled.map((row) => row.course_id)).toEqual([paid.courseId, free.courseId].sort());
    const progress = await buyer.client.rpc('get_my_track_progress', { p_track_id: track.trackId });
    expect(progress.data).toMatchObject({ following: true, has_access: true });
    const fetched = await buyer.client.rpc('get_order', { p_order_id: order.id });
    expect(fetched.data).toMatchObject({ status: 'paid', has_access: true });

    const again = await buyer.client.rpc('start_order', {
      p_product_kind: 'track',
      p_product_id: track.trackId,
      p_method: 'pix',
      p_cpf: CPF,
    });
    expectError(again, 'P0001', 'already_has_access');

    const refund = await paymentEvent(order.id, 'refunded');
    expect(refund.outcome).toBe('applied');
    expect(await liveEntitlements(buyer.userId)).toEqual([]);
    expect(await hasAccess(buyer, paid.courseId)).toBe(false);
    expect(await hasAccess(buyer, free.courseId)).toBe(true);
    const after = await buyer.client.rpc('get_order', { p_order_id: order.id });
    expect(after.data).toMatchObject({ status: 'refunded', has_access: false });
  });
});

describe('a track included in plans', () => {
  it('denied: a track that is not in the plan models cannot join a plan (track_not_in_plans)', async () => {
    const admin = await createUser({ role: 'administrador' });
    const plan = await createPlan();
    const track = await createTrack({ courseFixtures: [await createPaidCourse()] });
    const result = await admin.client.rpc('save_track', {
      p_track: { id: track.trackId, plan_ids: [plan] },
    });
    expectError(result, 'P0001', 'track_not_in_plans');
    const rows = await sql`select 1 from public.plan_tracks where track_id = ${track.trackId}`;
    expect(rows).toHaveLength(0);
  });

  it('allowed: a subscriber of a plan including the track studies its courses; others do not', async () => {
    const admin = await createUser({ role: 'administrador' });
    const paid = await createPaidCourse({ accessModel: 'paid' });
    const plan = await createPlan();
    const track = await createTrack({ courseFixtures: [paid], accessModel: 'plans' });
    const saved = await admin.client.rpc('save_track', {
      p_track: { id: track.trackId, plan_ids: [plan] },
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ plan_ids: [plan] });
    const page = await createUser().then((user) => user.client.rpc('get_track', { p_slug: track.slug }));
    expect((page.data as { plans: { id: string }[] }).plans.map((item) => item.id)).toEqual([plan]);

    const outsider = await createUser();
    expect(await hasAccess(outsider, paid.courseId)).toBe(false);

    const subscriber = await createUser();
    const order = await startOrder(subscriber, 'plan', plan);
    await paymentEvent(order.id, 'paid');
    expect(await hasAccess(subscriber, paid.courseId)).toBe(true);
    const followed = await subscriber.client.rpc('follow_track', { p_track_id: track.trackId });
    expect(followed.error).toBeNull();
    expect(followed.data).toMatchObject({ following: true, has_access: true, steps_total: 1 });
  });
});
