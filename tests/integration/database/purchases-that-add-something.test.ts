// A purchase must add something (docs/payments.md "What the viewer already has"): a plan whose
// cancelled subscription still runs is reactivated, not bought again; a plan whose every course
// is already open, a course or a track already owned are refused with their reason codes; a track
// partly owned costs its price less the owned courses, computed by the database; only the
// subscriber reactivates their plan.
import { describe, expect, it } from 'vitest';
import { userMessage } from '@/lib/errors/user-message';
import { createUser, serviceClient, sql, stack, type TestUser } from '../../support/stack';
import { createCourse, expectError } from './fixtures';
import {
  CPF,
  createPaidCourse,
  createPlan,
  hasAccess,
  paymentEvent,
  startOrder,
  subscriptionEvent,
} from './payments-fixtures';
import { createTrack } from './tracks-fixtures';

interface Offer {
  state: string;
  reason: string | null;
  list_amount: number | null;
  amount: number | null;
  owned_courses: { id: string; title: string; price: number }[];
  subscription: { id: string; status: string; current_period_end: string; renewed_by_card: boolean } | null;
}

async function offer(buyer: TestUser, kind: string, id: string): Promise<Offer> {
  const { data, error } = await buyer.client.rpc('get_purchase_offer', {
    p_product_kind: kind,
    p_product_id: id,
  });
  expect(error).toBeNull();
  return data as unknown as Offer;
}

function order(buyer: TestUser, kind: string, id: string, method = 'pix') {
  return buyer.client.rpc('start_order', {
    p_product_kind: kind,
    p_product_id: id,
    p_method: method,
    p_cpf: CPF,
  });
}

async function ordersOf(userId: string) {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::integer as count from public.orders where user_id = ${userId}`;
  return row!.count;
}

async function subscriptionsOf(userId: string) {
  return sql<{ id: string; status: string }[]>`
    select id, status from public.subscriptions where user_id = ${userId} order by created_at`;
}

/** A subscriber whose paid plan was then cancelled (access until the period end). */
async function cancelledSubscriber() {
  const student = await createUser();
  const course = await createPaidCourse({ accessModel: 'plans' });
  const plan = await createPlan({ courseIds: [course.courseId] });
  const first = await startOrder(student, 'plan', plan);
  await paymentEvent(first.id, 'paid');
  const subscriptionId = first.subscription_id!;
  await subscriptionEvent(subscriptionId, 'authorized');
  await subscriptionEvent(subscriptionId, 'canceled');
  return { student, plan, course, subscriptionId };
}

describe('a plan cancelled but still running is reactivated, not bought again', () => {
  it('denied: buying it again is refused with subscription_reactivable, and the checkout knows on arrival', async () => {
    const { student, plan, subscriptionId } = await cancelledSubscriber();
    const before = await ordersOf(student.userId);

    const arrival = await offer(student, 'plan', plan);
    expect(arrival).toMatchObject({
      state: 'reactivable',
      reason: 'subscription_reactivable',
      subscription: { id: subscriptionId, status: 'canceled', renewed_by_card: true },
    });

    const refused = await order(student, 'plan', plan);
    expectError(refused, 'P0001', 'subscription_reactivable');
    expect(userMessage(refused.error, 'x')).toBe(
      'Sua assinatura deste plano foi cancelada, mas segue ativa até o fim do período. Reative-a em vez de comprar de novo.',
    );
    expect(await ordersOf(student.userId)).toBe(before);
    expect(await subscriptionsOf(student.userId)).toEqual([{ id: subscriptionId, status: 'canceled' }]);
  });

  it('allowed: the subscriber reactivates it; it renews again (by the renewal job once the card preapproval was cancelled)', async () => {
    const { student, plan, subscriptionId, course } = await cancelledSubscriber();
    const [before] = await sql<{ current_period_end: Date }[]>`
      select current_period_end from public.subscriptions where id = ${subscriptionId}`;

    const { data, error } = await student.client.rpc('reactivate_subscription', {
      p_subscription_id: subscriptionId,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: subscriptionId,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      provider_subscription_id: null,
      has_access: true,
    });
    const reactivated = data as { next_charge_at: string; current_period_end: string };
    expect(reactivated.next_charge_at).toBe(reactivated.current_period_end);
    expect(new Date(reactivated.current_period_end).getTime()).toBe(before!.current_period_end.getTime());
    expect(await hasAccess(student, course.courseId)).toBe(true);

    // It renews again: the renewal job prepares its Pix before the period end.
    await sql`update public.subscriptions set current_period_end = now() + interval '1 day' where id = ${subscriptionId}`;
    const renewals = await serviceClient().rpc('prepare_subscription_renewals', { p_lead: '3 days' });
    expect(renewals.error).toBeNull();
    expect((renewals.data as { subscription_id: string }[]).map((r) => r.subscription_id)).toContain(
      subscriptionId,
    );

    // Now the plan is simply subscribed: buying it is already_subscribed; it can be cancelled again.
    expect(await offer(student, 'plan', plan)).toMatchObject({
      state: 'subscribed',
      reason: 'already_subscribed',
    });
    expectError(await order(student, 'plan', plan), 'P0001', 'already_subscribed');
    const again = await subscriptionEvent(subscriptionId, 'canceled');
    expect(again).toMatchObject({ outcome: 'applied', subscription: { status: 'canceled' } });
  });

  it('denied: someone else cannot reactivate it (subscription_not_found), an ended or active plan cannot (subscription_not_reactivable)', async () => {
    const { subscriptionId } = await cancelledSubscriber();
    const stranger = await createUser();
    expectError(
      await stranger.client.rpc('reactivate_subscription', { p_subscription_id: subscriptionId }),
      'P0001',
      'subscription_not_found',
    );
    const [row] = await sql<
      { status: string }[]
    >`select status from public.subscriptions where id = ${subscriptionId}`;
    expect(row!.status).toBe('canceled');

    const ended = await cancelledSubscriber();
    await sql`update public.subscriptions set current_period_end = now() - interval '1 minute' where id = ${ended.subscriptionId}`;
    expectError(
      await ended.student.client.rpc('reactivate_subscription', { p_subscription_id: ended.subscriptionId }),
      'P0001',
      'subscription_not_reactivable',
    );
    // Once it ended, the plan can be bought again.
    expect(await offer(ended.student, 'plan', ended.plan)).toMatchObject({
      state: 'available',
      reason: null,
    });

    const active = await cancelledSubscriber();
    expect(
      (
        await active.student.client.rpc('reactivate_subscription', {
          p_subscription_id: active.subscriptionId,
        })
      ).error,
    ).toBeNull();
    expectError(
      await active.student.client.rpc('reactivate_subscription', {
        p_subscription_id: active.subscriptionId,
      }),
      'P0001',
      'subscription_not_reactivable',
    );
  });
});

describe('a purchase that adds nothing is refused', () => {
  it('denied: a plan whose every course is already open (plan_adds_nothing); allowed: one course missing', async () => {
    const student = await createUser();
    const [a, b] = await Promise.all([
      createPaidCourse({ accessModel: 'paid_or_plans' }),
      createPaidCourse({ accessModel: 'paid_or_plans' }),
    ]);
    const plan = await createPlan({ courseIds: [a.courseId, b.courseId] });
    for (const course of [a, b]) {
      await paymentEvent((await startOrder(student, 'course', course.courseId)).id, 'paid');
    }
    const before = await ordersOf(student.userId);

    expect(await offer(student, 'plan', plan)).toMatchObject({
      state: 'adds_nothing',
      reason: 'plan_adds_nothing',
      owned_courses: expect.arrayContaining([
        expect.objectContaining({ id: a.courseId }),
        expect.objectContaining({ id: b.courseId }),
      ]),
    });
    const refused = await order(student, 'plan', plan);
    expectError(refused, 'P0001', 'plan_adds_nothing');
    expect(userMessage(refused.error, 'x')).toBe('Você já tem acesso a todos os cursos deste plano.');
    expect(await ordersOf(student.userId)).toBe(before);
    expect(await subscriptionsOf(student.userId)).toEqual([]);

    // The plan gains a course the person does not have: now it adds something.
    const c = await createPaidCourse({ accessModel: 'plans' });
    await sql`insert into public.plan_courses (plan_id, course_id) values (${plan}, ${c.courseId})`;
    const now = await offer(student, 'plan', plan);
    expect(now).toMatchObject({ state: 'available', reason: null, amount: 49.9 });
    expect(now.owned_courses).toHaveLength(2);
    expect((await order(student, 'plan', plan)).error).toBeNull();
  });

  it('denied: a course or a track already owned (already_has_access); allowed: a stranger buys them', async () => {
    const owner = await createUser();
    const course = await createPaidCourse();
    const other = await createPaidCourse({ price: 197 });
    const track = await createTrack({ courseFixtures: [course, other], accessModel: 'paid', price: 397 });
    await paymentEvent((await startOrder(owner, 'track', track.trackId)).id, 'paid');
    const before = await ordersOf(owner.userId);

    for (const [kind, id] of [
      ['course', course.courseId],
      ['track', track.trackId],
    ] as const) {
      expect(await offer(owner, kind, id)).toMatchObject({ state: 'owned', reason: 'already_has_access' });
      const refused = await order(owner, kind, id);
      expectError(refused, 'P0001', 'already_has_access');
      expect(userMessage(refused.error, 'x')).toBe('Você já tem acesso a este produto.');
    }
    expect(await ordersOf(owner.userId)).toBe(before);

    const stranger = await createUser();
    expect(await offer(stranger, 'course', course.courseId)).toMatchObject({
      state: 'available',
      amount: 297,
    });
    expect(await offer(stranger, 'track', track.trackId)).toMatchObject({ state: 'available', amount: 397 });
    expect((await order(stranger, 'track', track.trackId)).error).toBeNull();
  });

  it('denied: a visitor reads no offer', async () => {
    const { anonClient } = await import('../../support/stack');
    const course = await createPaidCourse();
    const result = await anonClient().rpc('get_purchase_offer', {
      p_product_kind: 'course',
      p_product_id: course.courseId,
    });
    expect(result.error).not.toBeNull();
  });
});

describe('a track partly owned costs what is missing', () => {
  it('the track price less the owned courses, computed by the database and charged by start_order', async () => {
    const student = await createUser();
    const owned = await createPaidCourse({ price: 297 });
    const missing = await createPaidCourse({ price: 197 });
    const free = await createCourse();
    const track = await createTrack({
      courseFixtures: [owned, missing, free],
      accessModel: 'paid',
      price: 397,
    });
    await paymentEvent((await startOrder(student, 'course', owned.courseId)).id, 'paid');

    const arrival = await offer(student, 'track', track.trackId);
    expect(arrival).toMatchObject({
      state: 'available',
      list_amount: 397,
      amount: 100,
      owned_courses: [{ id: owned.courseId, price: 297 }],
    });

    // The browser cannot name an amount: the RPC has no such argument, and the order is at 100.
    const withAmount = await student.client.rpc('start_order', {
      p_product_kind: 'track',
      p_product_id: track.trackId,
      p_method: 'pix',
      p_cpf: CPF,
      p_amount: 1,
    } as never);
    expect(withAmount.error).not.toBeNull();
    const created = await startOrder(student, 'track', track.trackId, 'card', 12);
    expect(created).toMatchObject({ amount: 100, installments: 12, installment_amount: 8.33 });

    // Paid, the track opens every course.
    await paymentEvent(created.id, 'paid');
    expect(await hasAccess(student, missing.courseId)).toBe(true);
  });

  it('never below R$ 1,00; a course open only through a plan, or refunded, does not lower the price', async () => {
    const student = await createUser();
    const expensive = await createPaidCourse({ price: 500 });
    const inPlan = await createPaidCourse({ accessModel: 'paid_or_plans', price: 150 });
    const missing = await createPaidCourse({ price: 50 });
    const track = await createTrack({
      courseFixtures: [expensive, inPlan, missing],
      accessModel: 'paid',
      price: 400,
    });
    const plan = await createPlan({ courseIds: [inPlan.courseId] });
    await paymentEvent((await startOrder(student, 'plan', plan)).id, 'paid');
    expect(await hasAccess(student, inPlan.courseId)).toBe(true);
    expect(await offer(student, 'track', track.trackId)).toMatchObject({ amount: 400, owned_courses: [] });

    const bought = await startOrder(student, 'course', expensive.courseId);
    await paymentEvent(bought.id, 'paid');
    expect(await offer(student, 'track', track.trackId)).toMatchObject({ amount: 1 });
    expect(await startOrder(student, 'track', track.trackId)).toMatchObject({ amount: 1 });

    await paymentEvent(bought.id, 'refunded');
    expect(await offer(student, 'track', track.trackId)).toMatchObject({ amount: 400, owned_courses: [] });
  });
});

describe('through create-checkout, as the checkout calls it', () => {
  async function createCheckout(buyer: TestUser, body: Record<string, unknown>) {
    const { data } = await buyer.client.auth.getSession();
    const response = await fetch(`${stack.url}/functions/v1/create-checkout`, {
      method: 'POST',
      headers: {
        apikey: stack.publishableKey,
        Authorization: `Bearer ${data.session!.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ method: 'pix', installments: 1, cpf: CPF, returnPath: '/pagamento', ...body }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  it('denied: a cancelled plan still running answers 400 subscription_reactivable and opens no order', async () => {
    const { student, plan } = await cancelledSubscriber();
    const before = await ordersOf(student.userId);
    expect(await createCheckout(student, { productKind: 'plan', productId: plan })).toEqual({
      status: 400,
      json: { code: 'subscription_reactivable' },
    });
    expect(await ordersOf(student.userId)).toBe(before);
  });

  it("allowed: a track partly owned is checked out at the database's price, whatever the body says", async () => {
    const student = await createUser();
    const owned = await createPaidCourse({ price: 297 });
    const missing = await createPaidCourse({ price: 197 });
    const track = await createTrack({ courseFixtures: [owned, missing], accessModel: 'paid', price: 397 });
    await paymentEvent((await startOrder(student, 'course', owned.courseId)).id, 'paid');
    const result = await createCheckout(student, {
      productKind: 'track',
      productId: track.trackId,
      amount: 1,
      price: 1,
    });
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    expect(result.json).toMatchObject({ amount: 100, method: 'pix' });
  });
});
