// Coupons (supabase/schemas/16_coupons.sql, docs/coupons.md): only administrators write and read
// them; start_order applies one at the database's price, counts its uses atomically and refuses it
// with the reason a buyer reads; the discount never comes from the browser.
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, uniqueSlug, type TestUser } from '../../support/stack';
import { expectCheckViolation, expectError } from './fixtures';
import {
  createBookForSale,
  createPaidCourse,
  createPlan,
  CPF,
  orderStatus,
  paymentEvent,
  startOrder,
} from './payments-fixtures';

interface CouponInput {
  id?: string;
  code?: string;
  discount_kind?: 'percent' | 'fixed';
  discount_value?: number;
  applies_to_all?: boolean;
  products?: { kind: string; id: string }[];
  valid_from?: string;
  valid_until?: string | null;
  max_uses?: number | null;
  max_uses_per_person?: number | null;
  first_purchase_only?: boolean;
  is_active?: boolean;
  description?: string;
}

interface CouponJson {
  id: string;
  code: string;
  uses: number;
  paid_orders: number;
  revenue: number;
  discount_given: number;
  products: { kind: string; id: string; title: string }[];
}

let admin: TestUser | undefined;
async function theAdmin() {
  admin ??= await createUser({ role: 'administrador' });
  return admin;
}

const newCode = (prefix = 'CUPOM') =>
  `${prefix}${uniqueSlug('')
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()}`.slice(0, 40);

async function saveCoupon(input: CouponInput): Promise<CouponJson> {
  const { data, error } = await (
    await theAdmin()
  ).client.rpc('save_coupon', {
    p_coupon: {
      code: newCode(),
      discount_kind: 'percent',
      discount_value: 40,
      applies_to_all: true,
      max_uses_per_person: 1,
      ...input,
    },
  });
  expect(error).toBeNull();
  return data as unknown as CouponJson;
}

async function startWithCoupon(
  buyer: TestUser,
  kind: 'course' | 'book' | 'plan' | 'track',
  productId: string,
  code: string,
  method: 'pix' | 'boleto' | 'card' = 'pix',
  installments = 1,
) {
  return buyer.client.rpc('start_order', {
    p_product_kind: kind,
    p_product_id: productId,
    p_method: method,
    p_installments: installments,
    p_cpf: CPF,
    p_coupon_code: code,
  });
}

describe('who may write and read coupons', () => {
  it('a student cannot create a coupon, by the function or the table; an administrador can', async () => {
    const student = await createUser();
    const code = newCode('ALUNO');
    expectError(
      await student.client.rpc('save_coupon', {
        p_coupon: { code, discount_kind: 'percent', discount_value: 99 },
      }),
      '42501',
      'admin_only',
    );
    const direct = await student.client
      .from('coupons')
      .insert({ code, discount_kind: 'percent', discount_value: 99 });
    expect(direct.error).not.toBeNull();
    expect(await sql`select 1 from public.coupons where code = ${code}`).toHaveLength(0);

    const saved = await saveCoupon({ code: code.toLowerCase() });
    expect(saved.code).toBe(code);
  });

  it('no one but an administrador reads coupons: a visitor and a student see no row', async () => {
    const saved = await saveCoupon({});
    const student = await createUser();
    const asStudent = await student.client.from('coupons').select('id').eq('id', saved.id);
    expect(asStudent.data).toEqual([]);
    const asVisitor = await anonClient().from('coupons').select('id').eq('id', saved.id);
    expect(asVisitor.error ?? asVisitor.data).toBeTruthy();
    expect(asVisitor.data ?? []).toEqual([]);
    expectError(await student.client.rpc('admin_list_coupons', {}), '42501', 'admin_only');
    const asAdmin = await (await theAdmin()).client.from('coupons').select('id').eq('id', saved.id);
    expect(asAdmin.data).toEqual([{ id: saved.id }]);
  });

  it('the rules are checked by the database: percent 1–99, a code of letters and digits, dates in order', async () => {
    const client = (await theAdmin()).client;
    const bad = [
      { code: newCode(), discount_kind: 'percent', discount_value: 100 },
      { code: newCode(), discount_kind: 'percent', discount_value: 0 },
      { code: 'NO', discount_kind: 'fixed', discount_value: 10 },
      { code: 'COM ESPAÇO', discount_kind: 'fixed', discount_value: 10 },
      {
        code: newCode(),
        discount_kind: 'fixed',
        discount_value: 10,
        valid_from: '2026-12-10T00:00:00Z',
        valid_until: '2026-12-01T00:00:00Z',
      },
    ];
    for (const coupon of bad) {
      expectCheckViolation(await client.rpc('save_coupon', { p_coupon: coupon }), JSON.stringify(coupon));
    }
    const code = newCode('DUP');
    await saveCoupon({ code });
    const duplicate = await client.rpc('save_coupon', {
      p_coupon: { code: code.toLowerCase(), discount_kind: 'fixed', discount_value: 10 },
    });
    expect(duplicate.error?.message).toContain('coupons_code_key');
    expectError(
      await client.rpc('save_coupon', {
        p_coupon: { code: newCode(), discount_kind: 'fixed', discount_value: 10, applies_to_all: false },
      }),
      'P0001',
      'coupon_products_required',
    );
  });
});

describe('a coupon at the checkout', () => {
  it('takes its percentage off the price the database holds, in any case, with the instalments of the new amount', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 297 });
    const coupon = await saveCoupon({ discount_value: 40 });
    const quote = await buyer.client.rpc('quote_coupon', {
      p_code: coupon.code.toLowerCase(),
      p_product_kind: 'course',
      p_product_id: course.courseId,
    });
    expect(quote.error).toBeNull();
    expect(quote.data).toMatchObject({
      code: coupon.code,
      list_amount: 297,
      discount: 118.8,
      amount: 178.2,
      max_installments: 12,
    });

    const { data, error } = await startWithCoupon(
      buyer,
      'course',
      course.courseId,
      ` ${coupon.code.toLowerCase()} `,
      'card',
      12,
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({
      amount: 178.2,
      list_amount: 297,
      discount_amount: 118.8,
      coupon_code: coupon.code,
      installments: 12,
      installment_amount: 14.85,
    });
  });

  it('a fixed amount never brings an order below R$ 1,00, and the instalments follow the smaller amount', async () => {
    const buyer = await createUser();
    const book = await createBookForSale({ price: 59.9 });
    const coupon = await saveCoupon({ discount_kind: 'fixed', discount_value: 500 });
    const { data, error } = await startWithCoupon(buyer, 'book', book.id, coupon.code);
    expect(error).toBeNull();
    expect(data).toMatchObject({ amount: 1, list_amount: 59.9, discount_amount: 58.9 });

    const other = await createUser();
    const course = await createPaidCourse({ price: 100 });
    const twenty = await saveCoupon({ discount_kind: 'fixed', discount_value: 80 });
    // R$ 20,00 allows 4 instalments of R$ 5,00, not 12.
    expectError(
      await startWithCoupon(other, 'course', course.courseId, twenty.code, 'card', 12),
      'P0001',
      'invalid_installments',
    );
    const four = await startWithCoupon(other, 'course', course.courseId, twenty.code, 'card', 4);
    expect(four.error).toBeNull();
    expect(four.data).toMatchObject({ amount: 20, installments: 4, installment_amount: 5 });
  });

  it('refuses with the reason: not found, inactive, not started, expired, not for this product, first purchase only', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 200 });
    const otherCourse = await createPaidCourse({ price: 200 });
    const inactive = await saveCoupon({ is_active: false });
    const future = await saveCoupon({ valid_from: new Date(Date.now() + 86_400_000).toISOString() });
    const expired = await saveCoupon({
      valid_from: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      valid_until: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const onlyOther = await saveCoupon({
      applies_to_all: false,
      products: [{ kind: 'course', id: otherCourse.courseId }],
    });
    const quote = (code: string) =>
      buyer.client.rpc('quote_coupon', {
        p_code: code,
        p_product_kind: 'course',
        p_product_id: course.courseId,
      });
    expectError(await quote('NAOEXISTE123'), 'P0001', 'coupon_not_found');
    expectError(await quote('x'), 'P0001', 'coupon_not_found');
    expectError(await quote(inactive.code), 'P0001', 'coupon_inactive');
    expectError(await quote(future.code), 'P0001', 'coupon_not_started');
    expectError(await quote(expired.code), 'P0001', 'coupon_expired');
    expectError(await quote(onlyOther.code), 'P0001', 'coupon_not_for_product');
    expectError(
      await startWithCoupon(buyer, 'course', course.courseId, expired.code),
      'P0001',
      'coupon_expired',
    );
    // Refused: no order was opened.
    expect(await sql`select 1 from public.orders where user_id = ${buyer.userId}`).toHaveLength(0);
    // The coupon's own product.
    const allowed = await startWithCoupon(buyer, 'course', otherCourse.courseId, onlyOther.code);
    expect(allowed.error).toBeNull();

    const firstOnly = await saveCoupon({ first_purchase_only: true, max_uses_per_person: null });
    const newcomer = await createUser();
    expect((await quote(firstOnly.code)).error).toBeNull();
    const paidBefore = await startOrder(newcomer, 'course', otherCourse.courseId);
    await paymentEvent(paidBefore.id, 'paid');
    expectError(
      await newcomer.client.rpc('quote_coupon', {
        p_code: firstOnly.code,
        p_product_kind: 'course',
        p_product_id: course.courseId,
      }),
      'P0001',
      'coupon_first_purchase_only',
    );
  });

  it('once per person: a second order refused, a retry replaces the pending order, an expired one gives the use back', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 150 });
    const book = await createBookForSale({ price: 80 });
    const coupon = await saveCoupon({ max_uses_per_person: 1 });

    const first = await startWithCoupon(buyer, 'course', course.courseId, coupon.code, 'pix');
    expect(first.error).toBeNull();
    const firstId = (first.data as { id: string }).id;
    // Trying again (boleto this time) replaces the pending order: still one use.
    const retry = await startWithCoupon(buyer, 'course', course.courseId, coupon.code, 'boleto');
    expect(retry.error).toBeNull();
    expect(await orderStatus(firstId)).toBe('canceled');
    const retryId = (retry.data as { id: string }).id;
    await paymentEvent(retryId, 'paid');
    expectError(await startWithCoupon(buyer, 'book', book.id, coupon.code), 'P0001', 'coupon_already_used');

    // An expired order holds no use.
    const other = await createUser();
    const abandoned = await startWithCoupon(other, 'course', course.courseId, coupon.code);
    await paymentEvent((abandoned.data as { id: string }).id, 'expired');
    const again = await startWithCoupon(other, 'book', book.id, coupon.code);
    expect(again.error).toBeNull();
  });

  it('a coupon on a plan discounts the first charge; the subscription renews at the plan amount', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ accessModel: 'plans', price: 100 });
    const planId = await createPlan({ amount: 49.9, courseIds: [course.courseId] });
    const coupon = await saveCoupon({ discount_value: 50 });
    const { data, error } = await startWithCoupon(buyer, 'plan', planId, coupon.code, 'card', 1);
    expect(error).toBeNull();
    expect(data).toMatchObject({ amount: 24.95, list_amount: 49.9 });
    const [subscription] = await sql<{ amount: string }[]>`
      select s.amount from public.subscriptions s join public.orders o on o.subscription_id = s.id
      where o.id = ${(data as { id: string }).id}`;
    expect(Number(subscription!.amount)).toBe(49.9);
  });

  it('50 parallel checkouts on a coupon with 10 uses left open 10 orders with it', async () => {
    const course = await createPaidCourse({ price: 120 });
    const coupon = await saveCoupon({ max_uses: 10, max_uses_per_person: null });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser()));
    const answers = await Promise.all(
      buyers.map((buyer) => startWithCoupon(buyer, 'course', course.courseId, coupon.code)),
    );
    const opened = answers.filter((answer) => !answer.error);
    const refused = answers.filter((answer) => answer.error);
    expect(opened).toHaveLength(10);
    expect(new Set(refused.map((answer) => answer.error?.message))).toEqual(new Set(['coupon_exhausted']));
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.orders where coupon_id = ${coupon.id}`;
    expect(row!.count).toBe(10);
  }, 120_000);

  it('the browser cannot write a discount: no amount or coupon argument is used, orders stay unwritable', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 297 });
    const coupon = await saveCoupon({ discount_value: 10 });
    const tampered = await buyer.client.rpc('start_order', {
      p_product_kind: 'course',
      p_product_id: course.courseId,
      p_method: 'pix',
      p_installments: 1,
      p_cpf: CPF,
      p_coupon_code: coupon.code,
      p_discount_amount: 296,
    } as never);
    expect(tampered.error).not.toBeNull();
    const { data } = await startWithCoupon(buyer, 'course', course.courseId, coupon.code);
    const orderId = (data as { id: string }).id;
    // Applying the coupon a second time to the same order: the browser cannot touch the order.
    const update = await buyer.client
      .from('orders')
      .update({ amount: 1, discount_amount: 296, list_amount: 297 })
      .eq('id', orderId)
      .select('id');
    expect(update.error ?? update.data).toBeTruthy();
    expect(update.data ?? []).toEqual([]);
    const [row] = await sql<{ amount: string; discount_amount: string }[]>`
      select amount, discount_amount from public.orders where id = ${orderId}`;
    expect(row).toEqual({ amount: '267.30', discount_amount: '29.70' });
    // The database refuses an order whose amounts do not add up (one discount per order).
    await expect(
      sql`update public.orders set discount_amount = discount_amount * 2 where id = ${orderId}`,
    ).rejects.toThrow(/orders_coupon_discount_check/);
  });
});

describe('the back office', () => {
  it('lists coupons by the beginning of their code with uses, paid orders, revenue and discount', async () => {
    const prefix = newCode('LISTA').slice(0, 14);
    const coupon = await saveCoupon({ code: `${prefix}A`, discount_value: 20, max_uses_per_person: null });
    await saveCoupon({ code: `${prefix}B` });
    const course = await createPaidCourse({ price: 100 });
    const buyers = await Promise.all([createUser(), createUser(), createUser()]);
    const ids: string[] = [];
    for (const buyer of buyers) {
      const { data } = await startWithCoupon(buyer, 'course', course.courseId, coupon.code);
      ids.push((data as { id: string }).id);
    }
    await paymentEvent(ids[0]!, 'paid');
    await paymentEvent(ids[1]!, 'paid');

    const { data, error } = await (
      await theAdmin()
    ).client.rpc('admin_list_coupons', {
      p_search: prefix.toLowerCase(),
    });
    expect(error).toBeNull();
    const page = data as unknown as { total: number; rows: CouponJson[] };
    expect(page.total).toBe(2);
    expect(page.rows.find((row) => row.id === coupon.id)).toMatchObject({
      uses: 3,
      paid_orders: 2,
      revenue: 160,
      discount_given: 40,
    });
  });

  it('once an order used a coupon, its code and discount stay; its dates and limits may change', async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 100 });
    const coupon = await saveCoupon({ discount_value: 10 });
    await startWithCoupon(buyer, 'course', course.courseId, coupon.code);
    const client = (await theAdmin()).client;
    expectError(
      await client.rpc('save_coupon', {
        p_coupon: { id: coupon.id, code: coupon.code, discount_kind: 'percent', discount_value: 90 },
      }),
      'P0001',
      'coupon_terms_fixed',
    );
    const changed = await client.rpc('save_coupon', {
      p_coupon: {
        id: coupon.id,
        code: coupon.code,
        discount_kind: 'percent',
        discount_value: 10,
        max_uses: 5,
        is_active: false,
      },
    });
    expect(changed.error).toBeNull();
    expect(changed.data).toMatchObject({ max_uses: 5, is_active: false });
  });

  it('the revenue report counts what coupons took off the orders still paid, by coupon', async () => {
    const course = await createPaidCourse({ price: 200 });
    const first = await saveCoupon({ discount_value: 25, max_uses_per_person: null });
    const second = await saveCoupon({
      discount_kind: 'fixed',
      discount_value: 50,
      max_uses_per_person: null,
    });
    // A quiet stretch of the past that only this test writes in.
    const year = 1980 + Math.floor(Math.random() * 15);
    const when = `${year}-05-02T15:00:00Z`;
    const buyers = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    const opened: string[] = [];
    for (const [index, code] of [first.code, first.code, second.code].entries()) {
      const { data } = await startWithCoupon(buyers[index]!, 'course', course.courseId, code);
      opened.push((data as { id: string }).id);
    }
    opened.push((await startOrder(buyers[3]!, 'course', course.courseId)).id);
    for (const id of opened) await paymentEvent(id, 'paid');
    await paymentEvent(opened[1]!, 'refunded');
    await sql`update public.orders set paid_at = ${when}, created_at = ${when} where id = any(${opened})`;

    const { data, error } = await (
      await theAdmin()
    ).client.rpc('get_revenue_report', {
      p_from: `${year}-05-01`,
      p_to: `${year}-05-03`,
    });
    expect(error).toBeNull();
    const report = data as unknown as {
      totals: { orders: number; gross: number; net: number; discounts: number };
      by_coupon: { coupon_code: string; orders: number; gross: number; discounts: number; net: number }[];
    };
    // Paid: 150 + 150 (refunded) + 150 + 200; what the refund took back is no revenue and no discount.
    expect(report.totals).toMatchObject({ orders: 4, gross: 650, net: 500, discounts: 100 });
    expect(report.by_coupon).toEqual(
      [
        { coupon_code: first.code, orders: 2, gross: 300, discounts: 50, net: 150 },
        { coupon_code: second.code, orders: 1, gross: 150, discounts: 50, net: 150 },
      ].sort((a, b) => b.net - a.net || a.coupon_code.localeCompare(b.coupon_code)),
    );
  });
});
