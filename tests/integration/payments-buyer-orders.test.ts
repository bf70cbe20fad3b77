// A buyer's orders after the checkout, against the local stack and the stand-in of Mercado Pago:
// an abandoned order cancelled by its buyer or expired by the expiry job (expire-orders) after its
// method's limit; the 7-day guarantee's refund asked through refund-order, decided by the
// database; the refund told in-app and by e-mail (printed locally); the lesson of a refunded
// course; 'Minha assinatura' with the courses a plan opens through its tracks.
// docs/payments.md → Abandoned orders, The 7-day guarantee, Refund notice.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCourse } from './database/fixtures';
import { createTrack } from './database/tracks-fixtures';
import { anonClient, readAuthLog, sql, stack } from '../support/stack';
import { type SignedInUser, callFunction, paymentStandIn, signedInUser } from '../support/functions';

const standIn = (path: string, body?: unknown) => paymentStandIn<{ id: number; status: string }>(path, body);

const VALID_CPF = '52998224725';

async function paidCourse(title = 'Curso pago da garantia') {
  const course = await createCourse({ title: `${title} ${randomUUID().slice(0, 6)}` });
  await sql`update public.courses set access_model = 'paid', price = 297 where id = ${course.courseId}`;
  const [row] = await sql<
    { title: string }[]
  >`select title from public.courses where id = ${course.courseId}`;
  return { courseId: course.courseId, lessonIds: course.lessonIds, title: row!.title };
}

/** create-checkout, then the card paid on the stand-in's page (its scripted twin). */
async function buyWithCard(user: SignedInUser, courseId: string) {
  const checkout = await callFunction(
    'create-checkout',
    {
      productKind: 'course',
      productId: courseId,
      method: 'card',
      installments: 1,
      cpf: VALID_CPF,
      returnPath: '/pagamento',
    },
    user.token,
  );
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
  const { order_id: orderId, checkout_url: checkoutUrl } = checkout.json as {
    order_id: string;
    checkout_url: string;
  };
  const preferenceId = new URL(checkoutUrl).pathname.split('/').at(-1);
  const paid = await standIn(`checkout/${preferenceId}/pay`, {
    cardNumber: '5031433215406351',
    cardHolder: 'PESSOA DE TESTE',
    expiry: '12/30',
    cvv: '123',
    installments: 1,
  });
  expect(paid.status, JSON.stringify(paid.json)).toBe(201);
  await expect.poll(async () => (await orderRow(orderId)).status).toBe('paid');
  return { orderId, paymentId: paid.json.id };
}

async function orderRow(orderId: string) {
  const [order] = await sql<{ status: string; paid_at: Date | null }[]>`
    select status, paid_at from public.orders where id = ${orderId}`;
  return order!;
}

async function historyOf(orderId: string) {
  const rows = await sql<{ status: string }[]>`
    select status from public.order_events where order_id = ${orderId} order by id`;
  return rows.map((row) => row.status);
}

async function hasAccess(user: SignedInUser, courseId: string) {
  const { data, error } = await user.client.rpc('has_course_access', { p_course_id: courseId });
  expect(error).toBeNull();
  return data;
}

async function getOrder(user: SignedInUser, orderId: string) {
  const { data, error } = await user.client.rpc('get_order', { p_order_id: orderId });
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

/** A pending order opened `age` ago (the database's clock is moved by writing created_at). */
async function pendingOrder(user: SignedInUser, method: 'pix' | 'boleto' | 'card', age: string) {
  const { courseId } = await paidCourse('Curso abandonado');
  const { data, error } = await user.client.rpc('start_order', {
    p_product_kind: 'course',
    p_product_id: courseId,
    p_method: method,
    p_installments: 1,
    p_cpf: VALID_CPF,
  });
  expect(error).toBeNull();
  const orderId = (data as { id: string }).id;
  await sql`update public.orders set created_at = now() - ${age}::interval where id = ${orderId}`;
  return orderId;
}

/** The refund e-mails printed for `email` so far (the functions' log, as `npm run dev` prints it). */
function refundMailsTo(email: string): string[] {
  return readAuthLog()
    .split('[e-mail local, não enviado]')
    .slice(1)
    .filter(
      (mail) => mail.includes(`Para: ${email}\n`) && /Assunto: (Reembolso|Pagamento contestado)/.test(mail),
    );
}

describe('an abandoned order', () => {
  it('is cancelled by its buyer only, once, and only while pending', async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const orderId = await pendingOrder(owner, 'card', '1 minute');

    const pending = await getOrder(owner, orderId);
    expect(pending).toMatchObject({ status: 'pending', can_cancel: true, can_request_refund: false });
    expect(Date.parse(pending.pay_until as string) - Date.parse(pending.created_at as string)).toBe(
      86_400_000,
    );

    const anon = await anonClient().rpc('cancel_my_order', { p_order_id: orderId });
    expect(anon.error?.message).toMatch(/permission denied|not_authenticated/);
    const denied = await stranger.client.rpc('cancel_my_order', { p_order_id: orderId });
    expect(denied.error?.message).toBe('order_not_found');
    expect((await orderRow(orderId)).status).toBe('pending');

    const cancelled = await owner.client.rpc('cancel_my_order', { p_order_id: orderId });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({
      id: orderId,
      status: 'canceled',
      can_cancel: false,
      pay_until: null,
    });
    expect(await historyOf(orderId)).toEqual(['pending', 'canceled']);

    const again = await owner.client.rpc('cancel_my_order', { p_order_id: orderId });
    expect(again.error?.message).toBe('order_not_pending');
    expect(await historyOf(orderId)).toEqual(['pending', 'canceled']);
  });

  it('reads as abandoned until a payment reaches it: a generated Pix is waiting, not abandoned', async () => {
    const owner = await signedInUser();
    const { courseId } = await paidCourse();
    const checkout = await callFunction(
      'create-checkout',
      {
        productKind: 'course',
        productId: courseId,
        method: 'pix',
        installments: 1,
        cpf: VALID_CPF,
        returnPath: '/pagamento',
      },
      owner.token,
    );
    expect(checkout.status).toBe(201);
    const { order_id: orderId, checkout_url: checkoutUrl } = checkout.json as {
      order_id: string;
      checkout_url: string;
    };
    // Back from the provider's page without paying.
    expect(await getOrder(owner, orderId)).toMatchObject({
      status: 'pending',
      abandoned: true,
      can_cancel: true,
    });
    const preferenceId = new URL(checkoutUrl).pathname.split('/').at(-1);
    const pix = await standIn(`checkout/${preferenceId}/pay`, {});
    expect(pix.json.status).toBe('pending');
    await expect.poll(async () => (await getOrder(owner, orderId)).abandoned).toBe(false);
    expect(await getOrder(owner, orderId)).toMatchObject({
      status: 'pending',
      provider_payment_id: String(pix.json.id),
    });
  });

  it('a paid order cannot be cancelled', async () => {
    const owner = await signedInUser();
    const { courseId } = await paidCourse();
    const { orderId } = await buyWithCard(owner, courseId);
    const refused = await owner.client.rpc('cancel_my_order', { p_order_id: orderId });
    expect(refused.error?.message).toBe('order_not_pending');
    expect((await orderRow(orderId)).status).toBe('paid');
  });

  it('the expiry job expires only what is past its method’s limit, and once under replay', async () => {
    const owner = await signedInUser();
    const due = {
      pix: await pendingOrder(owner, 'pix', '31 minutes'),
      boleto: await pendingOrder(owner, 'boleto', '3 days 1 minute'),
      card: await pendingOrder(owner, 'card', '1 day 1 minute'),
    };
    const waiting = {
      pix: await pendingOrder(owner, 'pix', '25 minutes'),
      boleto: await pendingOrder(owner, 'boleto', '2 days 23 hours'),
      card: await pendingOrder(owner, 'card', '23 hours'),
    };

    expect(await callFunction('expire-orders', {})).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    expect(await callFunction('expire-orders', {}, owner.token)).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    const direct = await owner.client.rpc('expire_abandoned_orders');
    expect(direct.error?.message).toMatch(/permission denied/);
    expect((await orderRow(due.pix)).status).toBe('pending');

    const first = await callFunction('expire-orders', {}, stack.secretKey);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const expiredNow = first.json!.order_ids as string[];
    for (const id of Object.values(due)) {
      expect(expiredNow).toContain(id);
      expect((await orderRow(id)).status).toBe('expired');
      expect(await historyOf(id)).toEqual(['pending', 'expired']);
    }
    for (const id of Object.values(waiting)) {
      expect(expiredNow).not.toContain(id);
      expect((await orderRow(id)).status).toBe('pending');
    }

    const replay = await callFunction('expire-orders', {}, stack.secretKey);
    expect(replay.status).toBe(200);
    for (const id of Object.values(due)) {
      expect(replay.json!.order_ids as string[]).not.toContain(id);
      expect(await historyOf(id)).toEqual(['pending', 'expired']);
    }
    const [listed] = (
      (await owner.client.rpc('list_my_orders')).data as { rows: { id: string; status: string }[] }
    ).rows.filter((row) => row.id === due.card);
    expect(listed).toMatchObject({ status: 'expired' });
  });
});

describe('the 7-day guarantee', () => {
  it('refunds the buyer’s first purchase through the provider, ends access, and tells the buyer once', async () => {
    const owner = await signedInUser('aluno', 'Joana Prado');
    const stranger = await signedInUser();
    const course = await paidCourse();
    const { orderId } = await buyWithCard(owner, course.courseId);
    expect(await hasAccess(owner, course.courseId)).toBe(true);

    const order = await getOrder(owner, orderId);
    expect(order).toMatchObject({ status: 'paid', can_request_refund: true, can_cancel: false });
    expect(Date.parse(order.refund_guarantee_until as string) - Date.parse(order.paid_at as string)).toBe(
      7 * 86_400_000,
    );
    const before = await owner.client.rpc('get_my_course_refund', { p_course_id: course.courseId });
    expect(before).toMatchObject({ error: null, data: null });

    // Someone else's order: refused as not found, nothing refunded.
    expect(await callFunction('refund-order', { orderId }, stranger.token)).toEqual({
      status: 404,
      json: { code: 'order_not_found' },
    });
    const direct = await owner.client.rpc('check_guarantee_refund', {
      p_user_id: owner.userId,
      p_order_id: orderId,
    });
    expect(direct.error?.message).toMatch(/permission denied/);
    expect((await orderRow(orderId)).status).toBe('paid');

    expect(await callFunction('refund-order', { orderId }, owner.token)).toEqual({
      status: 200,
      json: { order_id: orderId, status: 'refunded' },
    });
    expect(await hasAccess(owner, course.courseId)).toBe(false);
    expect(await getOrder(owner, orderId)).toMatchObject({ status: 'refunded', can_request_refund: false });

    // The stand-in's own refund notification follows: a replay, recorded as a duplicate event.
    await expect
      .poll(async () => {
        const [row] = await sql<{ count: number }[]>`
          select count(*)::int as count from public.payment_events where order_id = ${orderId}`;
        return row!.count;
      })
      .toBe(2);

    const notifications = await owner.client.rpc('list_my_notifications');
    expect(notifications.error).toBeNull();
    const refundNotices = (notifications.data as { rows: { kind: string; refund: unknown }[] }).rows.filter(
      (row) => row.kind === 'order_refunded',
    );
    expect(refundNotices).toEqual([
      expect.objectContaining({
        refund: {
          order_id: orderId,
          product_kind: 'course',
          product_title: course.title,
          amount: 297,
          method: 'card',
          status: 'refunded',
        },
      }),
    ]);
    const strangerNotices = await stranger.client.rpc('list_my_notifications');
    expect(
      (strangerNotices.data as { rows: { kind: string }[] }).rows.some(
        (row) => row.kind === 'order_refunded',
      ),
    ).toBe(false);

    await expect.poll(() => refundMailsTo(owner.email).length).toBe(1);
    const [mail] = refundMailsTo(owner.email);
    expect(mail).toContain(`Assunto: Reembolso da sua compra: ${course.title}`);
    expect(mail).toContain('Olá, Joana!');
    expect(mail).toContain(`A compra do curso “${course.title}” foi reembolsada: R$ 297,00 voltam para você`);
    expect(mail).toContain('O estorno aparece na fatura do seu cartão de crédito em até duas faturas');

    const refund = await owner.client.rpc('get_my_course_refund', { p_course_id: course.courseId });
    expect(refund.error).toBeNull();
    expect(refund.data).toMatchObject({ status: 'refunded', product_title: course.title });
    const strangerRefund = await stranger.client.rpc('get_my_course_refund', {
      p_course_id: course.courseId,
    });
    expect(strangerRefund).toMatchObject({ error: null, data: null });

    expect(await callFunction('refund-order', { orderId }, owner.token)).toEqual({
      status: 409,
      json: { code: 'order_not_refundable' },
    });
    expect(refundMailsTo(owner.email)).toHaveLength(1);
  });

  it('is gone after 7 days: no flag, and the refund is refused', async () => {
    const owner = await signedInUser();
    const { courseId } = await paidCourse();
    const { orderId } = await buyWithCard(owner, courseId);
    await sql`update public.orders set paid_at = now() - interval '7 days 1 minute' where id = ${orderId}`;
    expect(await getOrder(owner, orderId)).toMatchObject({
      can_request_refund: false,
      refund_guarantee_until: null,
    });
    expect(await callFunction('refund-order', { orderId }, owner.token)).toEqual({
      status: 409,
      json: { code: 'refund_window_closed' },
    });
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await hasAccess(owner, courseId)).toBe(true);
  });

  it('covers only the first purchase of a product: bought again after a refund, it is not refundable', async () => {
    const owner = await signedInUser();
    const admin = await signedInUser('administrador');
    const { courseId } = await paidCourse();
    const first = await buyWithCard(owner, courseId);
    expect(await callFunction('refund-order', { orderId: first.orderId }, admin.token)).toMatchObject({
      status: 200,
    });
    const second = await buyWithCard(owner, courseId);
    expect(await getOrder(owner, second.orderId)).toMatchObject({
      status: 'paid',
      can_request_refund: false,
    });
    expect(await callFunction('refund-order', { orderId: second.orderId }, owner.token)).toEqual({
      status: 409,
      json: { code: 'guarantee_not_applicable' },
    });
    // An administrador still refunds it.
    expect(await callFunction('refund-order', { orderId: second.orderId }, admin.token)).toEqual({
      status: 200,
      json: { order_id: second.orderId, status: 'refunded' },
    });
  });
});

describe('a chargeback', () => {
  it('tells the buyer in-app and by e-mail how the money returns', async () => {
    const owner = await signedInUser('aluno', 'Caio Nunes');
    const course = await paidCourse('Curso contestado');
    const { orderId, paymentId } = await buyWithCard(owner, course.courseId);
    const charged = await standIn(`payments/${paymentId}/chargeback`);
    expect(charged.status).toBe(200);
    await expect.poll(async () => (await orderRow(orderId)).status).toBe('charged_back');
    const notices = await owner.client.rpc('list_my_notifications');
    expect(
      (notices.data as { rows: { kind: string; refund: { status: string } | null }[] }).rows,
    ).toContainEqual(
      expect.objectContaining({
        kind: 'order_refunded',
        refund: expect.objectContaining({ status: 'charged_back' }),
      }),
    );
    await expect.poll(() => refundMailsTo(owner.email).length).toBe(1);
    const [mail] = refundMailsTo(owner.email);
    expect(mail).toContain(`Assunto: Pagamento contestado: ${course.title}`);
    expect(mail).toContain('O valor é devolvido pelo banco emissor do cartão');
  });
});

describe('get_my_subscription', () => {
  it('lists the courses the plan opens through its tracks as well as its own', async () => {
    const owner = await signedInUser();
    const direct = await createCourse({ title: `Curso do plano ${randomUUID().slice(0, 6)}` });
    await sql`update public.courses set access_model = 'plans' where id = ${direct.courseId}`;
    const track = await createTrack({ courses: 2, accessModel: 'plans' });
    const [plan] = await sql<{ id: string }[]>`
      insert into public.pricing_plans (name, price, cta, cta_link, amount, billing_interval)
      values ('Plano das trilhas', 'R$ 49,90', 'Assinar', 'https://trilha.cloud/planos', 49.90, 'month')
      returning id`;
    await sql`insert into public.plan_courses (plan_id, course_id) values (${plan!.id}, ${direct.courseId})`;
    await sql`insert into public.plan_tracks (plan_id, track_id) values (${plan!.id}, ${track.trackId})`;
    await sql`
      insert into public.subscriptions (user_id, plan_id, plan_name, amount, billing_interval, status, started_at, current_period_end)
      values (${owner.userId}, ${plan!.id}, 'Plano das trilhas', 49.90, 'month', 'active', now(), now() + interval '20 days')`;
    const { data, error } = await owner.client.rpc('get_my_subscription');
    expect(error).toBeNull();
    const ids = (data as { courses: { id: string }[] }).courses.map((course) => course.id).sort();
    expect(ids).toEqual([direct.courseId, ...track.courses.map((course) => course.courseId)].sort());
    for (const course of track.courses) expect(await hasAccess(owner, course.courseId)).toBe(true);

    const stranger = await signedInUser();
    expect(await stranger.client.rpc('get_my_subscription')).toMatchObject({ error: null, data: null });
  });
});
