// The back office's selling reads run through the screens' own api functions against the real
// database: 'Vendas' (list_sales, export_sales), 'Relatórios' (get_revenue_report) and the course
// form's plan picker (plans with the courses they include), each answer parsed by the screen's
// schema; and the refusal a student meets.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { getCoursePlans } from '@/features/admin-courses/api/get-course-plans';
import { getRevenueReport } from '@/features/admin-reports/api/get-revenue-report';
import { exportSales } from '@/features/admin-sales/api/export-sales';
import { getSales } from '@/features/admin-sales/api/get-sales';
import { createUser, sql, type TypedClient } from '../support/stack';
import { createCourse } from './database/fixtures';

// supabase-js calls go through the signed-in test user's client.
let client: TypedClient;
vi.mock('@/lib/load-supabase', () => ({ loadSupabase: async () => client }));

async function paidOrder(buyer: { userId: string; email: string }, title: string, amount: number) {
  const [order] = await sql`
    insert into public.orders (user_id, product_kind, product_id, product_title, amount, installments, method,
                               status, provider, provider_payment_id, buyer_name, buyer_email, buyer_cpf, paid_at)
    values (${buyer.userId}, 'course', ${randomUUID()}, ${title}, ${amount}, 3, 'card', 'paid', 'stand-in',
            ${`contrato-${randomUUID()}`}, 'Compradora Contrato', ${buyer.email}, '52998224725', now())
    returning id`;
  return order!.id as string;
}

describe("the back office's selling reads match the schemas the screens parse them with", () => {
  it("'Vendas': a page of a search and a status, and the CSV's rows; a student is refused", async () => {
    const admin = await createUser({ role: 'administrador' });
    const buyer = await createUser();
    const title = `Curso Contrato ${randomUUID().slice(0, 8)}`;
    const orderId = await paidOrder(buyer, title, 297);
    client = admin.client;

    const page = await getSales({ search: buyer.email, status: 'paid', page: 1 });
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: orderId,
        status: 'paid',
        product_title: title,
        amount: 297,
        installments: 3,
        method: 'card',
        buyer_email: buyer.email,
        anonymized: false,
      }),
    ]);
    expect((await getSales({ search: buyer.email, status: 'refunded', page: 1 })).total).toBe(0);
    expect((await exportSales({ search: buyer.email, status: '' })).map((row) => row.id)).toEqual([orderId]);

    client = buyer.client;
    await expect(getSales({ search: buyer.email, status: '', page: 1 })).rejects.toMatchObject({
      code: '42501',
      message: 'admin_only',
    });
  });

  it("'Relatórios': the revenue report of a period", async () => {
    const admin = await createUser({ role: 'administrador' });
    const buyer = await createUser();
    await paidOrder(buyer, `Curso Receita ${randomUUID().slice(0, 8)}`, 150);
    client = admin.client;
    const [today] = await sql`select (now() at time zone 'America/Sao_Paulo')::date::text as day`;
    const report = await getRevenueReport({ from: today!.day as string, to: today!.day as string });
    expect(report.by_day).toEqual([expect.objectContaining({ day: today!.day })]);
    expect(report.totals.orders).toBeGreaterThanOrEqual(1);
    expect(report.by_method.map((method) => method.method)).toContain('card');
  });

  it("the course form's plans, with the courses each includes", async () => {
    const admin = await createUser({ role: 'administrador' });
    const course = await createCourse({ title: 'Curso nos planos' });
    const [plan] = await sql`
      insert into public.pricing_plans (name, price, cta, cta_link, order_index, features, amount, billing_interval)
      values ('Plano Contrato', 'R$ 49,90', 'Assinar', 'https://example.com', 99, '{}', 49.9, 'month')
      returning id`;
    await sql`update public.courses set access_model = 'plans' where id = ${course.courseId}`;
    await sql`insert into public.plan_courses (plan_id, course_id) values (${plan!.id}, ${course.courseId})`;
    client = admin.client;
    expect((await getCoursePlans()).find((row) => row.id === plan!.id)).toEqual({
      id: plan!.id,
      name: 'Plano Contrato',
      is_active: true,
      amount: 49.9,
      billing_interval: 'month',
      plan_courses: [{ course_id: course.courseId }],
    });
  });
});
