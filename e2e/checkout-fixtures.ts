// Fixtures of the checkout specs: products of their own (a paid course, courses only a plan
// includes, a plan with an amount), so the purchases never depend on or change the demo catalogue,
// and the orders read back from the database. Payments go through the local stand-in provider.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { database } from './learning-fixtures';
import { demo, e2eStack, expect } from './support';

export const VALID_CPF = '529.982.247-25';

export interface SoldCourse {
  id: string;
  slug: string;
  title: string;
  lessons: { id: string; title: string }[];
}

/** A published course with two lessons, sold on its own at R$ 297,00 (or only in plans). */
export async function createSoldCourse(accessModel: 'paid' | 'plans' = 'paid'): Promise<SoldCourse> {
  const sql = database();
  const tag = randomUUID().slice(0, 8);
  const title = `Arquitetura Serverless ${tag}`;
  const slug = `serverless-${tag}`;
  const [course] = await sql<{ id: string }[]>`
    insert into public.courses (slug, title, description, learning_points, level, duration, price, access_model)
    values (${slug}, ${title}, 'Curso vendido pelo teste do checkout.',
            ${['Um', 'Dois', 'Três', 'Quatro', 'Cinco']}, 'Intermediário', '4 semanas', 297.00, ${accessModel})
    returning id`;
  const [module] = await sql<{ id: string }[]>`
    insert into public.course_modules (course_id, title, order_index)
    values (${course!.id}, 'Fundamentos', 1) returning id`;
  const lessons: { id: string; title: string }[] = [];
  for (const [index, lessonTitle] of ['Primeiros passos com funções', 'Eventos e filas'].entries()) {
    const [lesson] = await sql<{ id: string }[]>`
      insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
      values (${module!.id}, ${lessonTitle}, 'https://www.youtube.com/watch?v=SOTamWNgDKc', 12, ${index + 1})
      returning id`;
    lessons.push({ id: lesson!.id, title: lessonTitle });
  }
  return { id: course!.id, slug, title, lessons };
}

/** A monthly plan at R$ 49,90 that includes `courses`. */
export async function createPlan(courses: SoldCourse[]): Promise<{ id: string; name: string }> {
  const sql = database();
  const name = `Trilha Completa ${randomUUID().slice(0, 6)}`;
  const [plan] = await sql<{ id: string }[]>`
    insert into public.pricing_plans (name, price, period, description, features, cta, cta_link, is_popular, is_active, order_index, amount, billing_interval)
    values (${name}, 'R$ 49,90', '/mês', 'Todos os cursos do plano.', ${['Cursos do plano']},
            ${`Assinar ${name}`}, 'https://example.com/plano', false, true, 90, 49.90, 'month')
    returning id`;
  for (const course of courses) {
    await sql`insert into public.plan_courses (plan_id, course_id) values (${plan!.id}, ${course.id})`;
  }
  return { id: plan!.id, name };
}

export async function ordersOf(email: string) {
  return database()<{ id: string; status: string; method: string; installments: number; amount: string }[]>`
    select o.id, o.status, o.method, o.installments, o.amount::text as amount
      from public.orders o join public.profiles p on p.id = o.user_id
     where p.email = ${email}
     order by o.created_at`;
}

/** The stand-in's hosted checkout: pays with Pix and approves it, then back to the site. */
export async function payWithPixOnStandIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Pagamento seguro (ambiente de teste)' })).toBeVisible();
  await page.getByRole('button', { name: 'Gerar Pix' }).click();
  await expect(page.getByRole('img', { name: 'QR code Pix' })).toBeVisible();
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a loja' }).click();
}

export const BOOK_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** An active e-book at R$ 59,90 whose PDF an administrador uploaded into the private bucket. */
export async function createBookWithFile(page: Page): Promise<{ id: string; title: string }> {
  const stack = e2eStack();
  const token = await page.request.post(`${stack.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    data: { email: demo.admin.email, password: demo.admin.password },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const path = `e2e/${randomUUID()}.pdf`;
  const upload = await page.request.post(`${stack.url}/storage/v1/object/book-files/${path}`, {
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${access_token}`,
      'Content-Type': 'application/pdf',
    },
    data: BOOK_PDF,
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const title = `Kubernetes de Bolso ${randomUUID().slice(0, 6)}`;
  const [book] = await database()<{ id: string }[]>`
    insert into public.books (title, author, topics, benefits, price, file_path, order_index)
    values (${title}, 'Renata Lima', ${['Kubernetes']}, ${['Guia rápido']}, 59.90, ${path}, 99)
    returning id`;
  return { id: book!.id, title };
}
