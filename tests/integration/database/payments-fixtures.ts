// Fixtures for the selling suite: products for sale, orders opened by a buyer and provider events
// sent the way the payment functions send them (service role).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { serviceClient, sql, uniqueSlug, type TestUser } from '../../support/stack';
import { createCourse, type CourseFixture } from './fixtures';

/** A valid CPF (check digits right) for the buyer. */
export const CPF = '529.982.247-25';
export const CPF_DIGITS = '52998224725';

export const PROVIDER = 'stand-in';

export async function createPaidCourse(
  options: { accessModel?: 'paid' | 'plans' | 'paid_or_plans'; price?: number; lessons?: number } = {},
): Promise<CourseFixture> {
  const course = await createCourse({ lessonsPerModule: [options.lessons ?? 3] });
  await sql`
    update public.courses
       set access_model = ${options.accessModel ?? 'paid'}, price = ${options.price ?? 297}
     where id = ${course.courseId}`;
  return course;
}

export async function createPlan(
  options: { amount?: number; interval?: 'month' | 'year'; courseIds?: string[] } = {},
): Promise<string> {
  const [plan] = await sql<{ id: string }[]>`
    insert into public.pricing_plans (name, price, cta, cta_link, amount, billing_interval)
    values (${`Plano ${uniqueSlug('p')}`}, 'R$ 49,90', 'Assinar', 'https://example.com/plano',
            ${options.amount ?? 49.9}, ${options.interval ?? 'month'})
    returning id`;
  for (const courseId of options.courseIds ?? []) {
    await sql`insert into public.plan_courses (plan_id, course_id) values (${plan!.id}, ${courseId})`;
  }
  return plan!.id;
}

export async function createBookForSale(options: { price?: number; withFile?: boolean } = {}) {
  const [book] = await sql<{ id: string; file_path: string | null }[]>`
    insert into public.books (title, author, topics, benefits, price, file_path)
    values (${`Livro ${uniqueSlug('l')}`}, 'Autora', ${['Nuvem']}, ${['Aprender']}, ${options.price ?? 59.9},
            ${options.withFile === false ? null : `livros/${randomUUID()}.pdf`})
    returning id, file_path`;
  return book!;
}

export interface OrderJson {
  id: string;
  status: string;
  amount: number;
  installments: number;
  installment_amount: number;
  subscription_id: string | null;
  product_title: string;
  paid_at: string | null;
}

export async function startOrder(
  buyer: TestUser,
  kind: 'course' | 'book' | 'plan' | 'track',
  productId: string,
  method: 'pix' | 'boleto' | 'card' = 'pix',
  installments = 1,
): Promise<OrderJson> {
  const { data, error } = await buyer.client.rpc('start_order', {
    p_product_kind: kind,
    p_product_id: productId,
    p_method: method,
    p_installments: installments,
    p_cpf: CPF,
  });
  expect(error).toBeNull();
  return data as unknown as OrderJson;
}

export interface EventAnswer {
  duplicate: boolean;
  outcome: string;
  order: OrderJson | null;
}

/** One provider payment event, sent as the webhook function sends it. */
export async function paymentEvent(
  orderId: string,
  status: 'paid' | 'refunded' | 'charged_back' | 'expired' | 'failed',
  options: { amount?: number; eventId?: string; occurredAt?: string; paymentId?: string } = {},
): Promise<EventAnswer> {
  const [order] = await sql<{ amount: string }[]>`select amount from public.orders where id = ${orderId}`;
  const { data, error } = await serviceClient().rpc('apply_payment_event', {
    p_provider: PROVIDER,
    p_event_id: options.eventId ?? `${orderId}:${status}`,
    p_order_id: orderId,
    p_provider_payment_id: options.paymentId ?? `pay-${orderId}`,
    p_status: status,
    p_amount: options.amount ?? Number(order?.amount ?? 0),
    p_occurred_at: options.occurredAt ?? new Date().toISOString(),
    p_payload: { source: 'test' },
  });
  expect(error).toBeNull();
  return data as unknown as EventAnswer;
}

export interface SubscriptionAnswer {
  duplicate: boolean;
  outcome: string;
  subscription: {
    id: string;
    status: string;
    effective_status: string;
    has_access: boolean;
    current_period_end: string | null;
    grace_until: string | null;
    next_charge_at: string | null;
  } | null;
}

export async function subscriptionEvent(
  subscriptionId: string,
  status: 'authorized' | 'renewed' | 'payment_failed' | 'canceled' | 'expired',
  options: {
    amount?: number;
    eventId?: string;
    occurredAt?: string;
    periodEnd?: string;
    paymentId?: string;
  } = {},
): Promise<SubscriptionAnswer> {
  const { data, error } = await serviceClient().rpc('apply_subscription_event', {
    p_provider: PROVIDER,
    p_event_id: options.eventId ?? `${subscriptionId}:${status}:${randomUUID()}`,
    p_subscription_id: subscriptionId,
    p_provider_subscription_id: `sub-${subscriptionId}`,
    p_status: status,
    p_provider_payment_id: options.paymentId ?? (status === 'renewed' ? `renew-${randomUUID()}` : undefined),
    p_amount: options.amount,
    p_method: status === 'renewed' ? 'pix' : undefined,
    p_period_end: options.periodEnd,
    p_occurred_at: options.occurredAt ?? new Date().toISOString(),
    p_payload: { source: 'test' },
  });
  expect(error).toBeNull();
  return data as unknown as SubscriptionAnswer;
}

export async function orderStatus(orderId: string) {
  const [row] = await sql<{ status: string }[]>`select status from public.orders where id = ${orderId}`;
  return row?.status;
}

/** Lessons of the course the client can read through the table (video links included). */
export async function readableLessons(buyer: TestUser, courseId: string) {
  const { data, error } = await buyer.client
    .from('lessons')
    .select('id, video_url')
    .eq('course_id', courseId);
  expect(error).toBeNull();
  return data ?? [];
}

export async function hasAccess(buyer: TestUser, courseId: string) {
  const { data, error } = await buyer.client.rpc('has_course_access', { p_course_id: courseId });
  expect(error).toBeNull();
  return data;
}
