// Selling seats to companies (docs/companies.md → Vendendo assentos): the price the database
// quotes and charges (tiers, plans, tracks, courses, seats added mid-period), who may open a
// company's order, the order paid on the payment stand-in through create-checkout and the
// webhook, a replayed webhook, a refund taking the seats back, and the CNPJ checks.
import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomCnpj } from './database/companies-fixtures';
import { createCourse, expectError } from './database/fixtures';
import { createPaidCourse, createPlan, paymentEvent } from './database/payments-fixtures';
import { createTrack } from './database/tracks-fixtures';
import { anonClient, createUser, sql, stack, type TestUser } from '../support/stack';
import { callFunction, functionsUrl, paymentStandIn } from '../support/functions';

const standIn = (path: string, body?: unknown) =>
  paymentStandIn<{ id: number; status: string; webhook_status: number | null }>(path, body);

const masked = (cnpj: string) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

async function createOrganisation(gestor: TestUser, cnpj = randomCnpj()) {
  const { data, error } = await gestor.client.rpc('create_organisation', {
    p_cnpj: masked(cnpj),
    p_legal_name: 'Nuvem Alta Tecnologia Ltda',
    p_billing_email: 'Financeiro@NuvemAlta.com.br',
    p_address_line: 'Avenida Paulista, 1000, 10º andar',
    p_city: 'São Paulo',
    p_state: 'sp',
    p_postal_code: '01310-100',
  });
  expect(error).toBeNull();
  return data as unknown as {
    id: string;
    cnpj: string;
    billing_email: string;
    state: string;
    postal_code: string;
  };
}

interface Quote {
  unit_price: number;
  discount_percent: number;
  total: number;
  amount: number;
  base_unit_price: number;
  remaining_fraction: number | null;
  remaining_days?: number;
  period_days?: number;
}

async function quote(client: TestUser['client'], kind: string, id: string, seats: number, block?: string) {
  return client.rpc('quote_seats', {
    p_product_kind: kind,
    p_product_id: id,
    p_seats: seats,
    ...(block ? { p_seat_block_id: block } : {}),
  });
}

async function quoted(kind: string, id: string, seats: number): Promise<Quote> {
  const { data, error } = await quote(anonClient(), kind, id, seats);
  expect(error).toBeNull();
  return data as unknown as Quote;
}

async function startSeatOrder(
  gestor: TestUser,
  organisationId: string,
  kind: string,
  productId: string,
  seats: number,
  options: { method?: string; installments?: number; block?: string } = {},
) {
  return gestor.client.rpc('start_seat_order', {
    p_organisation_id: organisationId,
    p_product_kind: kind,
    p_product_id: productId,
    p_seats: seats,
    p_method: options.method ?? 'pix',
    p_installments: options.installments ?? 1,
    ...(options.block ? { p_seat_block_id: options.block } : {}),
  });
}

async function blocksOf(organisationId: string) {
  return sql<{ id: string; seat_count: number; product_id: string }[]>`
    select id, seat_count, product_id from public.organisation_seats
    where organisation_id = ${organisationId} order by created_at`;
}

describe('quote_seats: the price the database reads', () => {
  it('tier boundaries 4/5/19/20/49/50 on a course; fewer than the minimum are not sold', async () => {
    const course = await createPaidCourse({ price: 297 });
    const below = await quote(anonClient(), 'course', course.courseId, 4);
    expectError(below, 'P0001', 'seats_below_minimum');
    expect(await quoted('course', course.courseId, 5)).toMatchObject({
      base_unit_price: 297,
      discount_percent: 0,
      unit_price: 297,
      total: 1485,
      amount: 1485,
    });
    expect(await quoted('course', course.courseId, 19)).toMatchObject({ discount_percent: 0, total: 5643 });
    expect(await quoted('course', course.courseId, 20)).toMatchObject({
      discount_percent: 10,
      unit_price: 267.3,
      total: 5346,
    });
    expect(await quoted('course', course.courseId, 49)).toMatchObject({
      discount_percent: 10,
      total: 13097.7,
    });
    expect(await quoted('course', course.courseId, 50)).toMatchObject({
      discount_percent: 20,
      unit_price: 237.6,
      total: 11880,
    });
  });

  it('a monthly plan costs 12 months a seat, a yearly plan its amount; a track its price', async () => {
    const monthly = await createPlan({ amount: 49.9, interval: 'month' });
    const yearly = await createPlan({ amount: 499, interval: 'year' });
    expect(await quoted('plan', monthly, 10)).toMatchObject({
      base_unit_price: 598.8,
      unit_price: 598.8,
      total: 5988,
    });
    expect(await quoted('plan', yearly, 20)).toMatchObject({
      base_unit_price: 499,
      unit_price: 449.1,
      total: 8982,
    });
    const track = await createTrack({ courses: 1, accessModel: 'paid', price: 890 });
    expect(await quoted('track', track.trackId, 5)).toMatchObject({ unit_price: 890, total: 4450 });
  });

  it('free, inactive and unpublished products are not sold as seats', async () => {
    const free = await createCourse();
    expectError(
      await quote(anonClient(), 'course', free.courseId, 10),
      'P0001',
      'seat_product_not_available',
    );
    const inactive = await createPaidCourse({ price: 100 });
    await sql`update public.courses set is_active = false where id = ${inactive.courseId}`;
    expectError(
      await quote(anonClient(), 'course', inactive.courseId, 10),
      'P0001',
      'seat_product_not_available',
    );
    const plan = await createPlan({ amount: 49.9 });
    await sql`update public.pricing_plans set is_active = false where id = ${plan}`;
    expectError(await quote(anonClient(), 'plan', plan, 10), 'P0001', 'seat_product_not_available');
    const draft = await createTrack({ courses: 1, accessModel: 'paid', price: 500, published: false });
    expectError(await quote(anonClient(), 'track', draft.trackId, 10), 'P0001', 'seat_product_not_available');
    expectError(await quote(anonClient(), 'book', randomUUID(), 10), 'P0001', 'invalid_product');
  });

  it('the public offer lists the tiers and the products sold as seats', async () => {
    const course = await createPaidCourse({ price: 150 });
    const free = await createCourse();
    const { data, error } = await anonClient().rpc('list_seat_offer');
    expect(error).toBeNull();
    const offer = data as unknown as {
      tiers: { min_seats: number; max_seats: number | null; discount_percent: number }[];
      products: { kind: string; id: string; base_unit_price: number }[];
    };
    expect(offer.tiers).toEqual([
      { min_seats: 5, max_seats: 19, discount_percent: 0 },
      { min_seats: 20, max_seats: 49, discount_percent: 10 },
      { min_seats: 50, max_seats: null, discount_percent: 20 },
    ]);
    expect(offer.products).toContainEqual(
      expect.objectContaining({ kind: 'course', id: course.courseId, base_unit_price: 150 }),
    );
    expect(offer.products.map((product) => product.id)).not.toContain(free.courseId);
  });
});

describe('create_organisation', () => {
  it('the caller becomes the first gestor; the CNPJ is kept as digits and is unique', async () => {
    const gestor = await createUser();
    const cnpj = randomCnpj();
    const organisation = await createOrganisation(gestor, cnpj);
    expect(organisation).toMatchObject({
      cnpj,
      billing_email: 'financeiro@nuvemalta.com.br',
      state: 'SP',
      postal_code: '01310100',
    });
    const [member] = await sql<{ role: string }[]>`
      select role from public.organisation_members where organisation_id = ${organisation.id} and user_id = ${gestor.userId}`;
    expect(member).toEqual({ role: 'gestor' });

    const other = await createUser();
    const taken = await other.client.rpc('create_organisation', {
      p_cnpj: cnpj,
      p_legal_name: 'Outra Empresa',
      p_billing_email: 'a@b.com',
      p_address_line: 'Rua A, 1',
      p_city: 'Recife',
      p_state: 'PE',
      p_postal_code: '50000000',
    });
    expectError(taken, '23505', 'organisation_exists');
  });

  it('an invalid CNPJ is refused by the function and by the table CHECK; anon cannot call it', async () => {
    const gestor = await createUser();
    const valid = randomCnpj();
    const wrong = valid.slice(0, 13) + String((Number(valid[13]) + 1) % 10);
    const refused = await gestor.client.rpc('create_organisation', {
      p_cnpj: wrong,
      p_legal_name: 'Empresa',
      p_billing_email: 'a@b.com',
      p_address_line: 'Rua A, 1',
      p_city: 'Recife',
      p_state: 'PE',
      p_postal_code: '50000000',
    });
    expectError(refused, 'P0001', 'invalid_cnpj');
    await expect(
      sql`insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code)
          values (${wrong}, 'Empresa', 'a@b.com', 'Rua A, 1', 'Recife', 'PE', '50000000')`,
    ).rejects.toThrow(/organisations_cnpj_check/);
    await expect(
      sql`insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code)
          values ('11111111111111', 'Empresa', 'a@b.com', 'Rua A, 1', 'Recife', 'PE', '50000000')`,
    ).rejects.toThrow(/organisations_cnpj_check/);
    const anon = await anonClient().rpc('create_organisation', {
      p_cnpj: valid,
      p_legal_name: 'Empresa',
      p_billing_email: 'a@b.com',
      p_address_line: 'Rua A, 1',
      p_city: 'Recife',
      p_state: 'PE',
      p_postal_code: '50000000',
    });
    expect(anon.error?.code).toBe('42501');
  });
});

describe('start_seat_order: who may buy for the organisation', () => {
  it('denied: a member who is not gestor, another person, anon; allowed: the gestor', async () => {
    const gestor = await createUser();
    const organisation = await createOrganisation(gestor);
    const course = await createPaidCourse({ price: 200 });

    const outsider = await createUser();
    expectError(
      await startSeatOrder(outsider, organisation.id, 'course', course.courseId, 10),
      '42501',
      'permission_denied',
    );
    const member = await createUser();
    await sql`insert into public.organisation_members (organisation_id, user_id, role)
              values (${organisation.id}, ${member.userId}, 'membro')`;
    expectError(
      await startSeatOrder(member, organisation.id, 'course', course.courseId, 10),
      '42501',
      'permission_denied',
    );
    const anon = await anonClient().rpc('start_seat_order', {
      p_organisation_id: organisation.id,
      p_product_kind: 'course',
      p_product_id: course.courseId,
      p_seats: 10,
      p_method: 'pix',
      p_installments: 1,
    });
    expect(anon.error?.code).toBe('42501');

    const allowed = await startSeatOrder(gestor, organisation.id, 'course', course.courseId, 10, {
      method: 'card',
      installments: 12,
    });
    expect(allowed.error).toBeNull();
    expect(allowed.data).toMatchObject({
      status: 'pending',
      amount: 2000,
      installments: 12,
      product_title: expect.stringMatching(/^10 assentos · /),
      seat_count: 10,
      organisation_id: organisation.id,
      can_request_refund: false,
    });
    const [order] = await sql<{ buyer_cnpj: string; buyer_name: string; buyer_email: string }[]>`
      select buyer_cnpj, buyer_name, buyer_email from public.orders where id = ${(allowed.data as { id: string }).id}`;
    expect(order).toEqual({
      buyer_cnpj: organisation.cnpj,
      buyer_name: 'Nuvem Alta Tecnologia Ltda',
      buyer_email: 'financeiro@nuvemalta.com.br',
    });
    // No seats and no personal access before the payment.
    expect(await blocksOf(organisation.id)).toEqual([]);
  });

  it('paid: one block for 12 months, granted once under a replay; the buyer gets no own access; a refund removes it', async () => {
    const gestor = await createUser();
    const organisation = await createOrganisation(gestor);
    const course = await createPaidCourse({ price: 100 });
    const started = await startSeatOrder(gestor, organisation.id, 'course', course.courseId, 10);
    const orderId = (started.data as { id: string }).id;

    await paymentEvent(orderId, 'paid');
    const again = await paymentEvent(orderId, 'paid');
    expect(again.duplicate).toBe(true);
    await paymentEvent(orderId, 'paid', { eventId: `${orderId}:paid:again` });
    const blocks = await blocksOf(organisation.id);
    expect(blocks).toEqual([{ id: expect.any(String), seat_count: 10, product_id: course.courseId }]);
    const [period] = await sql<{ months: number }[]>`
      select extract(month from age(period_end, period_start))::int + 12 * extract(year from age(period_end, period_start))::int as months
      from public.organisation_seats where id = ${blocks[0]!.id}`;
    expect(period!.months).toBe(12);
    const [entitlements] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.entitlements where user_id = ${gestor.userId}`;
    expect(entitlements!.count).toBe(0);

    // A holder of the block loses the seat with the refund.
    const holder = await createUser();
    await sql`insert into public.organisation_members (organisation_id, user_id) values (${organisation.id}, ${holder.userId})`;
    await sql`insert into public.seat_holders (seat_block_id, organisation_id, user_id)
              values (${blocks[0]!.id}, ${organisation.id}, ${holder.userId})`;
    await paymentEvent(orderId, 'refunded');
    expect(await blocksOf(organisation.id)).toEqual([]);
    const [holders] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.seat_holders where user_id = ${holder.userId}`;
    expect(holders!.count).toBe(0);
  });

  it('seats added mid-period: prorated for the days left; a refund takes back the seats taken last', async () => {
    const gestor = await createUser();
    const organisation = await createOrganisation(gestor);
    const course = await createPaidCourse({ price: 365 });
    const first = await startSeatOrder(gestor, organisation.id, 'course', course.courseId, 5);
    await paymentEvent((first.data as { id: string }).id, 'paid');
    const [block] = await blocksOf(organisation.id);
    // The block began 365 days before its end less 100 days: 100 days are left.
    await sql`update public.organisation_seats
                 set period_start = now() - interval '265 days' + interval '1 minute',
                     period_end = now() + interval '100 days'
               where id = ${block!.id}`;

    // Only a gestor of the block's organisation may ask for an addition's price.
    expectError(
      await quote(anonClient(), 'course', course.courseId, 2, block!.id),
      '42501',
      'permission_denied',
    );
    const stranger = await createUser();
    expectError(
      await quote(stranger.client, 'course', course.courseId, 2, block!.id),
      '42501',
      'permission_denied',
    );
    const addition = await quote(gestor.client, 'course', course.courseId, 2, block!.id);
    expect(addition.error).toBeNull();
    expect(addition.data).toMatchObject({
      unit_price: 365,
      total: 730,
      remaining_days: 100,
      period_days: 365,
      amount: 200,
    });

    const added = await startSeatOrder(gestor, organisation.id, 'course', course.courseId, 2, {
      block: block!.id,
    });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ amount: 200, seat_count: 2, seat_block_id: block!.id });
    const addedId = (added.data as { id: string }).id;
    await paymentEvent(addedId, 'paid');
    expect(await blocksOf(organisation.id)).toEqual([
      { id: block!.id, seat_count: 7, product_id: course.courseId },
    ]);

    // Seven holders; the refund of the two added seats frees the two taken last.
    const holders: string[] = [];
    for (let index = 0; index < 7; index++) {
      const person = await createUser();
      holders.push(person.userId);
      await sql`insert into public.organisation_members (organisation_id, user_id) values (${organisation.id}, ${person.userId})`;
      await sql`insert into public.seat_holders (seat_block_id, organisation_id, user_id, taken_at)
                values (${block!.id}, ${organisation.id}, ${person.userId}, now() - make_interval(mins => ${60 - index}))`;
    }
    await paymentEvent(addedId, 'refunded');
    await paymentEvent(addedId, 'refunded', { eventId: `${addedId}:refunded:again` });
    expect(await blocksOf(organisation.id)).toEqual([
      { id: block!.id, seat_count: 5, product_id: course.courseId },
    ]);
    const left = await sql<{ user_id: string }[]>`
      select user_id from public.seat_holders where seat_block_id = ${block!.id}`;
    expect(left.map((row) => row.user_id).sort()).toEqual(holders.slice(0, 5).sort());
  }, 60_000);
});

/** The stand-in's notification of a payment, signed as Mercado Pago signs it. */
async function notify(paymentId: number) {
  const requestId = randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  const v1 = createHmac('sha256', stack.paymentWebhookSecret)
    .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  const response = await fetch(`${functionsUrl}/payment-webhook?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': `ts=${ts},v1=${v1}`,
    },
    body: JSON.stringify({
      id: 1,
      type: 'payment',
      action: 'payment.updated',
      data: { id: String(paymentId) },
    }),
  });
  return response.status;
}

describe('create-checkout for a company', () => {
  it('boleto on the stand-in: the amount sent is ignored, the webhook makes the block, a replay changes nothing', async () => {
    const gestor = await createUser();
    const organisation = await createOrganisation(gestor);
    const course = await createPaidCourse({ price: 120 });
    const { data: session } = await gestor.client.auth.getSession();
    const token = session.session!.access_token;

    const body = {
      kind: 'seats',
      organisationId: organisation.id,
      productKind: 'course',
      productId: course.courseId,
      seats: 10,
      method: 'boleto',
      installments: 1,
      returnPath: '/empresas/comprar',
      amount: 1,
      unitPrice: 1,
    };
    const outsider = await createUser();
    const { data: outsiderSession } = await outsider.client.auth.getSession();
    expect(await callFunction('create-checkout', body, outsiderSession.session!.access_token)).toEqual({
      status: 403,
      json: { code: 'permission_denied' },
    });
    expect(await callFunction('create-checkout', { ...body, seats: 0 }, token)).toEqual({
      status: 400,
      json: { code: 'invalid_seat_count' },
    });

    const checkout = await callFunction('create-checkout', body, token);
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
    expect(checkout.json).toMatchObject({ amount: 1200, method: 'boleto', recurring: false });
    const orderId = checkout.json!.order_id as string;
    const [order] = await sql<{ amount: string; seat_count: number }[]>`
      select amount::text, seat_count from public.orders where id = ${orderId}`;
    expect(order).toEqual({ amount: '1200.00', seat_count: 10 });

    const preferenceId = new URL(checkout.json!.checkout_url as string).pathname.split('/').at(-1);
    const paid = await standIn(`checkout/${preferenceId}/pay?notify=0`, {});
    expect(paid.status).toBe(201);
    const approved = await standIn(`payments/${paid.json.id}/approve?notify=0`);
    expect(approved.status).toBe(200);
    expect(await notify(paid.json.id)).toBe(200);
    expect(await notify(paid.json.id)).toBe(200);

    const [status] = await sql<{ status: string }[]>`select status from public.orders where id = ${orderId}`;
    expect(status).toEqual({ status: 'paid' });
    expect(await blocksOf(organisation.id)).toEqual([
      { id: expect.any(String), seat_count: 10, product_id: course.courseId },
    ]);
  }, 60_000);
});
