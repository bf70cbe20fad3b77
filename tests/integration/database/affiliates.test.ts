// Affiliates (supabase/schemas/18_affiliates.sql, docs/affiliates.md): who applies, who approves,
// which sale is credited to whom and for how much (always the database's figures), what a refund
// or chargeback does to the commission, payouts, and who reads what.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, sql, type TestUser } from '../../support/stack';
import { expectError } from './fixtures';
import { createBookForSale, createPaidCourse, CPF, paymentEvent } from './payments-fixtures';

let admin: TestUser | undefined;
async function theAdmin() {
  admin ??= await createUser({ role: 'administrador' });
  return admin;
}

interface Summary {
  id: string;
  code: string;
  status: string;
  pix_key_hint: string | null;
  clicks: number;
  sales: number;
  revenue: number;
  pending: number;
  available: number;
  paid: number;
  reversed: number;
}

/** An active affiliate earning `percent` on every product. */
async function activeAffiliate(percent = 20): Promise<{ user: TestUser; affiliate: Summary }> {
  const user = await createUser({ fullName: 'Afiliada de Teste' });
  const applied = await user.client.rpc('apply_as_affiliate', { p_pix_key: 'afiliada@exemplo.com.br' });
  expect(applied.error).toBeNull();
  const { data, error } = await (
    await theAdmin()
  ).client.rpc('admin_save_affiliate', {
    p_affiliate: {
      id: (applied.data as unknown as Summary).id,
      status: 'active',
      commission_percent: percent,
    },
  });
  expect(error).toBeNull();
  return { user, affiliate: data as unknown as Summary };
}

async function buyThrough(buyer: TestUser, courseId: string, code: string | null, coupon?: string) {
  const { data, error } = await buyer.client.rpc('start_order', {
    p_product_kind: 'course',
    p_product_id: courseId,
    p_method: 'pix',
    p_installments: 1,
    p_cpf: CPF,
    ...(code ? { p_affiliate_code: code } : {}),
    ...(coupon ? { p_coupon_code: coupon } : {}),
  });
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function orderCredit(orderId: string) {
  const [row] = await sql<
    { affiliate_id: string | null; commission_percent: string | null; commission_amount: string | null }[]
  >`
    select affiliate_id, commission_percent, commission_amount from public.orders where id = ${orderId}`;
  return row!;
}

async function panel(user: TestUser) {
  const { data, error } = await user.client.rpc('get_my_affiliate_panel', {});
  expect(error).toBeNull();
  return data as unknown as Summary & {
    sales_page: {
      total: number;
      rows: { product_title: string; amount: number; commission: number; status: string }[];
    };
  };
}

describe('joining the program', () => {
  it('a person applies once with a PIX key (only its last 4 characters are readable); an administrador approves', async () => {
    const user = await createUser({ fullName: 'Ana Souza Lima' });
    const applied = await user.client.rpc('apply_as_affiliate', { p_pix_key: '+55 11 98765-4321' });
    expect(applied.error).toBeNull();
    const summary = applied.data as unknown as Summary;
    expect(summary).toMatchObject({ status: 'pending', pix_key_hint: '4321' });
    expect(summary.code).toMatch(/^ana-souza-lima-[0-9a-f]{5}$/);
    expectError(
      await user.client.rpc('apply_as_affiliate', { p_pix_key: 'outra-chave' }),
      'P0001',
      'already_affiliate',
    );
    expectError(
      await (await createUser()).client.rpc('apply_as_affiliate', { p_pix_key: 'x' }),
      'P0001',
      'invalid_pix_key',
    );

    // The key itself is in no table the API exposes.
    const own = await user.client.from('affiliates').select('*').eq('id', summary.id).single();
    expect(JSON.stringify(own.data)).not.toContain('98765');
    const privateRead = await user.client
      .schema('private' as never)
      .from('affiliate_pix_keys')
      .select('*');
    expect(privateRead.error).not.toBeNull();

    // Not active: its link credits nothing. Approving needs a commission.
    const client = (await theAdmin()).client;
    expectError(
      await client.rpc('admin_save_affiliate', { p_affiliate: { id: summary.id, status: 'active' } }),
      'P0001',
      'affiliate_commission_required',
    );
    const approved = await client.rpc('admin_save_affiliate', {
      p_affiliate: { id: summary.id, status: 'active', commission_percent: 15 },
    });
    expect(approved.data).toMatchObject({ status: 'active', commission_percent: 15 });

    // The administrador reads the whole key for a payout, and the reading is logged.
    const revealed = await client.rpc('admin_reveal_affiliate_pix_key', { p_affiliate_id: summary.id });
    expect(revealed.data).toBe('+55 11 98765-4321');
    const [log] = await sql<{ count: number }[]>`
      select count(*)::int as count from private.affiliate_pix_key_reads where affiliate_id = ${summary.id}`;
    expect(log!.count).toBe(1);
    expectError(
      await user.client.rpc('admin_reveal_affiliate_pix_key', { p_affiliate_id: summary.id }),
      '42501',
      'admin_only',
    );
  });

  it('a student cannot approve themselves, nor write any affiliate table', async () => {
    const user = await createUser();
    const applied = await user.client.rpc('apply_as_affiliate', { p_pix_key: 'minha-chave-pix' });
    const id = (applied.data as unknown as Summary).id;
    expectError(
      await user.client.rpc('admin_save_affiliate', {
        p_affiliate: { id, status: 'active', commission_percent: 90 },
      }),
      '42501',
      'admin_only',
    );
    const direct = await user.client
      .from('affiliates')
      .update({ status: 'active' } as never)
      .eq('id', id)
      .select('id');
    expect(direct.data ?? []).toEqual([]);
    const commission = await user.client.from('affiliate_commissions').insert({
      affiliate_id: id,
      order_id: id,
      percent: 90,
      amount: 1000,
      available_at: new Date().toISOString(),
    } as never);
    expect(commission.error).not.toBeNull();
    const [row] = await sql<{ status: string }[]>`select status from public.affiliates where id = ${id}`;
    expect(row!.status).toBe('pending');
  });
});

describe('a sale through the link', () => {
  it('credits the affiliate with the commission on what the buyer pays (after the coupon); the browser sends no amount', async () => {
    const { user, affiliate } = await activeAffiliate(20);
    const course = await createPaidCourse({ price: 200 });
    const [coupon] = await sql<{ code: string }[]>`
      insert into public.coupons (code, discount_kind, discount_value, max_uses_per_person)
      values (${`AFI${affiliate.id.slice(0, 8).toUpperCase()}`}, 'fixed', 50, null) returning code`;
    const buyer = await createUser();
    const tampered = await buyer.client.rpc('start_order', {
      p_product_kind: 'course',
      p_product_id: course.courseId,
      p_method: 'pix',
      p_installments: 1,
      p_cpf: CPF,
      p_affiliate_code: affiliate.code,
      p_commission_amount: 1000,
    } as never);
    expect(tampered.error).not.toBeNull();

    const orderId = await buyThrough(buyer, course.courseId, affiliate.code.toUpperCase(), coupon!.code);
    expect(await orderCredit(orderId)).toEqual({
      affiliate_id: affiliate.id,
      commission_percent: '20.00',
      commission_amount: '30.00',
    });
    // Nothing is earned before the payment.
    expect((await panel(user)).sales_page.total).toBe(0);
    await paymentEvent(orderId, 'paid');
    await paymentEvent(orderId, 'paid', { eventId: `${orderId}:paid:again` });
    const mine = await panel(user);
    expect(mine).toMatchObject({ sales: 1, revenue: 150, pending: 30, available: 0 });
    expect(mine.sales_page.rows).toEqual([
      expect.objectContaining({
        product_title: expect.stringMatching(/^Curso /),
        amount: 150,
        commission: 30,
        status: 'pending',
      }),
    ]);
    // No buyer data reaches the affiliate.
    expect(JSON.stringify(mine)).not.toContain(buyer.email);
  });

  it('a product-specific rate wins over the general one; a product without any rate credits no one', async () => {
    const { affiliate } = await activeAffiliate(10);
    const course = await createPaidCourse({ price: 100 });
    const book = await createBookForSale({ price: 50 });
    const client = (await theAdmin()).client;
    await client.rpc('admin_save_affiliate', {
      p_affiliate: {
        id: affiliate.id,
        commission_percent: null,
        products: [{ kind: 'course', id: course.courseId, commission_percent: 40 }],
      },
    });
    const buyer = await createUser();
    const orderId = await buyThrough(buyer, course.courseId, affiliate.code);
    expect(await orderCredit(orderId)).toMatchObject({
      commission_percent: '40.00',
      commission_amount: '40.00',
    });
    const { data } = await buyer.client.rpc('start_order', {
      p_product_kind: 'book',
      p_product_id: book.id,
      p_method: 'pix',
      p_installments: 1,
      p_cpf: CPF,
      p_affiliate_code: affiliate.code,
    });
    expect(await orderCredit((data as { id: string }).id)).toEqual({
      affiliate_id: null,
      commission_percent: null,
      commission_amount: null,
    });
  });

  it('self-referral, an unknown code and a suspended affiliate earn nothing, and never block the purchase', async () => {
    const { user, affiliate } = await activeAffiliate();
    const course = await createPaidCourse({ price: 100 });
    const own = await buyThrough(user, course.courseId, affiliate.code);
    expect((await orderCredit(own)).affiliate_id).toBeNull();
    const stranger = await createUser();
    expect(
      (await orderCredit(await buyThrough(stranger, course.courseId, 'nao-existe-123'))).affiliate_id,
    ).toBeNull();
    await (
      await theAdmin()
    ).client.rpc('admin_save_affiliate', {
      p_affiliate: { id: affiliate.id, status: 'suspended' },
    });
    const other = await createUser();
    expect(
      (await orderCredit(await buyThrough(other, course.courseId, affiliate.code))).affiliate_id,
    ).toBeNull();
  });

  it('a refund or a chargeback reverses the commission; once paid out, a payout is recorded once', async () => {
    const { user, affiliate } = await activeAffiliate(10);
    const course = await createPaidCourse({ price: 300 });
    const [refunded, chargedBack, kept] = await Promise.all(
      [0, 1, 2].map(async () => buyThrough(await createUser(), course.courseId, affiliate.code)),
    );
    for (const id of [refunded!, chargedBack!, kept!]) await paymentEvent(id, 'paid');
    await paymentEvent(refunded!, 'refunded');
    await paymentEvent(chargedBack!, 'charged_back');
    expect(await panel(user)).toMatchObject({ sales: 1, pending: 30, reversed: 60, available: 0 });

    const client = (await theAdmin()).client;
    expectError(
      await client.rpc('admin_record_affiliate_payout', {
        p_affiliate_id: affiliate.id,
        p_expected_amount: 0,
      }),
      'P0001',
      'nothing_to_pay',
    );
    // The guarantee is over: the commission is available.
    await sql`update public.affiliate_commissions set available_at = now() - interval '1 minute'
              where affiliate_id = ${affiliate.id}`;
    expect(await panel(user)).toMatchObject({ pending: 0, available: 30 });
    // Denied: an amount other than what is available (the screen showed an older figure, or none).
    for (const amount of [20, 40, null]) {
      expectError(
        await client.rpc('admin_record_affiliate_payout', {
          p_affiliate_id: affiliate.id,
          p_expected_amount: amount as number,
        }),
        'P0001',
        'payout_amount_changed',
      );
    }
    expect(await panel(user)).toMatchObject({ available: 30, paid: 0 });
    const payout = await client.rpc('admin_record_affiliate_payout', {
      p_affiliate_id: affiliate.id,
      p_expected_amount: 30,
      p_note: 'PIX de novembro',
    });
    expect(payout.data).toMatchObject({ amount: 30, commissions: 1 });
    expect(await panel(user)).toMatchObject({ available: 0, paid: 30 });
    expectError(
      await client.rpc('admin_record_affiliate_payout', {
        p_affiliate_id: affiliate.id,
        p_expected_amount: 30,
      }),
      'P0001',
      'nothing_to_pay',
    );
    // A later refund of a paid-out sale does not reverse it: the payout happened.
    await paymentEvent(kept!, 'refunded');
    expect(await panel(user)).toMatchObject({ paid: 30, reversed: 60 });
  });
});

describe('reading', () => {
  it("an affiliate reads only their own sales and commissions; a visitor reads none; clicks are the service role's", async () => {
    const first = await activeAffiliate();
    const second = await activeAffiliate();
    const course = await createPaidCourse({ price: 100 });
    const orderId = await buyThrough(await createUser(), course.courseId, first.affiliate.code);
    await paymentEvent(orderId, 'paid');

    const theirs = await second.user.client
      .from('affiliate_commissions')
      .select('id')
      .eq('affiliate_id', first.affiliate.id);
    expect(theirs.data).toEqual([]);
    const others = await second.user.client.from('affiliates').select('id').eq('id', first.affiliate.id);
    expect(others.data).toEqual([]);
    const ownRows = await first.user.client.from('affiliate_commissions').select('order_id');
    expect(ownRows.data).toEqual([{ order_id: orderId }]);
    // The affiliate cannot read the buyer's order either.
    const order = await first.user.client.from('orders').select('id').eq('id', orderId);
    expect(order.data).toEqual([]);
    const visitor = await anonClient().from('affiliate_commissions').select('id');
    expect(visitor.data ?? []).toEqual([]);

    expectError(
      await first.user.client.rpc('record_affiliate_click', { p_code: first.affiliate.code }),
      '42501',
    );
    const counted = await serviceClient().rpc('record_affiliate_click', {
      p_code: first.affiliate.code.toUpperCase(),
    });
    expect(counted.data).toBe(true);
    expect((await serviceClient().rpc('record_affiliate_click', { p_code: 'nao-existe' })).data).toBe(false);
    expect(await panel(first.user)).toMatchObject({ clicks: 1 });
    expect(await panel(await createUser())).toBeNull();
  });

  it('the administrador lists affiliates, applications first, paged and counted by the database', async () => {
    const pendingUser = await createUser();
    await pendingUser.client.rpc('apply_as_affiliate', { p_pix_key: 'chave-pendente' });
    const { data, error } = await (
      await theAdmin()
    ).client.rpc('admin_list_affiliates', { p_status: 'pending' });
    expect(error).toBeNull();
    const page = data as unknown as { total: number; rows: Summary[] };
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.rows.every((row) => row.status === 'pending')).toBe(true);
    expectError(await pendingUser.client.rpc('admin_list_affiliates', {}), '42501', 'admin_only');
  });

  it('administradores search affiliates by the beginning of a name, an e-mail or the code, counted by the database', async () => {
    const tag = randomUUID().slice(0, 6);
    const found = await createUser({ fullName: `Marta Quintela${tag}` });
    const applied = await found.client.rpc('apply_as_affiliate', { p_pix_key: 'marta@exemplo.com.br' });
    const { id, code } = applied.data as unknown as Summary;
    const other = await createUser({ fullName: `Outra Pessoa${tag}` });
    await other.client.rpc('apply_as_affiliate', { p_pix_key: 'outra@exemplo.com.br' });
    const client = (await theAdmin()).client;
    const search = async (text: string, status?: string) => {
      const { data, error } = await client.rpc('admin_list_affiliates', {
        p_search: text,
        ...(status ? { p_status: status } : {}),
      });
      expect(error).toBeNull();
      const page = data as unknown as { total: number; rows: Summary[] };
      return { total: page.total, ids: page.rows.map((row) => row.id) };
    };
    expect(await search(`quintela${tag.slice(0, 3)}`)).toEqual({ total: 1, ids: [id] });
    expect(await search(found.email)).toEqual({ total: 1, ids: [id] });
    expect(await search(code.slice(0, -1))).toEqual({ total: 1, ids: [id] });
    expect(await search(`Quintela${tag}`, 'active')).toEqual({ total: 0, ids: [] });
    expect((await search(tag)).total).toBe(0);
  });
});
