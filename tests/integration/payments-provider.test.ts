// The payment functions against the local stack and the local stand-in of Mercado Pago:
// create-checkout (price read by the server), payment-webhook (signature, re-read, idempotency,
// order), refund-order (administrators), and access granted or revoked by what the provider says.
import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCourse } from './database/fixtures';
import { readAuthLog, sql, stack } from '../support/stack';
import {
  type SignedInUser,
  callFunction,
  functionsUrl,
  paymentStandIn,
  signedInUser,
} from '../support/functions';

const standIn = (path: string, body?: unknown) =>
  paymentStandIn<StandInPayment & { code?: string }>(path, body);

const VALID_CPF = '52998224725';

async function paidCourse(price = 297) {
  const course = await createCourse({ title: 'Curso pago de teste' });
  await sql`update public.courses set access_model = 'paid', price = ${price} where id = ${course.courseId}`;
  return course.courseId;
}

const checkoutBody = (courseId: string, overrides: Record<string, unknown> = {}) => ({
  productKind: 'course',
  productId: courseId,
  method: 'card',
  installments: 1,
  cpf: VALID_CPF,
  returnPath: '/pagamento/confirmado',
  ...overrides,
});

async function startCheckout(user: SignedInUser, courseId: string, overrides: Record<string, unknown> = {}) {
  const result = await callFunction('create-checkout', checkoutBody(courseId, overrides), user.token);
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json as { order_id: string; checkout_url: string; amount: number; installments: number };
}

interface StandInPayment {
  id: number;
  status: string;
  transaction_amount: number;
  installments: number;
  webhook_status: number | null;
}

/** The buyer pays on the stand-in's hosted page (by its scripted twin). */
async function pay(checkoutUrl: string, input: Record<string, unknown>, notify = true) {
  const preferenceId = new URL(checkoutUrl).pathname.split('/').at(-1);
  const result = await standIn(`checkout/${preferenceId}/pay${notify ? '' : '?notify=0'}`, input);
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json;
}

const card = (installments = 1, cardNumber = '5031433215406351') => ({
  cardNumber,
  cardHolder: 'PESSOA DE TESTE',
  expiry: '12/30',
  cvv: '123',
  installments,
});

async function act(paymentId: number, action: string, notify = true) {
  const result = await standIn(`payments/${paymentId}/${action}${notify ? '' : '?notify=0'}`);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json;
}

/** The stand-in's notifications of a payment so far, each with the function's answer ('→ 200 (duplicate)'). */
function deliveriesOf(paymentId: number) {
  const prefix = `[payments] webhook payment ${paymentId} `;
  return readAuthLog()
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length));
}

/** A notification as Mercado Pago sends it, signed with `secret` over `signedId`. */
async function notify(
  paymentId: number | string,
  options: {
    secret?: string;
    signedId?: string;
    requestId?: string;
    ts?: string;
    signature?: string | null;
  } = {},
) {
  const requestId = options.requestId ?? randomUUID();
  const ts = options.ts ?? String(Math.floor(Date.now() / 1000));
  const manifest = `id:${options.signedId ?? paymentId};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', options.secret ?? stack.paymentWebhookSecret)
    .update(manifest)
    .digest('hex');
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
  const signature = options.signature === undefined ? `ts=${ts},v1=${v1}` : options.signature;
  if (signature !== null) headers['x-signature'] = signature;
  const response = await fetch(`${functionsUrl}/payment-webhook?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      id: 1,
      type: 'payment',
      action: 'payment.updated',
      data: { id: String(paymentId) },
    }),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
  };
}

async function orderOf(orderId: string) {
  const [order] = await sql<
    { status: string; amount: string; provider: string | null; provider_payment_id: string | null }[]
  >`
    select status, amount::text, provider, provider_payment_id from public.orders where id = ${orderId}`;
  return order!;
}

async function historyOf(orderId: string) {
  const rows = await sql<{ status: string }[]>`
    select status from public.order_events where order_id = ${orderId} order by id`;
  return rows.map((row) => row.status);
}

async function eventsOf(orderId: string) {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.payment_events where order_id = ${orderId}`;
  return row!.count;
}

async function entitlementsOf(userId: string, courseId: string) {
  return sql<{ revoked_at: Date | null }[]>`
    select revoked_at from public.entitlements where user_id = ${userId} and course_id = ${courseId}`;
}

async function hasAccess(user: SignedInUser, courseId: string) {
  const { data, error } = await user.client.rpc('has_course_access', { p_course_id: courseId });
  expect(error).toBeNull();
  return data;
}

describe('create-checkout', () => {
  it('401 without a session, 400 for a bad body, and no order is written', async () => {
    const courseId = await paidCourse();
    const user = await signedInUser();
    expect(await callFunction('create-checkout', checkoutBody(courseId))).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ productKind: 'curso' }, 'invalid_product_kind'],
      [{ productId: 'abc' }, 'invalid_product_id'],
      [{ method: 'cheque' }, 'invalid_payment_method'],
      [{ method: 'pix', installments: 3 }, 'invalid_installments'],
      [{ installments: 13 }, 'invalid_installments'],
      [{ cpf: '52998224724' }, 'invalid_cpf'],
      [{ returnPath: '//evil.example/x' }, 'invalid_return_path'],
      [{ returnPath: 'https://evil.example/x' }, 'invalid_return_path'],
    ];
    for (const [overrides, code] of cases) {
      expect(await callFunction('create-checkout', checkoutBody(courseId, overrides), user.token)).toEqual({
        status: 400,
        json: { code },
      });
    }
    expect(await callFunction('create-checkout', '[1]', user.token)).toEqual({
      status: 400,
      json: { code: 'invalid_checkout_request' },
    });
    const [orders] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.orders where user_id = ${user.userId}`;
    expect(orders!.count).toBe(0);
  });

  it("passes the database's refusal through: a free course is not for sale", async () => {
    const course = await createCourse();
    const user = await signedInUser();
    expect(await callFunction('create-checkout', checkoutBody(course.courseId), user.token)).toEqual({
      status: 400,
      json: { code: 'product_not_for_sale' },
    });
  });

  it('price tampering: an amount in the request changes nothing; the provider is asked for the price the database holds', async () => {
    const courseId = await paidCourse(297);
    const user = await signedInUser();
    const checkout = await startCheckout(user, courseId, {
      installments: 12,
      amount: 1,
      price: 1,
      unit_price: 1,
      transaction_amount: 1,
    });
    expect(checkout).toMatchObject({ amount: 297, installments: 12 });
    expect(await orderOf(checkout.order_id)).toMatchObject({
      status: 'pending',
      amount: '297.00',
      provider: 'mercado-pago',
    });

    const page = await (await fetch(checkout.checkout_url)).text();
    expect(page).toContain('R$ 297,00');
    expect(page).toContain('12x de R$ 24,75 sem juros');

    const payment = await pay(checkout.checkout_url, card(12));
    expect(payment).toMatchObject({
      status: 'approved',
      transaction_amount: 297,
      installments: 12,
      webhook_status: 200,
    });
    expect(await orderOf(checkout.order_id)).toMatchObject({ status: 'paid', amount: '297.00' });
  });
  it('a coupon: the provider is asked for the discounted amount; a plan with one is not a recurring card charge', async () => {
    const courseId = await paidCourse(297);
    const user = await signedInUser();
    const [coupon] = await sql<{ code: string }[]>`
      insert into public.coupons (code, discount_kind, discount_value, max_uses_per_person)
      values (${`PROVEDOR${randomUUID().slice(0, 8).toUpperCase()}`}, 'percent', 40, null)
      returning code`;
    expect(
      await callFunction('create-checkout', checkoutBody(courseId, { couponCode: 'x' }), user.token),
    ).toEqual({ status: 400, json: { code: 'coupon_not_found' } });
    const checkout = await startCheckout(user, courseId, {
      installments: 12,
      couponCode: coupon!.code.toLowerCase(),
      discount: 296,
    });
    expect(checkout).toMatchObject({ amount: 178.2, installments: 12 });
    const page = await (await fetch(checkout.checkout_url)).text();
    expect(page).toContain('R$ 178,20');
    const payment = await pay(checkout.checkout_url, card(12));
    expect(payment).toMatchObject({ status: 'approved', transaction_amount: 178.2, webhook_status: 200 });
    expect(await orderOf(checkout.order_id)).toMatchObject({ status: 'paid', amount: '178.20' });

    const planCourse = await createCourse({ title: 'Curso do plano com cupom' });
    await sql`update public.courses set access_model = 'plans' where id = ${planCourse.courseId}`;
    const [plan] = await sql<{ id: string }[]>`
      insert into public.pricing_plans (name, price, cta, cta_link, amount, billing_interval)
      values ('Plano com cupom', 'R$ 49,90', 'Assinar', 'https://trilha.cloud/planos', 49.90, 'month')
      returning id`;
    await sql`insert into public.plan_courses (plan_id, course_id) values (${plan!.id}, ${planCourse.courseId})`;
    const planId = plan!.id;
    const planCheckout = await startCheckout(user, planId, {
      productKind: 'plan',
      installments: 1,
      couponCode: coupon!.code,
    });
    expect(planCheckout).toMatchObject({ amount: 29.94, recurring: false });
  });
  it("an upgrade: the function charges the database's difference, and the plan moves once the provider says paid", async () => {
    const user = await signedInUser();
    const planIds: string[] = [];
    for (const [name, amount] of [
      ['Plano base', 49.9],
      ['Plano maior', 89.9],
    ] as const) {
      const [plan] = await sql<{ id: string }[]>`
        insert into public.pricing_plans (name, price, cta, cta_link, amount, billing_interval)
        values (${`${name} ${randomUUID().slice(0, 6)}`}, 'R$', 'Assinar', 'https://trilha.cloud/planos', ${amount}, 'month')
        returning id`;
      planIds.push(plan!.id);
    }
    const [basic, bigger] = planIds as [string, string];
    const first = await startCheckout(user, basic, { productKind: 'plan', method: 'pix' });
    await act((await pay(first.checkout_url, {})).id, 'approve');
    const [subscription] = await sql<{ id: string }[]>`
      update public.subscriptions set current_period_end = now() + interval '10 days'
      where user_id = ${user.userId} returning id`;

    const refused = await callFunction(
      'create-checkout',
      { kind: 'plan_change', subscriptionId: subscription!.id, planId: basic, method: 'pix', cpf: VALID_CPF },
      user.token,
    );
    expect(refused).toEqual({ status: 400, json: { code: 'plan_change_same_plan' } });

    const upgrade = await callFunction(
      'create-checkout',
      {
        kind: 'plan_change',
        subscriptionId: subscription!.id,
        planId: bigger,
        method: 'pix',
        cpf: VALID_CPF,
        amount: 1,
        returnPath: '/minha-assinatura',
      },
      user.token,
    );
    expect(upgrade.status, JSON.stringify(upgrade.json)).toBe(201);
    const [quoted] = await sql<{ amount: string }[]>`
      select amount from public.plan_changes where order_id = ${upgrade.json!.order_id as string}`;
    expect(upgrade.json).toMatchObject({ amount: Number(quoted!.amount), recurring: false });
    expect(Number(quoted!.amount)).toBeGreaterThan(1);
    const payment = await pay(upgrade.json!.checkout_url as string, {});
    expect(await act(payment.id, 'approve')).toMatchObject({ status: 'approved', webhook_status: 200 });
    const [after] = await sql<{ plan_id: string; amount: string }[]>`
      select plan_id, amount from public.subscriptions where id = ${subscription!.id}`;
    expect(after).toEqual({ plan_id: bigger, amount: '89.90' });
  });
});

describe('payment-webhook', () => {
  it('a Pix payment: pending until approved, then access as soon as the approval webhook is answered', async () => {
    const courseId = await paidCourse();
    const user = await signedInUser();
    const checkout = await startCheckout(user, courseId, { method: 'pix' });
    const payment = await pay(checkout.checkout_url, {});
    expect(payment).toMatchObject({ status: 'pending', webhook_status: 200 });
    expect(await orderOf(checkout.order_id)).toMatchObject({ status: 'pending' });
    expect(await hasAccess(user, courseId)).toBe(false);

    // The stand-in answers once the function has answered its notification, which it does after
    // the database applied the payment: the access is there at once, however slow the machine.
    expect(await act(payment.id, 'approve')).toMatchObject({ status: 'approved', webhook_status: 200 });
    expect(await hasAccess(user, courseId)).toBe(true);
    expect(await orderOf(checkout.order_id)).toEqual({
      status: 'paid',
      amount: '297.00',
      provider: 'mercado-pago',
      provider_payment_id: String(payment.id),
    });
    expect(await historyOf(checkout.order_id)).toEqual(['pending', 'paid']);
  });

  it('signature forgery → 401 and nothing written; the rightly signed notification is applied', async () => {
    const courseId = await paidCourse();
    const user = await signedInUser();
    const checkout = await startCheckout(user, courseId);
    const payment = await pay(checkout.checkout_url, card(), false);
    expect(payment.status).toBe('approved');

    const forgeries = [
      await notify(payment.id, { secret: 'not-the-webhook-secret' }),
      await notify(payment.id, { signedId: '999' }),
      await notify(payment.id, { signature: null }),
      await notify(payment.id, { signature: 'ts=1,v1=' + '0'.repeat(64) }),
      await notify(payment.id, { signature: 'garbage' }),
    ];
    for (const forgery of forgeries)
      expect(forgery).toEqual({ status: 401, json: { code: 'invalid_signature' } });
    expect(await orderOf(checkout.order_id)).toMatchObject({ status: 'pending', provider_payment_id: null });
    expect(await eventsOf(checkout.order_id)).toBe(0);
    expect(await entitlementsOf(user.userId, courseId)).toEqual([]);

    expect(await notify(payment.id)).toEqual({
      status: 200,
      json: { received: true, status: 'paid', outcome: 'applied', duplicate: false },
    });
    expect(await hasAccess(user, courseId)).toBe(true);
  });

  // Limit for 50 notifications and about 10 other requests,
  // 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('the same notification 50 times is one effect', async () => {
    const courseId = await paidCourse();
    const user = await signedInUser();
    const checkout = await startCheckout(user, courseId);
    const payment = await pay(checkout.checkout_url, card(), false);
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const answers = [];
    for (let batch = 0; batch < 5; batch++) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => notify(payment.id, { requestId, ts })))),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((answer) => answer.json?.duplicate === false)).toHaveLength(1);
    expect(await eventsOf(checkout.order_id)).toBe(1);
    expect(await historyOf(checkout.order_id)).toEqual(['pending', 'paid']);
    expect(await entitlementsOf(user.userId, courseId)).toEqual([{ revoked_at: null }]);
  }, 150_000);

  it('out of order: a refund notified before the approval ends refunded, and access is never given', async () => {
    const courseId = await paidCourse();
    const user = await signedInUser();
    const checkout = await startCheckout(user, courseId, { method: 'boleto' });
    const payment = await pay(checkout.checkout_url, {}, false);
    await act(payment.id, 'approve', false);
    await act(payment.id, 'refund', false);
    // The refund's notification arrives first, then the (older) approval's.
    const refundNotification = await notify(payment.id);
    const approvalNotification = await notify(payment.id);
    expect(refundNotification.json).toMatchObject({ status: 'refunded', outcome: 'applied' });
    expect(approvalNotification.json).toMatchObject({ status: 'refunded', duplicate: true });
    expect(await orderOf(checkout.order_id)).toMatchObject({ status: 'refunded' });
    expect(await historyOf(checkout.order_id)).toEqual(['pending', 'refunded']);
    expect(await entitlementsOf(user.userId, courseId)).toEqual([]);
    expect(await hasAccess(user, courseId)).toBe(false);
  });

  it('a charge back takes the access away', async () => {
    const courseId = await paidCourse();
    const user = await signedInUser();
    const checkout = await startCheckout(user, courseId);
    const payment = await pay(checkout.checkout_url, card());
    expect(await hasAccess(user, courseId)).toBe(true);
    expect(await act(payment.id, 'chargeback')).toMatchObject({
      status: 'charged_back',
      webhook_status: 200,
    });
    expect(await orderOf(checkout.order_id)).toMatchObject({ status: 'charged_back' });
    expect(await hasAccess(user, courseId)).toBe(false);
    expect(await historyOf(checkout.order_id)).toEqual(['pending', 'paid', 'charged_back']);
  });

  it('the refused test card fails the order; an expired Pix expires it; neither gives access', async () => {
    const courseId = await paidCourse();
    const user = await signedInUser();
    const refused = await startCheckout(user, courseId);
    expect(await pay(refused.checkout_url, card(1, '4000000000000002'))).toMatchObject({
      status: 'rejected',
    });
    expect(await orderOf(refused.order_id)).toMatchObject({ status: 'failed' });

    const pix = await startCheckout(user, courseId, { method: 'pix' });
    const payment = await pay(pix.checkout_url, {});
    await act(payment.id, 'expire');
    expect(await orderOf(pix.order_id)).toMatchObject({ status: 'expired' });
    expect(await hasAccess(user, courseId)).toBe(false);
  });

  it('a payment the provider does not know: 400 payment_not_found, nothing written', async () => {
    const [before] = await sql<{ count: number }[]>`select count(*)::int as count from public.payment_events`;
    expect(await notify(987654321)).toEqual({ status: 400, json: { code: 'payment_not_found' } });
    const [after] = await sql<{ count: number }[]>`select count(*)::int as count from public.payment_events`;
    expect(after!.count).toBe(before!.count);
  });
});

describe('refund-order', () => {
  // Limit for about 40 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('an administrador refunds any order (its buyer only under the guarantee); the order is refunded at the provider and the access revoked', async () => {
    const courseId = await paidCourse();
    const user = await signedInUser();
    const stranger = await signedInUser();
    const admin = await signedInUser('administrador');
    const checkout = await startCheckout(user, courseId, { installments: 6 });
    const payment = await pay(checkout.checkout_url, card(6));
    expect(await hasAccess(user, courseId)).toBe(true);

    expect(await callFunction('refund-order', { orderId: checkout.order_id })).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    // Not an administrador and not the buyer: the order is not theirs to see.
    expect(await callFunction('refund-order', { orderId: checkout.order_id }, stranger.token)).toEqual({
      status: 404,
      json: { code: 'order_not_found' },
    });
    expect(await callFunction('refund-order', { orderId: 'abc' }, admin.token)).toEqual({
      status: 400,
      json: { code: 'invalid_order_id' },
    });
    expect(await callFunction('refund-order', { orderId: randomUUID() }, admin.token)).toEqual({
      status: 404,
      json: { code: 'order_not_found' },
    });
    expect(await orderOf(checkout.order_id)).toMatchObject({ status: 'paid' });

    expect(await callFunction('refund-order', { orderId: checkout.order_id }, admin.token)).toEqual({
      status: 200,
      json: { order_id: checkout.order_id, status: 'refunded' },
    });
    expect(await hasAccess(user, courseId)).toBe(false);
    // The provider's API answers only the seller's access token.
    const withWrongToken = await fetch(`${stack.paymentStandInUrl}/v1/payments/${payment.id}`, {
      headers: { Authorization: 'Bearer wrong-token' },
    });
    expect(withWrongToken.status).toBe(401);
    expect(await callFunction('refund-order', { orderId: checkout.order_id }, admin.token)).toEqual({
      status: 409,
      json: { code: 'order_not_refundable' },
    });
    // The stand-in's own refund notification follows, racing refund-order's own recording of the
    // refund: whichever comes second is answered as a duplicate (the database keeps one event per
    // provider event id and records nothing for a replay; the stand-in logs the function's answer,
    // '(duplicate)' included). Waited for until answered, then nothing may have been applied twice.
    await expect
      .poll(() => deliveriesOf(payment.id), { timeout: 20_000 })
      .toEqual(['→ 200', expect.stringMatching(/^→ 200( \(duplicate\))?$/)]);
    expect(await historyOf(checkout.order_id)).toEqual(['pending', 'paid', 'refunded']);
    expect(await eventsOf(checkout.order_id)).toBe(2);
  }, 110_000);
});

describe('plans and cancel-subscription', () => {
  async function planWithCourse() {
    const course = await createCourse({ title: 'Curso só para assinantes' });
    await sql`update public.courses set access_model = 'plans' where id = ${course.courseId}`;
    const [plan] = await sql<{ id: string }[]>`
      insert into public.pricing_plans (name, price, cta, cta_link, amount, billing_interval)
      values ('Plano de teste', 'R$ 49,90', 'Assinar', 'https://trilha.cloud/planos', 49.90, 'month')
      returning id`;
    await sql`insert into public.plan_courses (plan_id, course_id) values (${plan!.id}, ${course.courseId})`;
    return { planId: plan!.id, courseId: course.courseId };
  }

  async function subscriptionOf(userId: string) {
    const [row] = await sql<{ id: string; status: string; cancel_at_period_end: boolean }[]>`
      select id, status, cancel_at_period_end from public.subscriptions where user_id = ${userId}`;
    return row!;
  }

  it('a paid plan opens its courses; only the subscriber cancels, and keeps access until the period end', async () => {
    const { planId, courseId } = await planWithCourse();
    const user = await signedInUser();
    const stranger = await signedInUser();
    // In instalments: a one-time card payment (in one, a card plan renews by preapproval).
    const checkout = await startCheckout(user, planId, { productKind: 'plan', amount: 1, installments: 2 });
    expect(checkout.amount).toBe(49.9);
    expect(await hasAccess(user, courseId)).toBe(false);
    await pay(checkout.checkout_url, card(2));
    expect(await hasAccess(user, courseId)).toBe(true);
    const subscription = await subscriptionOf(user.userId);
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });

    expect(await callFunction('cancel-subscription', { subscriptionId: subscription.id })).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    expect(await callFunction('cancel-subscription', { subscriptionId: 'x' }, user.token)).toEqual({
      status: 400,
      json: { code: 'invalid_subscription_id' },
    });
    expect(
      await callFunction('cancel-subscription', { subscriptionId: subscription.id }, stranger.token),
    ).toEqual({
      status: 404,
      json: { code: 'subscription_not_found' },
    });
    expect(await subscriptionOf(user.userId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });

    const canceled = await callFunction(
      'cancel-subscription',
      { subscriptionId: subscription.id },
      user.token,
    );
    expect(canceled.status).toBe(200);
    expect(canceled.json?.subscription).toMatchObject({
      id: subscription.id,
      status: 'canceled',
      cancel_at_period_end: true,
      has_access: true,
      next_charge_at: null,
    });
    expect(await hasAccess(user, courseId)).toBe(true);
    expect(
      await callFunction('cancel-subscription', { subscriptionId: subscription.id }, user.token),
    ).toEqual({
      status: 409,
      json: { code: 'subscription_not_cancelable' },
    });
  });
});
