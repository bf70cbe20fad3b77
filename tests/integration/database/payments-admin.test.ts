// The back office's sales: list_sales paged, searched and counted by the database (more than
// 1 000 rows), the CSV export, the revenue report; only administrators. And LGPD: deleting an
// account keeps the sale without the person.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { expectError } from './fixtures';
import {
  CPF_DIGITS,
  createPaidCourse,
  createPlan,
  paymentEvent,
  startOrder,
  subscriptionEvent,
} from './payments-fixtures';

interface SalesPage {
  total: number;
  page: number;
  page_size: number;
  rows: {
    id: string;
    status: string;
    product_title: string;
    buyer_email: string | null;
    anonymized: boolean;
  }[];
}

async function listSales(admin: TestUser, args: Record<string, unknown>) {
  const { data, error } = await admin.client.rpc('list_sales', args as never);
  expect(error).toBeNull();
  return data as unknown as SalesPage;
}

/** `count` orders of one buyer for a product named after `token`, every 7th refunded. */
async function bulkOrders(buyerId: string, token: string, count: number) {
  await sql`
    insert into public.orders (user_id, product_kind, product_id, product_title, amount, method, status,
                               buyer_name, buyer_email, buyer_cpf, created_at, paid_at, refunded_at)
    select ${buyerId}, 'course', gen_random_uuid(), ${`Curso ${token}`}, 100, 'pix',
           case when i % 7 = 0 then 'refunded' else 'paid' end,
           'Comprador Teste', ${`${token}@teste.trilhacloud.dev`}, ${CPF_DIGITS},
           now() - i * interval '1 minute', now() - i * interval '1 minute',
           case when i % 7 = 0 then now() end
    from generate_series(1, ${count}) as i`;
}

describe('list_sales', () => {
  it('pages, searches and counts more than 1 000 orders in the database', async () => {
    const [admin, buyer] = await Promise.all([createUser({ role: 'administrador' }), createUser()]);
    const token = `lote${randomUUID().slice(0, 8)}`;
    await bulkOrders(buyer.userId, token, 1030);

    const first = await listSales(admin, { p_search: token, p_page: 1, p_page_size: 25 });
    expect(first).toMatchObject({ total: 1030, page: 1, page_size: 25 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows.every((row) => row.product_title === `Curso ${token}`)).toBe(true);

    const last = await listSales(admin, { p_search: token, p_page: 42, p_page_size: 25 });
    expect(last).toMatchObject({ total: 1030, page: 42 });
    expect(last.rows).toHaveLength(5);
    // A page past the end clamps to the last one.
    expect((await listSales(admin, { p_search: token, p_page: 99, p_page_size: 25 })).page).toBe(42);

    // Newest first, no row twice across pages.
    const second = await listSales(admin, { p_search: token, p_page: 2, p_page_size: 25 });
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(50);

    const refunded = await listSales(admin, { p_search: token, p_status: 'refunded', p_page_size: 100 });
    expect(refunded.total).toBe(147);
    expect(refunded.rows.every((row) => row.status === 'refunded')).toBe(true);

    // By e-mail, and by order id.
    expect((await listSales(admin, { p_search: `${token}@teste` })).total).toBe(1030);
    expect((await listSales(admin, { p_search: first.rows[3]!.id })).rows.map((row) => row.id)).toEqual([
      first.rows[3]!.id,
    ]);

    // Without a search, every order counts.
    const [all] = await sql<{ count: number }[]>`select count(*)::int as count from public.orders`;
    expect((await listSales(admin, { p_page_size: 10 })).total).toBeGreaterThanOrEqual(all!.count);

    const exported = await admin.client.rpc('export_sales', { p_search: token, p_status: 'paid' });
    expect((exported.data as unknown[]).length).toBe(1030 - 147);
  });

  it('refuses an unknown status', async () => {
    const admin = await createUser({ role: 'administrador' });
    expectError(
      await admin.client.rpc('list_sales', { p_status: 'approved' }),
      'P0001',
      'invalid_order_status',
    );
  });

  it('denied to anyone but administrators', async () => {
    const student = await createUser();
    expectError(await student.client.rpc('list_sales', {}), '42501', 'admin_only');
    expectError(await student.client.rpc('export_sales', {}), '42501', 'admin_only');
    expectError(await student.client.rpc('get_revenue_report', {}), '42501', 'admin_only');
  });
});

describe('get_revenue_report', () => {
  it('sums the period by day, product and method; refunds leave the net', async () => {
    const [admin, buyer] = await Promise.all([createUser({ role: 'administrador' }), createUser()]);
    // A quiet stretch of the past that only this test writes in.
    const year = 2000 + Math.floor(Math.random() * 15);
    const day = (n: number) => `${year}-03-0${n}T15:00:00Z`;
    const productId = randomUUID();
    for (const [when, status, method] of [
      [day(1), 'paid', 'pix'],
      [day(1), 'paid', 'card'],
      [day(2), 'refunded', 'pix'],
      [day(3), 'charged_back', 'card'],
    ] as const) {
      await sql`
        insert into public.orders (user_id, product_kind, product_id, product_title, amount, method, status,
                                   created_at, paid_at, refunded_at)
        values (${buyer.userId}, 'course', ${productId}, 'Curso do relatório', 297, ${method}, ${status},
                ${when}, ${when}, ${status === 'paid' ? null : when})`;
    }
    const { data, error } = await admin.client.rpc('get_revenue_report', {
      p_from: `${year}-03-01`,
      p_to: `${year}-03-04`,
    });
    expect(error).toBeNull();
    const report = data as Record<string, unknown>;
    expect(report.totals).toEqual({
      orders: 4,
      gross: 1188,
      refunded: 297,
      charged_back: 297,
      net: 594,
      discounts: 0,
      commissions: 0,
      net_of_commissions: 594,
      average_ticket: 297,
    });
    expect(report.by_coupon).toEqual([]);
    expect(report.by_affiliate).toEqual([]);
    expect(report.by_day).toEqual([
      { day: `${year}-03-01`, orders: 2, gross: 594, net: 594 },
      { day: `${year}-03-02`, orders: 1, gross: 297, net: 0 },
      { day: `${year}-03-03`, orders: 1, gross: 297, net: 0 },
      { day: `${year}-03-04`, orders: 0, gross: 0, net: 0 },
    ]);
    expect(report.by_product).toEqual([
      {
        product_kind: 'course',
        product_id: productId,
        product_title: 'Curso do relatório',
        orders: 4,
        gross: 1188,
        net: 594,
      },
    ]);
    expect(report.by_method).toEqual([
      { method: 'card', orders: 2, net: 297 },
      { method: 'pix', orders: 2, net: 297 },
    ]);
    expect(report.subscriptions).toEqual(
      expect.objectContaining({
        active: expect.any(Number),
        mrr: expect.any(Number),
        active_at_start: expect.any(Number),
      }),
    );
    expectError(
      await admin.client.rpc('get_revenue_report', { p_from: `${year}-03-04`, p_to: `${year}-03-01` }),
      'P0001',
      'invalid_report_period',
    );
  });

  it('counts an active subscription in MRR (a yearly one as a twelfth)', async () => {
    const [admin, buyer] = await Promise.all([createUser({ role: 'administrador' }), createUser()]);
    const report = async () =>
      (
        (await admin.client.rpc('get_revenue_report', {})).data as {
          subscriptions: { active: number; mrr: number };
        }
      ).subscriptions;
    const before = await report();
    const order = await startOrder(buyer, 'plan', await createPlan({ amount: 480, interval: 'year' }));
    await paymentEvent(order.id, 'paid');
    const after = await report();
    expect(after.active - before.active).toBeGreaterThanOrEqual(1);
    expect(Math.round((after.mrr - before.mrr) * 100)).toBeGreaterThanOrEqual(4000);
  });
});

describe('deleting an account (LGPD)', () => {
  it('keeps the sale without the person; the CPF stays only on paid orders', async () => {
    const [admin, buyer] = await Promise.all([createUser({ role: 'administrador' }), createUser()]);
    const course = await createPaidCourse();
    const paid = await startOrder(buyer, 'course', course.courseId);
    await paymentEvent(paid.id, 'paid');
    const other = await createPaidCourse();
    const abandoned = await startOrder(buyer, 'course', other.courseId);

    const { error } = await buyer.client.rpc('delete_my_account', { p_email_confirmation: buyer.email });
    expect(error).toBeNull();

    const rows = await sql`
      select id, user_id, buyer_name, buyer_email, buyer_cpf, status, amount::float as amount,
             anonymized_at is not null as anonymized
      from public.orders where id in (${paid.id}, ${abandoned.id}) order by created_at`;
    expect(rows).toEqual([
      {
        id: paid.id,
        user_id: null,
        buyer_name: null,
        buyer_email: null,
        buyer_cpf: CPF_DIGITS,
        status: 'paid',
        amount: 297,
        anonymized: true,
      },
      {
        id: abandoned.id,
        user_id: null,
        buyer_name: null,
        buyer_email: null,
        buyer_cpf: null,
        status: 'pending',
        amount: 297,
        anonymized: true,
      },
    ]);
    const sale = await listSales(admin, { p_search: paid.id });
    expect(sale.rows).toEqual([
      expect.objectContaining({ id: paid.id, buyer_email: null, anonymized: true }),
    ]);
    expect(await sql`select 1 from public.entitlements where order_id = ${paid.id}`).toHaveLength(0);
  });

  it('is refused while a subscription will still renew, allowed once it is canceled', async () => {
    const buyer = await createUser();
    const order = await startOrder(buyer, 'plan', await createPlan());
    await paymentEvent(order.id, 'paid');
    expectError(
      await buyer.client.rpc('delete_my_account', { p_email_confirmation: buyer.email }),
      'P0001',
      'subscription_still_active',
    );
    expect(await sql`select 1 from auth.users where id = ${buyer.userId}`).toHaveLength(1);
    await subscriptionEvent(order.subscription_id!, 'canceled');
    expect(
      (await buyer.client.rpc('delete_my_account', { p_email_confirmation: buyer.email })).error,
    ).toBeNull();
    expect(await sql`select user_id from public.orders where id = ${order.id}`).toEqual([{ user_id: null }]);
  });
});
