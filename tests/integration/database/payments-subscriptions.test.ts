// Subscriptions: every included course while paid, until the period end after a cancellation,
// 3 days of grace after a failed renewal, nothing once expired; renewals are paid plan orders;
// replays and late events change nothing.
import { describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { expectError } from './fixtures';
import {
  createPaidCourse,
  createPlan,
  hasAccess,
  paymentEvent,
  readableLessons,
  startOrder,
  subscriptionEvent,
} from './payments-fixtures';

async function subscriber(options: { interval?: 'month' | 'year' } = {}) {
  const student = await createUser();
  const [planOnly, both] = await Promise.all([
    createPaidCourse({ accessModel: 'plans' }),
    createPaidCourse({ accessModel: 'paid_or_plans' }),
  ]);
  const plan = await createPlan({
    courseIds: [planOnly.courseId, both.courseId],
    amount: options.interval === 'year' ? 479 : 49.9,
    interval: options.interval ?? 'month',
  });
  const order = await startOrder(student, 'plan', plan);
  await paymentEvent(order.id, 'paid');
  return { student, plan, order, subscriptionId: order.subscription_id!, courses: [planOnly, both] };
}

async function accessToAll(student: TestUser, courseIds: string[]) {
  return Promise.all(courseIds.map((id) => hasAccess(student, id)));
}

async function mySubscription(student: TestUser) {
  const { data, error } = await student.client.rpc('get_my_subscription');
  expect(error).toBeNull();
  return data as Record<string, unknown> | null;
}

describe('a subscription gives every included course while it is paid', () => {
  it('active: every included course opens and can be enrolled in; the next charge is the period end', async () => {
    const { student, courses } = await subscriber();
    expect(
      await accessToAll(
        student,
        courses.map((c) => c.courseId),
      ),
    ).toEqual([true, true]);
    for (const course of courses) {
      expect(
        (await student.client.rpc('enroll_in_course', { p_course_id: course.courseId })).error,
      ).toBeNull();
      expect(await readableLessons(student, course.courseId)).toHaveLength(3);
    }
    const mine = await mySubscription(student);
    expect(mine).toMatchObject({ status: 'active', effective_status: 'active', has_access: true });
    expect(mine!.next_charge_at).toBe(mine!.current_period_end);
    expect((mine!.courses as unknown[]).length).toBe(2);
  });

  it('a yearly plan runs a year', async () => {
    const { subscriptionId } = await subscriber({ interval: 'year' });
    const [row] = await sql<{ days: number }[]>`
      select round(extract(epoch from current_period_end - started_at) / 86400)::int as days
      from public.subscriptions where id = ${subscriptionId}`;
    expect([365, 366]).toContain(row!.days);
  });

  it('canceled: access until the period end, then nothing', async () => {
    const { student, subscriptionId, courses } = await subscriber();
    const canceled = await subscriptionEvent(subscriptionId, 'canceled');
    expect(canceled.subscription).toMatchObject({
      status: 'canceled',
      has_access: true,
      next_charge_at: null,
    });
    expect(
      await accessToAll(
        student,
        courses.map((c) => c.courseId),
      ),
    ).toEqual([true, true]);

    await sql`update public.subscriptions set current_period_end = now() - interval '1 minute' where id = ${subscriptionId}`;
    expect(
      await accessToAll(
        student,
        courses.map((c) => c.courseId),
      ),
    ).toEqual([false, false]);
    expect(await mySubscription(student)).toMatchObject({ effective_status: 'expired', has_access: false });
    expect(await readableLessons(student, courses[0]!.courseId)).toEqual([]);
  });

  it('past_due: 3 days of grace after a failed renewal, then nothing', async () => {
    const { student, subscriptionId, courses } = await subscriber();
    await sql`update public.subscriptions set current_period_end = now() - interval '1 hour' where id = ${subscriptionId}`;
    // Without the failure reported the paid period is simply over.
    expect(await hasAccess(student, courses[0]!.courseId)).toBe(false);

    const failed = await subscriptionEvent(subscriptionId, 'payment_failed');
    expect(failed.subscription).toMatchObject({ status: 'past_due', has_access: true });
    const [grace] = await sql<{ hours: number }[]>`
      select round(extract(epoch from grace_until - last_event_at) / 3600)::int as hours
      from public.subscriptions where id = ${subscriptionId}`;
    expect(grace!.hours).toBe(72);
    expect(
      await accessToAll(
        student,
        courses.map((c) => c.courseId),
      ),
    ).toEqual([true, true]);

    await sql`update public.subscriptions set grace_until = now() - interval '1 minute' where id = ${subscriptionId}`;
    expect(
      await accessToAll(
        student,
        courses.map((c) => c.courseId),
      ),
    ).toEqual([false, false]);
    expect(await mySubscription(student)).toMatchObject({ status: 'past_due', effective_status: 'expired' });
  });

  it('a renewal after the grace started pays the next period: a paid plan order and access again', async () => {
    const { student, plan, subscriptionId, courses } = await subscriber();
    await subscriptionEvent(subscriptionId, 'payment_failed');
    const renewed = await subscriptionEvent(subscriptionId, 'renewed', {
      amount: 49.9,
      paymentId: `r-${subscriptionId}`,
    });
    expect(renewed.subscription).toMatchObject({ status: 'active', grace_until: null, has_access: true });
    const orders = await sql<{ status: string; amount: number; method: string }[]>`
      select status, amount::float as amount, method from public.orders
      where subscription_id = ${subscriptionId} order by created_at`;
    expect(orders).toEqual([
      { status: 'paid', amount: 49.9, method: 'pix' },
      { status: 'paid', amount: 49.9, method: 'pix' },
    ]);
    const [row] = await sql<{ product_id: string }[]>`
      select product_id from public.orders where provider_payment_id = ${`r-${subscriptionId}`}`;
    expect(row!.product_id).toBe(plan);
    expect(await hasAccess(student, courses[0]!.courseId)).toBe(true);
  });

  it('expired: nothing, and no later event brings it back', async () => {
    const { student, subscriptionId, courses } = await subscriber();
    expect((await subscriptionEvent(subscriptionId, 'expired')).subscription).toMatchObject({
      status: 'expired',
      has_access: false,
    });
    expect(
      await accessToAll(
        student,
        courses.map((c) => c.courseId),
      ),
    ).toEqual([false, false]);
    expect((await subscriptionEvent(subscriptionId, 'renewed', { amount: 49.9 })).outcome).toBe('stale');
    expect(await hasAccess(student, courses[0]!.courseId)).toBe(false);
    expectError(
      await student.client.rpc('enroll_in_course', { p_course_id: courses[0]!.courseId }),
      '42501',
      'course_access_required',
    );
  });
});

describe('subscription events', () => {
  it('replay ×50 of a renewal: one order, one extension', async () => {
    const { subscriptionId } = await subscriber();
    const [before] = await sql<{ end: Date }[]>`
      select current_period_end as end from public.subscriptions where id = ${subscriptionId}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        subscriptionEvent(subscriptionId, 'renewed', {
          amount: 49.9,
          eventId: `renew-${subscriptionId}`,
          paymentId: `renew-pay-${subscriptionId}`,
        }),
      ),
    );
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    expect(await sql`select 1 from public.orders where subscription_id = ${subscriptionId}`).toHaveLength(2);
    const [after] = await sql<{ days: number }[]>`
      select round(extract(epoch from current_period_end - ${before!.end}::timestamptz) / 86400)::int as days
      from public.subscriptions where id = ${subscriptionId}`;
    expect(after!.days).toBeGreaterThanOrEqual(28);
    expect(after!.days).toBeLessThanOrEqual(31);
  });

  it('a renewal with another amount grants nothing', async () => {
    const { subscriptionId } = await subscriber();
    const answer = await subscriptionEvent(subscriptionId, 'renewed', { amount: 1 });
    expect(answer.outcome).toBe('amount_mismatch');
    expect(await sql`select 1 from public.orders where subscription_id = ${subscriptionId}`).toHaveLength(1);
  });

  it('out of order: a failure older than the last event changes nothing', async () => {
    const { student, subscriptionId, courses } = await subscriber();
    await subscriptionEvent(subscriptionId, 'renewed', { amount: 49.9 });
    const old = new Date(Date.now() - 86_400_000).toISOString();
    expect((await subscriptionEvent(subscriptionId, 'payment_failed', { occurredAt: old })).outcome).toBe(
      'stale',
    );
    expect(await sql`select status from public.subscriptions where id = ${subscriptionId}`).toEqual([
      { status: 'active' },
    ]);
    expect(await hasAccess(student, courses[0]!.courseId)).toBe(true);
  });

  it('a second checkout of the same plan is refused while subscribed', async () => {
    const { student, plan } = await subscriber();
    expectError(
      await student.client.rpc('start_order', {
        p_product_kind: 'plan',
        p_product_id: plan,
        p_method: 'pix',
        p_cpf: '52998224725',
      }),
      'P0001',
      'already_subscribed',
    );
  });

  it('a student reads their own subscription only', async () => {
    const [{ subscriptionId }, other] = await Promise.all([subscriber(), createUser()]);
    expect((await other.client.from('subscriptions').select('id').eq('id', subscriptionId)).data).toEqual([]);
    expect(await mySubscription(other)).toBeNull();
  });
});
