// Plan changes of a subscription whose card Mercado Pago charges every period (a preapproval),
// against the local stack, the served functions and the local stand-in over HTTP
// (docs/plan-changes.md → Card renewals): an upgrade's difference is charged once by its own order
// and, once paid, the preapproval's amount becomes the new plan's; a downgrade sets it lower at
// once and its charge after the period applies it; calling it off puts it back; with the provider
// down the change stands and the renewal job updates the amount later. Time is moved by setting
// the subscription's dates through SQL, as payments-renewals.test.ts does.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCourse } from './database/fixtures';
import { sql, stack, takeTurnsWithRenewalJob, type TestUser } from '../support/stack';
import { type SignedInUser, callFunction, paymentStandIn, signedInUser } from '../support/functions';

// This file's cards and the renewal job's runs never overlap the other file's.
takeTurnsWithRenewalJob();

const VALID_CPF = '52998224725';
const APPROVED_CARD = {
  cardNumber: '5031433215406351',
  cardHolder: 'PESSOA DE TESTE',
  expiry: '12/30',
  cvv: '123',
};
const DAY = 86_400_000;

interface Preapproval {
  status: string;
  auto_recurring: { transaction_amount: number; currency_id: string };
}

/** The preapproval as the stand-in holds it (its scripted twin, without sending a notification). */
async function preapproval(id: string): Promise<Preapproval> {
  const answer = await paymentStandIn(`preapprovals/${id}/notify?notify=0`);
  expect(answer.status).toBe(200);
  return answer.json as unknown as Preapproval;
}

async function chargedAmount(id: string) {
  return (await preapproval(id)).auto_recurring.transaction_amount;
}

/**
 * What the stand-in charges each period on the card. Polled for a few seconds: the renewal job of
 * another test file may be the one updating it (it claims every card of the shared database).
 */
async function expectCharged(id: string, amount: number) {
  await expect.poll(() => chargedAmount(id), { timeout: 10_000 }).toBe(amount);
}

/** Mercado Pago down for this preapproval (its API calls answer 503), or back. */
async function outage(id: string, down: boolean) {
  expect((await paymentStandIn(`preapprovals/${id}/outage`, { down })).status).toBe(200);
}

/** The renewal job, as pg_cron calls it (it works on every subscription of the shared database). */
async function runRenewalJob() {
  const result = await callFunction('renew-subscriptions', {}, stack.secretKey);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json as { amounts_updated: number; failures: number };
}

/** Two monthly plans of this test: R$ 49,90 and R$ 89,90, the dearer one with a course of its own. */
async function twoPlans() {
  const course = await createCourse({ title: 'Curso só do plano maior' });
  await sql`update public.courses set access_model = 'plans' where id = ${course.courseId}`;
  const ids: string[] = [];
  for (const [name, amount] of [
    ['Plano base', 49.9],
    ['Plano maior', 89.9],
  ] as const) {
    const [plan] = await sql<{ id: string }[]>`
      insert into public.pricing_plans (name, price, cta, cta_link, amount, billing_interval)
      values (${`${name} ${randomUUID().slice(0, 6)}`}, 'R$', 'Assinar', 'https://trilha.cloud/planos', ${amount}, 'month')
      returning id`;
    ids.push(plan!.id);
  }
  const [basic, pro] = ids as [string, string];
  await sql`insert into public.plan_courses (plan_id, course_id) values (${pro}, ${course.courseId})`;
  return { basic, pro, proCourse: course.courseId };
}

/** A card subscriber of `planId`: the preapproval authorised on the stand-in, its first charge paid. */
async function cardSubscriber(planId: string) {
  const user = await signedInUser();
  const started = await callFunction(
    'create-checkout',
    {
      productKind: 'plan',
      productId: planId,
      method: 'card',
      installments: 1,
      cpf: VALID_CPF,
      returnPath: '/pagamento',
    },
    user.token,
  );
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  expect(started.json!.recurring).toBe(true);
  const preapprovalId = new URL(started.json!.checkout_url as string).searchParams.get('preapproval_id')!;
  const authorized = await paymentStandIn(`preapprovals/${preapprovalId}/authorize`, APPROVED_CARD);
  expect(authorized.json.webhook_status).toEqual([200, 200]);
  const [subscription] = await sql<{ id: string }[]>`
    select id from public.subscriptions where user_id = ${user.userId} and provider_subscription_id = ${preapprovalId}`;
  return { user, preapprovalId, subscriptionId: subscription!.id };
}

interface SubscriptionRow {
  plan_id: string;
  amount: string;
  status: string;
  provider_amount: string | null;
  current_period_end: Date;
}

async function subscriptionRow(id: string) {
  const [row] = await sql<SubscriptionRow[]>`
    select plan_id, amount::text, status, provider_amount::text, current_period_end
    from public.subscriptions where id = ${id}`;
  return row!;
}

async function planOrders(subscriptionId: string) {
  return sql<{ id: string; product_id: string; product_title: string; amount: string; status: string }[]>`
    select id, product_id, product_title, amount::text, status
    from public.orders where subscription_id = ${subscriptionId} order by created_at`;
}

async function hasAccess(user: TestUser, courseId: string) {
  const { data, error } = await user.client.rpc('has_course_access', { p_course_id: courseId });
  expect(error).toBeNull();
  return data;
}

/** The upgrade's order opened by create-checkout, paid with a Pix on the stand-in. */
async function payUpgrade(user: SignedInUser, subscriptionId: string, planId: string) {
  const upgrade = await callFunction(
    'create-checkout',
    {
      kind: 'plan_change',
      subscriptionId,
      planId,
      method: 'pix',
      cpf: VALID_CPF,
      returnPath: '/minha-assinatura',
      // Ignored: the amount is the database's.
      amount: 1,
    },
    user.token,
  );
  expect(upgrade.status, JSON.stringify(upgrade.json)).toBe(201);
  const [quoted] = await sql<{ amount: string }[]>`
    select amount::text from public.plan_changes where order_id = ${upgrade.json!.order_id as string}`;
  expect(upgrade.json).toMatchObject({ amount: Number(quoted!.amount), recurring: false });
  const preferenceId = new URL(upgrade.json!.checkout_url as string).pathname.split('/').at(-1);
  const pix = await paymentStandIn(`checkout/${preferenceId}/pay`, {});
  expect(pix.status).toBe(201);
  const approved = await paymentStandIn(`payments/${pix.json.id}/approve`);
  expect(approved.json.webhook_status).toBe(200);
  return {
    orderId: upgrade.json!.order_id as string,
    amount: quoted!.amount,
    paymentId: pix.json.id as number,
  };
}

function downgrade(user: SignedInUser, body: Record<string, unknown>) {
  return callFunction('plan-downgrade', body, user.token);
}

/** The period already paid ends now (a minute ago), and a scheduled downgrade with it. */
async function endPeriod(subscriptionId: string) {
  await sql`update public.subscriptions set current_period_end = now() - interval '1 minute' where id = ${subscriptionId}`;
  await sql`update public.plan_changes c set effective_at = s.current_period_end
            from public.subscriptions s
            where s.id = c.subscription_id and c.subscription_id = ${subscriptionId}
              and c.kind = 'downgrade' and c.status = 'pending'`;
}

describe('an upgrade of a subscription renewed by card', () => {
  // Limit for about 60 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it("charges the database's difference once, changes the plan now, and the card's next charge is the new plan's", async () => {
    const { basic, pro, proCourse } = await twoPlans();
    const { user, preapprovalId, subscriptionId } = await cardSubscriber(basic);
    const before = await subscriptionRow(subscriptionId);
    expect(before).toMatchObject({ plan_id: basic, amount: '49.90', provider_amount: '49.90' });
    await expectCharged(preapprovalId, 49.9);

    const { orderId, amount, paymentId } = await payUpgrade(user, subscriptionId, pro);
    // The difference for the rest of the month: R$ 40,00 less what has run of it.
    expect(Number(amount)).toBeGreaterThan(35);
    expect(Number(amount)).toBeLessThanOrEqual(40);
    const after = await subscriptionRow(subscriptionId);
    expect(after).toMatchObject({
      plan_id: pro,
      amount: '89.90',
      status: 'active',
      provider_amount: '89.90',
    });
    expect(after.current_period_end).toEqual(before.current_period_end);
    expect(await hasAccess(user, proCourse)).toBe(true);
    expect(await preapproval(preapprovalId)).toMatchObject({
      status: 'authorized',
      auto_recurring: { transaction_amount: 89.9, currency_id: 'BRL' },
    });

    // The payment's notification again: one charge of the difference, nothing else changes.
    expect((await paymentStandIn(`payments/${paymentId}/notify`)).json.webhook_status).toBe(200);
    const orders = await planOrders(subscriptionId);
    expect(orders.map((order) => [order.amount, order.status])).toEqual([
      ['49.90', 'paid'],
      [amount, 'paid'],
    ]);
    expect(orders[1]!.id).toBe(orderId);
    await expectCharged(preapprovalId, 89.9);

    // The next period: the provider charges the new amount and the renewal is the new plan's.
    const renewal = await paymentStandIn(`preapprovals/${preapprovalId}/charge`, { result: 'approved' });
    expect(renewal.json).toMatchObject({ transaction_amount: 89.9, webhook_status: 200 });
    const renewed = await planOrders(subscriptionId);
    expect(renewed).toHaveLength(3);
    expect(renewed[2]).toMatchObject({ product_id: pro, amount: '89.90', status: 'paid' });
    const next = await subscriptionRow(subscriptionId);
    expect(next).toMatchObject({ plan_id: pro, status: 'active' });
    expect(next.current_period_end.getTime() - after.current_period_end.getTime()).toBeGreaterThanOrEqual(
      28 * DAY,
    );
  }, 90_000);

  it("refunded, the upgrade's order takes the plan and the card's amount back; the card keeps renewing", async () => {
    const { basic, pro, proCourse } = await twoPlans();
    const { user, preapprovalId, subscriptionId } = await cardSubscriber(basic);
    const { orderId } = await payUpgrade(user, subscriptionId, pro);
    await expectCharged(preapprovalId, 89.9);

    const admin = await signedInUser('administrador');
    expect(await callFunction('refund-order', { orderId }, admin.token)).toEqual({
      status: 200,
      json: { order_id: orderId, status: 'refunded' },
    });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: basic,
      amount: '49.90',
      status: 'active',
      provider_amount: '49.90',
    });
    expect(await preapproval(preapprovalId)).toMatchObject({
      status: 'authorized',
      auto_recurring: { transaction_amount: 49.9 },
    });
    expect(await hasAccess(user, proCourse)).toBe(false);
  }, 70_000);
});

describe('a downgrade of a subscription renewed by card', () => {
  // Limit for about 50 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('sets the card’s amount lower at once, calling it off puts it back, and the charge after the period applies it', async () => {
    const { basic, pro, proCourse } = await twoPlans();
    const { user, preapprovalId, subscriptionId } = await cardSubscriber(pro);
    await expectCharged(preapprovalId, 89.9);

    const scheduled = await downgrade(user, {
      action: 'schedule',
      subscriptionId,
      planId: basic,
      // Ignored: the amount is the database's.
      amount: 1,
    });
    expect(scheduled.status, JSON.stringify(scheduled.json)).toBe(200);
    expect(scheduled.json).toMatchObject({
      change: { subscription_id: subscriptionId, kind: 'downgrade', to_plan_id: basic, status: 'pending' },
      provider_update: 'updated',
    });
    await expectCharged(preapprovalId, 49.9);
    // Until the period ends, the plan and its courses stay.
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ plan_id: pro, provider_amount: '49.90' });
    expect(await hasAccess(user, proCourse)).toBe(true);

    const changeId = (scheduled.json!.change as { id: string }).id;
    const kept = await downgrade(user, { action: 'cancel', changeId });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({
      change: { id: changeId, status: 'canceled' },
      provider_update: 'updated',
    });
    await expectCharged(preapprovalId, 89.9);

    const again = await downgrade(user, { action: 'schedule', subscriptionId, planId: basic });
    expect(again.json).toMatchObject({ provider_update: 'updated' });
    await expectCharged(preapprovalId, 49.9);

    await endPeriod(subscriptionId);
    const renewal = await paymentStandIn(`preapprovals/${preapprovalId}/charge`, { result: 'approved' });
    expect(renewal.json).toMatchObject({ transaction_amount: 49.9, webhook_status: 200 });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: basic,
      amount: '49.90',
      status: 'active',
      provider_amount: '49.90',
    });
    expect((await planOrders(subscriptionId)).at(-1)).toMatchObject({
      product_id: basic,
      amount: '49.90',
      status: 'paid',
    });
    expect(await hasAccess(user, proCourse)).toBe(false);
    // Applied: nothing more to change at the provider.
    await expectCharged(preapprovalId, 49.9);
  }, 80_000);
});

describe('the provider down', () => {
  // Limit for about 30 requests and two job runs: 30 s + 2 s each.
  it('a downgrade stands, the card keeps its amount, and the renewal job updates it once the provider answers', async () => {
    const { basic, pro } = await twoPlans();
    const { user, preapprovalId, subscriptionId } = await cardSubscriber(pro);
    await outage(preapprovalId, true);
    const scheduled = await downgrade(user, { action: 'schedule', subscriptionId, planId: basic });
    expect(scheduled.status).toBe(200);
    expect(scheduled.json).toMatchObject({ change: { status: 'pending' }, provider_update: 'failed' });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ provider_amount: '89.90' });
    await runRenewalJob();
    await expectCharged(preapprovalId, 89.9);
    await expect.poll(async () => (await subscriptionRow(subscriptionId)).provider_amount).toBe('89.90');

    await outage(preapprovalId, false);
    await runRenewalJob();
    await expectCharged(preapprovalId, 49.9);
    await expect.poll(async () => (await subscriptionRow(subscriptionId)).provider_amount).toBe('49.90');
    expect((await subscriptionRow(subscriptionId)).plan_id).toBe(pro);
  }, 70_000);

  it("an upgrade's payment is recorded all the same; the job updates the card's amount later", async () => {
    const { basic, pro } = await twoPlans();
    const { user, preapprovalId, subscriptionId } = await cardSubscriber(basic);
    await outage(preapprovalId, true);
    await payUpgrade(user, subscriptionId, pro);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: pro,
      amount: '89.90',
      provider_amount: '49.90',
    });
    await expectCharged(preapprovalId, 49.9);
    await outage(preapprovalId, false);
    await runRenewalJob();
    await expectCharged(preapprovalId, 89.9);
    await expect.poll(async () => (await subscriptionRow(subscriptionId)).provider_amount).toBe('89.90');
  }, 70_000);

  it('a charge at an amount that is not the plan it renews into extends nothing', async () => {
    const { basic, pro } = await twoPlans();
    const { user, preapprovalId, subscriptionId } = await cardSubscriber(pro);
    await outage(preapprovalId, true);
    await downgrade(user, { action: 'schedule', subscriptionId, planId: basic });
    await endPeriod(subscriptionId);
    const before = await subscriptionRow(subscriptionId);
    // Still R$ 89,90 at the provider, the period renewing into the R$ 49,90 plan.
    const charge = await paymentStandIn(`preapprovals/${preapprovalId}/charge`, { result: 'approved' });
    expect(charge.json).toMatchObject({ transaction_amount: 89.9, webhook_status: 200 });
    const [event] = await sql<{ outcome: string }[]>`
      select outcome from public.payment_events
      where event_id = ${`mercado-pago:authorized_payment:${charge.json.id as number}:renewed`}`;
    expect(event).toEqual({ outcome: 'amount_mismatch' });
    expect(await subscriptionRow(subscriptionId)).toEqual(before);
    expect(await planOrders(subscriptionId)).toHaveLength(1);
    await outage(preapprovalId, false);
  }, 60_000);
});

describe('who may change the card’s plan', () => {
  it('only the subscriber, signed in, with a valid body; the service-only calls are refused to a browser session', async () => {
    const { basic, pro } = await twoPlans();
    const { user, preapprovalId, subscriptionId } = await cardSubscriber(pro);
    const stranger = await signedInUser();

    expect(
      await callFunction('plan-downgrade', { action: 'schedule', subscriptionId, planId: basic }),
    ).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    for (const [body, code] of [
      [{ action: 'downgrade', subscriptionId, planId: basic }, 'invalid_plan_change_request'],
      [{ action: 'schedule', subscriptionId: 'x', planId: basic }, 'invalid_subscription_id'],
      [{ action: 'schedule', subscriptionId, planId: 'x' }, 'invalid_plan_id'],
      [{ action: 'cancel', changeId: 'x' }, 'invalid_plan_change_id'],
    ] as const) {
      expect(await downgrade(user, body)).toEqual({ status: 400, json: { code } });
    }
    expect(await downgrade(stranger, { action: 'schedule', subscriptionId, planId: basic })).toEqual({
      status: 400,
      json: { code: 'subscription_not_found' },
    });
    expect(await downgrade(user, { action: 'schedule', subscriptionId, planId: pro })).toEqual({
      status: 400,
      json: { code: 'plan_change_same_plan' },
    });
    await expectCharged(preapprovalId, 89.9);

    const scheduled = await downgrade(user, { action: 'schedule', subscriptionId, planId: basic });
    expect(scheduled.status).toBe(200);
    const changeId = (scheduled.json!.change as { id: string }).id;
    expect(await downgrade(stranger, { action: 'cancel', changeId })).toEqual({
      status: 400,
      json: { code: 'plan_change_not_found' },
    });
    await expectCharged(preapprovalId, 49.9);

    const claim = await user.client.rpc('claim_provider_amount_changes', { p_provider: 'mercado-pago' });
    expect(claim.error?.code).toBe('42501');
    const recorded = await user.client.rpc('record_provider_amount', {
      p_subscription_id: subscriptionId,
      p_provider_subscription_id: preapprovalId,
      p_amount: 1,
    });
    expect(recorded.error?.code).toBe('42501');
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ provider_amount: '49.90' });
    // A write to the column through the table is refused too.
    const forged = await user.client
      .from('subscriptions')
      .update({ provider_amount: 1 } as never)
      .eq('id', subscriptionId)
      .select('id');
    expect(forged.data ?? []).toEqual([]);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ provider_amount: '49.90' });
  }, 60_000);
});
