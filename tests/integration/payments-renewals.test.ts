// Subscription renewals against the local stack and the local stand-in of Mercado Pago: a plan
// paid by card renews through a preapproval (its charges arrive as signed
// subscription_authorized_payment webhooks); a plan paid by Pix renews through the renewal job
// (renew-subscriptions), which opens one Pix order and one reminder per period. Time is moved by
// setting the subscription's dates through SQL (current_period_end, grace_until), never by
// waiting: the job and the access rules read now() against those dates.
import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCourse } from './database/fixtures';
import { sql, stack, takeTurnsWithRenewalJob } from '../support/stack';
import {
  type SignedInUser,
  callFunction,
  functionsUrl,
  paymentStandIn,
  signedInUser,
} from '../support/functions';

// This file's cards and the renewal job's runs never overlap the other file's.
takeTurnsWithRenewalJob();

const VALID_CPF = '52998224725';
const APPROVED_CARD = {
  cardNumber: '5031433215406351',
  cardHolder: 'PESSOA DE TESTE',
  expiry: '12/30',
  cvv: '123',
};

/**
 * The renewal job, as pg_cron calls it: with the service role key. It works on every
 * subscription of the shared test database, so the tests read their own person's rows rather
 * than the job's counts.
 */
async function runRenewalJob() {
  const result = await callFunction(`${functionsUrl}/renew-subscriptions`, {}, stack.secretKey);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  expect(Object.keys(result.json!).sort()).toEqual([
    'amounts_updated',
    'expired',
    'failures',
    'past_due',
    'reminders_sent',
  ]);
  return result.json!;
}

async function planWithCourse(interval: 'month' | 'year' = 'month') {
  const course = await createCourse({ title: 'Curso do plano renovável' });
  await sql`update public.courses set access_model = 'plans' where id = ${course.courseId}`;
  const [plan] = await sql<{ id: string }[]>`
    insert into public.pricing_plans (name, price, cta, cta_link, amount, billing_interval)
    values ('Plano renovável', 'R$ 49,90', 'Assinar', 'https://trilha.cloud/planos', 49.90, ${interval})
    returning id`;
  await sql`insert into public.plan_courses (plan_id, course_id) values (${plan!.id}, ${course.courseId})`;
  return { planId: plan!.id, courseId: course.courseId };
}

async function hasAccess(user: SignedInUser, courseId: string) {
  const { data, error } = await user.client.rpc('has_course_access', { p_course_id: courseId });
  expect(error).toBeNull();
  return data;
}

interface SubscriptionRow {
  id: string;
  status: string;
  current_period_end: Date;
  grace_until: Date | null;
  cancel_at_period_end: boolean;
  provider_subscription_id: string | null;
}

async function subscriptionOf(userId: string) {
  const [row] = await sql<SubscriptionRow[]>`
    select id, status, current_period_end, grace_until, cancel_at_period_end, provider_subscription_id
    from public.subscriptions where user_id = ${userId}`;
  return row!;
}

async function planOrders(userId: string) {
  return sql<
    { id: string; status: string; method: string; amount: string; provider_payment_id: string | null }[]
  >`
    select id, status, method, amount::text, provider_payment_id
    from public.orders where user_id = ${userId} and product_kind = 'plan' order by created_at`;
}

async function checkout(user: SignedInUser, planId: string, method: 'card' | 'pix') {
  const result = await callFunction(
    `${functionsUrl}/create-checkout`,
    {
      productKind: 'plan',
      productId: planId,
      method,
      installments: 1,
      cpf: VALID_CPF,
      returnPath: '/pagamento',
    },
    user.token,
  );
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json as { order_id: string; checkout_url: string; recurring: boolean };
}

/** A card subscriber: the preapproval authorised on the stand-in's page, its first charge paid. */
async function cardSubscriber() {
  const { planId, courseId } = await planWithCourse();
  const user = await signedInUser();
  const started = await checkout(user, planId, 'card');
  expect(started.recurring).toBe(true);
  const preapprovalId = new URL(started.checkout_url).searchParams.get('preapproval_id')!;
  expect(new URL(started.checkout_url).pathname).toBe('/subscriptions/checkout');
  const authorized = await paymentStandIn(`preapprovals/${preapprovalId}/authorize`, APPROVED_CARD);
  expect(authorized.status, JSON.stringify(authorized.json)).toBe(200);
  expect(authorized.json.webhook_status).toEqual([200, 200]);
  return { user, planId, courseId, preapprovalId, orderId: started.order_id };
}

/** A Pix subscriber: the plan's first order paid with a Pix on the stand-in. */
async function pixSubscriber() {
  const { planId, courseId } = await planWithCourse();
  const user = await signedInUser();
  const started = await checkout(user, planId, 'pix');
  expect(started.recurring).toBe(false);
  await payPix(started.checkout_url);
  return { user, planId, courseId, orderId: started.order_id };
}

async function payPix(checkoutUrl: string) {
  const preferenceId = new URL(checkoutUrl).pathname.split('/').at(-1);
  const pix = await paymentStandIn(`checkout/${preferenceId}/pay`, {});
  expect(pix.status, JSON.stringify(pix.json)).toBe(201);
  const approved = await paymentStandIn(`payments/${pix.json.id}/approve`);
  expect(approved.json.webhook_status).toBe(200);
}

const DAY = 86_400_000;

describe('card plans renew through Mercado Pago subscriptions (preapproval)', () => {
  // Limit for 50 webhooks and about 10 other requests,
  // 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('the first charge pays the order; an approved renewal adds a paid order and one more month, once even when its webhook comes 50 times', async () => {
    const { user, courseId, preapprovalId, orderId } = await cardSubscriber();
    const [first] = await planOrders(user.userId);
    expect(first).toMatchObject({ id: orderId, status: 'paid', method: 'card' });
    const subscription = await subscriptionOf(user.userId);
    expect(subscription).toMatchObject({ status: 'active', provider_subscription_id: preapprovalId });
    expect(await hasAccess(user, courseId)).toBe(true);
    const periodEnd = subscription.current_period_end.getTime();
    expect(periodEnd).toBeGreaterThan(Date.now() + 27 * DAY);

    const renewal = await paymentStandIn(`preapprovals/${preapprovalId}/charge`, { result: 'approved' });
    expect(renewal.status).toBe(201);
    expect(renewal.json.webhook_status).toBe(200);
    const renewed = await subscriptionOf(user.userId);
    expect(renewed.status).toBe('active');
    // One more month after the paid period's end (28 to 31 days).
    expect(renewed.current_period_end.getTime() - periodEnd).toBeGreaterThanOrEqual(28 * DAY);
    expect(renewed.current_period_end.getTime() - periodEnd).toBeLessThanOrEqual(31 * DAY);
    const orders = await planOrders(user.userId);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({
      status: 'paid',
      method: 'card',
      amount: '49.90',
      provider_payment_id: String((renewal.json.payment as { id: number }).id),
    });

    // The same signed notification 50 times (Mercado Pago retries for days): one effect.
    const replays = await Promise.all(
      Array.from({ length: 50 }, () => paymentStandIn(`authorized-payments/${renewal.json.id}/notify`)),
    );
    expect(replays.map((replay) => replay.json.webhook_status)).toEqual(Array(50).fill(200));
    expect(await planOrders(user.userId)).toHaveLength(2);
    expect((await subscriptionOf(user.userId)).current_period_end.getTime()).toBe(
      renewed.current_period_end.getTime(),
    );
    const [events] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.payment_events
      where event_id = ${`mercado-pago:authorized_payment:${renewal.json.id}:renewed`}`;
    expect(events!.count).toBe(1);
  }, 150_000);

  // Limit for about 20 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('an administrador refunds a renewal charge: that order is refunded (not the first), and the plan ends', async () => {
    const { user, courseId, preapprovalId, orderId } = await cardSubscriber();
    await paymentStandIn(`preapprovals/${preapprovalId}/charge`, { result: 'approved' });
    const [, renewalOrder] = await planOrders(user.userId);
    const admin = await signedInUser('administrador');
    const refunded = await callFunction(
      `${functionsUrl}/refund-order`,
      { orderId: renewalOrder!.id },
      admin.token,
    );
    expect(refunded).toEqual({ status: 200, json: { order_id: renewalOrder!.id, status: 'refunded' } });
    const orders = await planOrders(user.userId);
    expect(orders.map((order) => [order.id, order.status])).toEqual([
      [orderId, 'paid'],
      [renewalOrder!.id, 'refunded'],
    ]);
    expect((await subscriptionOf(user.userId)).status).toBe('expired');
    expect(await hasAccess(user, courseId)).toBe(false);
  }, 70_000);

  // Limit for about 15 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('a chargeback the provider notifies ends the plan and stops the card: the next charge is refused at Mercado Pago', async () => {
    const { user, courseId, preapprovalId, orderId } = await cardSubscriber();
    const [first] = await planOrders(user.userId);
    const charged = await paymentStandIn(`payments/${first!.provider_payment_id}/chargeback`);
    expect(charged.status, JSON.stringify(charged.json)).toBe(200);
    await expect
      .poll(async () => (await planOrders(user.userId)).map((order) => [order.id, order.status]))
      .toEqual([[orderId, 'charged_back']]);
    expect((await subscriptionOf(user.userId)).status).toBe('expired');
    expect(await hasAccess(user, courseId)).toBe(false);
    // The webhook cancelled the preapproval: Mercado Pago charges the card no more.
    await expect
      .poll(async () => (await paymentStandIn(`preapprovals/${preapprovalId}/notify?notify=0`)).json.status)
      .toBe('cancelled');
    expect(
      await paymentStandIn(`preapprovals/${preapprovalId}/charge`, { result: 'approved' }),
    ).toMatchObject({
      status: 409,
      json: { code: 'invalid_transition', status: 'cancelled' },
    });
    expect(await planOrders(user.userId)).toHaveLength(1);
  }, 62_000);

  it('a forged subscription notification is refused with 401 and records nothing; a genuine one is read back from the provider', async () => {
    const { user, preapprovalId } = await cardSubscriber();
    const renewal = await paymentStandIn(`preapprovals/${preapprovalId}/charge?notify=0`, {
      result: 'approved',
    });
    const chargeId = String(renewal.json.id);
    const send = (secret: string) => {
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      const v1 = createHmac('sha256', secret)
        .update(`id:${chargeId};request-id:${requestId};ts:${ts};`)
        .digest('hex');
      return fetch(
        `${functionsUrl}/payment-webhook?data.id=${chargeId}&type=subscription_authorized_payment`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-id': requestId,
            'x-signature': `ts=${ts},v1=${v1}`,
          },
          body: JSON.stringify({
            type: 'subscription_authorized_payment',
            action: 'created',
            data: { id: chargeId },
          }),
        },
      );
    };
    const forged = await send('not-the-webhook-secret');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 'invalid_signature' });
    expect(await planOrders(user.userId)).toHaveLength(1);
    const [events] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.payment_events where event_id like ${`%authorized_payment:${chargeId}:%`}`;
    expect(events!.count).toBe(0);

    const genuine = await send(stack.paymentWebhookSecret);
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toEqual({
      received: true,
      status: 'active',
      outcome: 'applied',
      duplicate: false,
    });
    expect(await planOrders(user.userId)).toHaveLength(2);
  });

  it('a refused renewal leaves the plan past due with 3 days of grace; after them the job ends it, the course closes and the card is no longer charged', async () => {
    const { user, courseId, preapprovalId } = await cardSubscriber();
    // The paid month is over: its end moves to an hour ago, and the renewal charge is refused.
    await sql`update public.subscriptions set current_period_end = now() - interval '1 hour'
              where user_id = ${user.userId}`;
    const refused = await paymentStandIn(`preapprovals/${preapprovalId}/charge`, { result: 'rejected' });
    expect(refused.json.webhook_status).toBe(200);
    const pastDue = await subscriptionOf(user.userId);
    expect(pastDue.status).toBe('past_due');
    // Grace: 3 days from when the refusal was known (the period had already ended).
    expect(pastDue.grace_until!.getTime()).toBeGreaterThan(Date.now() + 3 * DAY - 60_000);
    expect(pastDue.grace_until!.getTime()).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    expect(await hasAccess(user, courseId)).toBe(true);
    await runRenewalJob();
    expect((await subscriptionOf(user.userId)).status).toBe('past_due');

    // Three days later: the grace is over.
    await sql`update public.subscriptions set current_period_end = now() - interval '3 days 1 hour',
                grace_until = now() - interval '1 minute' where user_id = ${user.userId}`;
    await runRenewalJob();
    expect((await subscriptionOf(user.userId)).status).toBe('expired');
    expect(await hasAccess(user, courseId)).toBe(false);
    // The preapproval was cancelled at the provider: nothing more can be charged.
    expect(
      await paymentStandIn(`preapprovals/${preapprovalId}/charge`, { result: 'approved' }),
    ).toMatchObject({
      status: 409,
      json: { code: 'invalid_transition', status: 'cancelled' },
    });
    // Running again changes nothing.
    await runRenewalJob();
    expect((await subscriptionOf(user.userId)).status).toBe('expired');
    expect(await planOrders(user.userId)).toHaveLength(1);
  });

  it('a cancelled card plan is cancelled at Mercado Pago, keeps access until the period end, and is not renewed', async () => {
    const { user, courseId, preapprovalId } = await cardSubscriber();
    const subscription = await subscriptionOf(user.userId);
    const canceled = await callFunction(
      `${functionsUrl}/cancel-subscription`,
      { subscriptionId: subscription.id },
      user.token,
    );
    expect(canceled.status, JSON.stringify(canceled.json)).toBe(200);
    expect(
      await paymentStandIn(`preapprovals/${preapprovalId}/charge`, { result: 'approved' }),
    ).toMatchObject({
      status: 409,
      json: { code: 'invalid_transition', status: 'cancelled' },
    });
    expect(await hasAccess(user, courseId)).toBe(true);
    await sql`update public.subscriptions set current_period_end = now() - interval '1 minute'
              where user_id = ${user.userId}`;
    await runRenewalJob();
    expect(await subscriptionOf(user.userId)).toMatchObject({ status: 'canceled', grace_until: null });
    expect(await hasAccess(user, courseId)).toBe(false);
    expect(await planOrders(user.userId)).toHaveLength(1);
  });
});

describe('Pix plans renew through the renewal job', () => {
  async function renewalNotifications(userId: string) {
    return sql<{ id: string; order_id: string; link: string }[]>`
      select id, order_id, link from public.notifications
      where user_id = ${userId} and kind = 'subscription_renewal'`;
  }

  it('3 days before the period ends: one Pix order and one reminder with the link to pay, even when the job runs twice; paying it adds the month', async () => {
    const { user, courseId } = await pixSubscriber();
    const before = await subscriptionOf(user.userId);
    expect(before).toMatchObject({ status: 'active', provider_subscription_id: null });
    // Not due yet: a month is left.
    await runRenewalJob();
    expect(await planOrders(user.userId)).toHaveLength(1);

    await sql`update public.subscriptions set current_period_end = now() + interval '2 days'
              where user_id = ${user.userId}`;
    const periodEnd = (await subscriptionOf(user.userId)).current_period_end.getTime();
    // Twice at once (the schedule and a manual run), then once more.
    await Promise.all([runRenewalJob(), runRenewalJob()]);
    await runRenewalJob();

    const orders = await planOrders(user.userId);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({ status: 'pending', method: 'pix', amount: '49.90' });
    const reminders = await renewalNotifications(user.userId);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.order_id).toBe(orders[1]!.id);
    expect(reminders[0]!.link.startsWith(`${stack.paymentStandInUrl}/checkout/`)).toBe(true);

    // The bell lists it with what to pay and where.
    const { data: list, error } = await user.client.rpc('list_my_notifications', {});
    expect(error).toBeNull();
    const rows = (list as { rows: Record<string, unknown>[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'subscription_renewal',
      read_at: null,
      question: null,
      renewal: {
        order_id: orders[1]!.id,
        plan_name: 'Plano renovável',
        amount: 49.9,
        payment_url: reminders[0]!.link,
        paid: false,
      },
    });
    // Another person cannot see it.
    const stranger = await signedInUser();
    const { data: strangers } = await stranger.client.rpc('list_my_notifications', {});
    expect((strangers as { total: number }).total).toBe(0);

    await payPix(reminders[0]!.link);
    expect((await planOrders(user.userId))[1]).toMatchObject({ status: 'paid', method: 'pix' });
    const renewed = await subscriptionOf(user.userId);
    expect(renewed.status).toBe('active');
    expect(renewed.current_period_end.getTime() - periodEnd).toBeGreaterThanOrEqual(28 * DAY);
    expect(await hasAccess(user, courseId)).toBe(true);
    // The next period is a month away: nothing to send.
    await runRenewalJob();
    expect(await planOrders(user.userId)).toHaveLength(2);
    expect(await renewalNotifications(user.userId)).toHaveLength(1);
  });

  it('an unpaid Pix renewal: past due with 3 days of grace at the period end, expired after them', async () => {
    const { user, courseId } = await pixSubscriber();
    // The period ended a minute ago and nothing paid it (the job had not run before).
    await sql`update public.subscriptions set current_period_end = now() - interval '1 minute'
              where user_id = ${user.userId}`;
    await runRenewalJob();
    // The renewal is still sent: it can be paid during the grace.
    expect(await renewalNotifications(user.userId)).toHaveLength(1);
    const pastDue = await subscriptionOf(user.userId);
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.grace_until!.getTime()).toBeGreaterThan(Date.now() + 3 * DAY - 60_000);
    expect(await hasAccess(user, courseId)).toBe(true);

    await sql`update public.subscriptions set grace_until = now() - interval '1 minute'
              where user_id = ${user.userId}`;
    await runRenewalJob();
    expect((await subscriptionOf(user.userId)).status).toBe('expired');
    expect(await hasAccess(user, courseId)).toBe(false);
    expect(await planOrders(user.userId)).toHaveLength(2);
    expect(await renewalNotifications(user.userId)).toHaveLength(1);
  });

  it('a cancelled Pix plan is not renewed: no order, no reminder', async () => {
    const { user, courseId } = await pixSubscriber();
    const subscription = await subscriptionOf(user.userId);
    const canceled = await callFunction(
      `${functionsUrl}/cancel-subscription`,
      { subscriptionId: subscription.id },
      user.token,
    );
    expect(canceled.status).toBe(200);
    await sql`update public.subscriptions set current_period_end = now() + interval '1 day'
              where user_id = ${user.userId}`;
    await runRenewalJob();
    expect(await planOrders(user.userId)).toHaveLength(1);
    expect(await renewalNotifications(user.userId)).toHaveLength(0);
    expect(await hasAccess(user, courseId)).toBe(true);
  });

  it('only the service role key runs the job', async () => {
    const user = await signedInUser();
    expect(await callFunction(`${functionsUrl}/renew-subscriptions`, {})).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    expect(await callFunction(`${functionsUrl}/renew-subscriptions`, {}, user.token)).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    const { error } = await user.client.rpc('prepare_subscription_renewals', {});
    expect(error?.code).toBe('42501');
    const { error: settleError } = await user.client.rpc('settle_lapsed_subscriptions', { p_provider: 'x' });
    expect(settleError?.code).toBe('42501');
  });
});
