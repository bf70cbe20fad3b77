// Orders and payment events: prices read by the database, every status path, replays and
// out-of-order events, refunds and chargebacks taking access back, and the calls only the
// payment functions (service role) may make.
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, sql } from '../../support/stack';
import { expectError } from './fixtures';
import {
  createBookForSale,
  createPaidCourse,
  createPlan,
  CPF_DIGITS,
  hasAccess,
  orderStatus,
  paymentEvent,
  PROVIDER,
  readableLessons,
  startOrder,
} from './payments-fixtures';

async function historyOf(orderId: string) {
  const rows = await sql<{ status: string }[]>`
    select status from public.order_events where order_id = ${orderId} order by id`;
  return rows.map((row) => row.status);
}

async function liveEntitlements(orderId: string) {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.entitlements where order_id = ${orderId} and revoked_at is null`;
  return row!.count;
}

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
    expect(await historyOf(order.id)).toEqual(['pending']);
    const [row] = await sql<{ buyer_cpf: string; buyer_email: string; user_id: string }[]>`
      select buyer_cpf, buyer_email, user_id from public.orders where id = ${order.id}`;
    expect(row).toEqual({ buyer_cpf: CPF_DIGITS, buyer_email: buyer.email, user_id: buyer.userId });
  });

  // Limit for about 15 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('price tampering: there is no amount argument, and the browser cannot write an order', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 297 });
    const tampered = await buyer.client.rpc('start_order', {
      p_product_kind: 'course',
      p_product_id: course.courseId,
      p_method: 'pix',
      p_installments: 1,
      p_cpf: CPF_DIGITS,
      p_amount: 1,
    } as never);
    expect(tampered.error?.code).toBe('PGRST202');
    const inserted = await buyer.client
      .from('orders')
      .insert({
        user_id: buyer.userId,
        product_kind: 'course',
        product_id: course.courseId,
        product_title: 'Barato',
        amount: 1,
        method: 'pix',
        status: 'paid',
      } as never)
      .select();
    expect(inserted.error).not.toBeNull();
    const order = await startOrder(buyer, 'course', course.courseId);
    const updated = await buyer.client
      .from('orders')
      .update({ amount: 1, status: 'paid' })
      .eq('id', order.id)
      .select();
    expect(updated.data ?? []).toEqual([]);
    expect(
      await sql`select amount::float as amount, status from public.orders where user_id = ${buyer.userId}`,
    ).toEqual([{ amount: 297, status: 'pending' }]);
  }, 60_000);

  // Limit for about 15 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('a paid event with another amount than the order’s grants nothing', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 297 });
    const order = await startOrder(buyer, 'course', course.courseId);
    const answer = await paymentEvent(order.id, 'paid', { amount: 1 });
    expect(answer).toMatchObject({
      duplicate: false,
      outcome: 'amount_mismatch',
      order: { status: 'pending' },
    });
    expect(await hasAccess(buyer, course.courseId)).toBe(false);
    expect(await liveEntitlements(order.id)).toBe(0);
  }, 60_000);

  // Limit for about 35 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('refuses what cannot be sold or paid that way, each with its code', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 20 });
    const call = (args: Record<string, unknown>) =>
      buyer.client.rpc('start_order', {
        p_product_kind: 'course',
        p_product_id: course.courseId,
        p_method: 'card',
        p_installments: 1,
        p_cpf: CPF_DIGITS,
        ...args,
      } as never);
    expectError(await call({ p_product_kind: 'car' }), 'P0001', 'invalid_product');
    expectError(await call({ p_method: 'cash' }), 'P0001', 'invalid_payment_method');
    expectError(await call({ p_method: 'pix', p_installments: 2 }), 'P0001', 'invalid_installments');
    expectError(await call({ p_installments: 13 }), 'P0001', 'invalid_installments');
    // R$ 20,00 allows 4x of R$ 5,00, not 5x of R$ 4,00.
    expectError(await call({ p_installments: 5 }), 'P0001', 'invalid_installments');
    expect((await call({ p_installments: 4 })).error).toBeNull();
    expectError(await call({ p_cpf: '529.982.247-24' }), 'P0001', 'invalid_cpf');
    expectError(await call({ p_cpf: '111.111.111-11' }), 'P0001', 'invalid_cpf');
    expectError(await call({ p_cpf: null }), 'P0001', 'invalid_cpf');

    const free = await createPaidCourse();
    await sql`update public.courses set access_model = 'free' where id = ${free.courseId}`;
    expectError(await call({ p_product_id: free.courseId }), 'P0001', 'product_not_for_sale');
    const plansOnly = await createPaidCourse({ accessModel: 'plans' });
    expectError(await call({ p_product_id: plansOnly.courseId }), 'P0001', 'product_not_for_sale');
    const bookWithoutFile = await createBookForSale({ withFile: false });
    expectError(
      await call({ p_product_kind: 'book', p_product_id: bookWithoutFile.id }),
      'P0001',
      'product_not_for_sale',
    );
    const [planWithoutAmount] = await sql<{ id: string }[]>`
      insert into public.pricing_plans (name, price, cta, cta_link)
      values ('Sob consulta', 'Fale conosco', 'Falar', 'https://example.com') returning id`;
    expectError(
      await call({ p_product_kind: 'plan', p_product_id: planWithoutAmount!.id }),
      'P0001',
      'product_not_for_sale',
    );
    expectError(
      await anonClient().rpc('start_order', {
        p_product_kind: 'course',
        p_product_id: course.courseId,
        p_method: 'pix',
      }),
      '42501',
    );
  }, 100_000);

  it('a course already open to the buyer is not sold again', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    await paymentEvent(order.id, 'paid');
    expectError(
      await buyer.client.rpc('start_order', {
        p_product_kind: 'course',
        p_product_id: course.courseId,
        p_method: 'pix',
        p_cpf: CPF_DIGITS,
      }),
      'P0001',
      'already_has_access',
    );
  });
});

describe('apply_payment_event: every status path', () => {
  // Limit for about 25 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('pending → paid → refunded: the course opens (enrolled, lessons readable) and closes again', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    expect(await hasAccess(buyer, course.courseId)).toBe(false);

    const paid = await paymentEvent(order.id, 'paid');
    expect(paid).toMatchObject({ duplicate: false, outcome: 'applied', order: { status: 'paid' } });
    expect(paid.order?.paid_at).not.toBeNull();
    expect(await hasAccess(buyer, course.courseId)).toBe(true);
    expect(
      await sql`select 1 from public.enrollments where user_id = ${buyer.userId} and course_id = ${course.courseId}`,
    ).toHaveLength(1);
    expect(await readableLessons(buyer, course.courseId)).toHaveLength(3);

    const refunded = await paymentEvent(order.id, 'refunded');
    expect(refunded).toMatchObject({ outcome: 'applied', order: { status: 'refunded' } });
    expect(await hasAccess(buyer, course.courseId)).toBe(false);
    expect(await readableLessons(buyer, course.courseId)).toEqual([]);
    expect(await historyOf(order.id)).toEqual(['pending', 'paid', 'refunded']);
  }, 80_000);

  it('pending → paid → charged_back revokes the access', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId, 'card', 6);
    await paymentEvent(order.id, 'paid');
    const back = await paymentEvent(order.id, 'charged_back');
    expect(back).toMatchObject({ outcome: 'applied', order: { status: 'charged_back' } });
    expect(await hasAccess(buyer, course.courseId)).toBe(false);
    const [entitlement] = await sql<{ revoke_reason: string }[]>`
      select revoke_reason from public.entitlements where order_id = ${order.id}`;
    expect(entitlement!.revoke_reason).toBe('charged_back');
    expect(await historyOf(order.id)).toEqual(['pending', 'paid', 'charged_back']);
  });

  it('pending → expired and pending → failed grant nothing; a later approval still pays', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const pix = await startOrder(buyer, 'course', course.courseId, 'pix');
    expect((await paymentEvent(pix.id, 'expired')).order?.status).toBe('expired');
    const card = await startOrder(buyer, 'course', course.courseId, 'card', 2);
    expect((await paymentEvent(card.id, 'failed')).order?.status).toBe('failed');
    expect(await hasAccess(buyer, course.courseId)).toBe(false);
    expect(await liveEntitlements(pix.id)).toBe(0);
    expect(await liveEntitlements(card.id)).toBe(0);

    // Another card on the same checkout was approved.
    const approved = await paymentEvent(card.id, 'paid', { paymentId: `second-${card.id}` });
    expect(approved).toMatchObject({ outcome: 'applied', order: { status: 'paid' } });
    expect(await hasAccess(buyer, course.courseId)).toBe(true);
    expect(await historyOf(card.id)).toEqual(['pending', 'failed', 'paid']);
  });

  it('out of order: a refund arriving before the approval ends refunded and never opens the course', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    const earlier = new Date(Date.now() - 60_000).toISOString();
    expect((await paymentEvent(order.id, 'refunded')).order?.status).toBe('refunded');
    const late = await paymentEvent(order.id, 'paid', { occurredAt: earlier });
    expect(late).toMatchObject({ duplicate: false, outcome: 'stale', order: { status: 'refunded' } });
    expect(await orderStatus(order.id)).toBe('refunded');
    expect(await hasAccess(buyer, course.courseId)).toBe(false);
    expect(await sql`select 1 from public.entitlements where order_id = ${order.id}`).toHaveLength(0);
  });

  it('out of order: an expiry after the approval changes nothing', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    await paymentEvent(order.id, 'paid');
    expect((await paymentEvent(order.id, 'expired')).outcome).toBe('stale');
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await hasAccess(buyer, course.courseId)).toBe(true);
  });

  // Limit for 50 events one after another and about 10 other requests,
  // 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('replay ×50 in a row: one effect, the same answer marked duplicate', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    const answers = [];
    for (let i = 0; i < 50; i++)
      answers.push(await paymentEvent(order.id, 'paid', { eventId: `evt-${order.id}` }));
    expect(answers[0]).toMatchObject({ duplicate: false, outcome: 'applied' });
    expect(answers.slice(1).every((answer) => answer.duplicate && answer.outcome === 'applied')).toBe(true);
    expect(await historyOf(order.id)).toEqual(['pending', 'paid']);
    expect(await sql`select 1 from public.entitlements where order_id = ${order.id}`).toHaveLength(1);
    expect(await sql`select 1 from public.payment_events where order_id = ${order.id}`).toHaveLength(1);
  }, 150_000);

  // Limit for 50 events at once and about 10 other requests,
  // 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('replay ×50 in parallel: one effect', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => paymentEvent(order.id, 'paid', { eventId: `par-${order.id}` })),
    );
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    expect(await historyOf(order.id)).toEqual(['pending', 'paid']);
    expect(await sql`select 1 from public.entitlements where order_id = ${order.id}`).toHaveLength(1);
    expect(await sql`select 1 from public.payment_events where order_id = ${order.id}`).toHaveLength(1);
    const [course_] = await sql<{ total_students: number }[]>`
      select total_students from public.courses where id = ${course.courseId}`;
    expect(course_!.total_students).toBe(1);
  }, 150_000);

  // Limit for 50 events at once and about 10 other requests,
  // 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('paid and refunded in parallel, 25 of each: ends refunded with the access revoked', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        paymentEvent(order.id, i % 2 ? 'paid' : 'refunded', { eventId: `mix-${i % 2}-${order.id}` }),
      ),
    );
    expect(await orderStatus(order.id)).toBe('refunded');
    expect(await hasAccess(buyer, course.courseId)).toBe(false);
  }, 150_000);

  it('an event for an unknown order or from another provider is recorded and changes nothing', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    const unknown = await serviceClient().rpc('apply_payment_event', {
      p_provider: PROVIDER,
      p_event_id: `unknown-${order.id}`,
      p_order_id: crypto.randomUUID(),
      p_provider_payment_id: 'x',
      p_status: 'paid',
      p_amount: 297,
      p_occurred_at: new Date().toISOString(),
      p_payload: {},
    });
    expect(unknown.data).toMatchObject({ duplicate: false, outcome: 'unknown_order', order: null });

    const checkout = await serviceClient().rpc('record_checkout', {
      p_order_id: order.id,
      p_provider: PROVIDER,
      p_provider_reference: 'pref-1',
    });
    expect(checkout.data).toMatchObject({
      provider: PROVIDER,
      provider_reference: 'pref-1',
      status: 'pending',
    });
    const other = await serviceClient().rpc('apply_payment_event', {
      p_provider: 'mercado-pago',
      p_event_id: `other-${order.id}`,
      p_order_id: order.id,
      p_provider_payment_id: 'y',
      p_status: 'paid',
      p_amount: 297,
      p_occurred_at: new Date().toISOString(),
      p_payload: {},
    });
    expect(other.data).toMatchObject({ outcome: 'provider_mismatch', order: { status: 'pending' } });
    expectError(
      await serviceClient().rpc('apply_payment_event', {
        p_provider: PROVIDER,
        p_event_id: 'bad',
        p_order_id: order.id,
        p_provider_payment_id: 'z',
        p_status: 'approved',
        p_amount: 297,
        p_occurred_at: new Date().toISOString(),
        p_payload: {},
      }),
      'P0001',
      'invalid_payment_status',
    );
  });

  it('record_checkout only on a pending order of the same provider', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    const record = (provider: string) =>
      serviceClient().rpc('record_checkout', {
        p_order_id: order.id,
        p_provider: provider,
        p_provider_reference: 'pref',
      });
    expect((await record(PROVIDER)).error).toBeNull();
    expectError(await record('mercado-pago'), 'P0001', 'order_provider_mismatch');
    await paymentEvent(order.id, 'paid');
    expectError(await record(PROVIDER), 'P0001', 'order_not_pending');
    expectError(
      await serviceClient().rpc('record_checkout', {
        p_order_id: crypto.randomUUID(),
        p_provider: PROVIDER,
        p_provider_reference: 'pref',
      }),
      'P0001',
      'order_not_found',
    );
  });
});

describe('books and plans through the same orders', () => {
  it('a paid book is the buyer’s to download; refunded, it is not', async () => {
    const [buyer, stranger] = await Promise.all([createUser(), createUser()]);
    const book = await createBookForSale({ price: 59.9 });
    const order = await startOrder(buyer, 'book', book.id, 'boleto');
    expect(order.amount).toBe(59.9);
    expectError(
      await buyer.client.rpc('get_book_download', { p_book_id: book.id }),
      '42501',
      'book_not_owned',
    );
    await paymentEvent(order.id, 'paid');
    const download = await buyer.client.rpc('get_book_download', { p_book_id: book.id });
    expect(download.data).toMatchObject({ bucket: 'book-files', path: book.file_path });
    expectError(
      await stranger.client.rpc('get_book_download', { p_book_id: book.id }),
      '42501',
      'book_not_owned',
    );
    const mine = await buyer.client.rpc('list_my_orders', {});
    expect(mine.data).toMatchObject({ total: 1, rows: [{ id: order.id, can_download: true }] });
    await paymentEvent(order.id, 'refunded');
    expectError(
      await buyer.client.rpc('get_book_download', { p_book_id: book.id }),
      '42501',
      'book_not_owned',
    );
  });

  it('a plan order starts its subscription; its refund ends it', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ accessModel: 'plans' });
    const plan = await createPlan({ courseIds: [course.courseId], amount: 49.9, interval: 'month' });
    const order = await startOrder(buyer, 'plan', plan);
    expect(order).toMatchObject({ amount: 49.9, status: 'pending' });
    expect(order.subscription_id).not.toBeNull();
    expect(await hasAccess(buyer, course.courseId)).toBe(false);
    await paymentEvent(order.id, 'paid');
    expect(await hasAccess(buyer, course.courseId)).toBe(true);
    const [subscription] = await sql<{ status: string; months: number }[]>`
      select status, round(extract(epoch from current_period_end - now()) / 86400)::int as months
      from public.subscriptions where id = ${order.subscription_id}`;
    expect(subscription!.status).toBe('active');
    expect(subscription!.months).toBeGreaterThanOrEqual(28);
    await paymentEvent(order.id, 'refunded');
    expect(await hasAccess(buyer, course.courseId)).toBe(false);
    expect(await sql`select status from public.subscriptions where id = ${order.subscription_id}`).toEqual([
      { status: 'expired' },
    ]);
  });
});

describe('who may read and write orders', () => {
  it('a student reads their own orders and history, never another’s', async () => {
    const [buyer, other] = await Promise.all([createUser(), createUser()]);
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    await paymentEvent(order.id, 'paid');
    const own = await buyer.client.from('orders').select('id').eq('id', order.id);
    expect(own.data).toEqual([{ id: order.id }]);
    const ownHistory = await buyer.client.from('order_events').select('status').eq('order_id', order.id);
    expect(ownHistory.data).toHaveLength(2);
    expect((await buyer.client.rpc('get_order', { p_order_id: order.id })).data).toMatchObject({
      id: order.id,
      status: 'paid',
      has_access: true,
      history: [{ status: 'pending' }, { status: 'paid' }],
    });

    expect((await other.client.from('orders').select('id').eq('id', order.id)).data).toEqual([]);
    expect((await other.client.from('order_events').select('id').eq('order_id', order.id)).data).toEqual([]);
    expect((await other.client.from('entitlements').select('id').eq('user_id', buyer.userId)).data).toEqual(
      [],
    );
    expect((await other.client.from('payment_events').select('id')).data ?? []).toEqual([]);
    expectError(await other.client.rpc('get_order', { p_order_id: order.id }), 'P0001', 'order_not_found');
    expect((await anonClient().from('orders').select('id')).data ?? []).toEqual([]);
  });

  it('a student cannot insert an entitlement, nor update or delete one', async () => {
    const student = await createUser();
    const course = await createPaidCourse();
    const inserted = await student.client
      .from('entitlements')
      .insert({ user_id: student.userId, course_id: course.courseId, source: 'grant' } as never)
      .select();
    expect(inserted.error).not.toBeNull();
    expect(await sql`select 1 from public.entitlements where user_id = ${student.userId}`).toHaveLength(0);
    expect(await hasAccess(student, course.courseId)).toBe(false);

    const order = await startOrder(student, 'course', course.courseId);
    await paymentEvent(order.id, 'paid');
    await paymentEvent(order.id, 'refunded');
    const revived = await student.client
      .from('entitlements')
      .update({ revoked_at: null } as never)
      .eq('order_id', order.id)
      .select();
    expect(revived.data ?? []).toEqual([]);
    expect(await hasAccess(student, course.courseId)).toBe(false);
  });

  it('the browser cannot call the payment functions, whoever it is', async () => {
    const [buyer, admin] = await Promise.all([createUser(), createUser({ role: 'administrador' })]);
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId);
    for (const client of [buyer.client, admin.client, anonClient()]) {
      expectError(
        await client.rpc('apply_payment_event', {
          p_provider: PROVIDER,
          p_event_id: `forged-${crypto.randomUUID()}`,
          p_order_id: order.id,
          p_provider_payment_id: 'forged',
          p_status: 'paid',
          p_amount: 297,
          p_occurred_at: new Date().toISOString(),
          p_payload: {},
        }),
        '42501',
      );
      expectError(
        await client.rpc('record_checkout', {
          p_order_id: order.id,
          p_provider: PROVIDER,
          p_provider_reference: 'x',
        }),
        '42501',
      );
      expectError(
        await client.rpc('apply_subscription_event', {
          p_provider: PROVIDER,
          p_event_id: `forged-${crypto.randomUUID()}`,
          p_subscription_id: crypto.randomUUID(),
          p_provider_subscription_id: 'x',
          p_status: 'renewed',
        }),
        '42501',
      );
    }
    expect(await orderStatus(order.id)).toBe('pending');
    expect(await sql`select 1 from public.payment_events where order_id = ${order.id}`).toHaveLength(0);
  });
});
