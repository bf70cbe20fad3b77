// Notas fiscais (supabase/schemas/19_fiscal.sql, docs/invoices.md): the settings only
// administradores write, one invoice per paid order however often the payment is notified (a
// card renewal's order, made paid, too), the work claimed once by the service role, backoff while
// the provider is down, a refund asking to cancel (and a refused cancellation waiting to be tried
// again), and who reads a nota. The provider's side: fiscal-invoices.test.ts.
import { describe, expect, it } from 'vitest';
import type { Json } from '@/lib/database.types';
import { createUser, serviceClient, sql, type TestUser } from '../../support/stack';
import { expectCheckViolation, expectError } from './fixtures';
import {
  createPaidCourse,
  createPlan,
  paymentEvent,
  startOrder,
  subscriptionEvent,
} from './payments-fixtures';

interface Work {
  invoice_id: string;
  action: 'issue' | 'poll' | 'cancel';
  reference: string;
  amount: number;
  taker: { name: string; email: string; cpf: string | null };
}

async function claim(orderId: string) {
  const { data, error } = await serviceClient().rpc('claim_invoice_work', {
    p_limit: 10,
    p_order_id: orderId,
  });
  expect(error).toBeNull();
  return data as unknown as { settings: { cnpj: string; service_code: string } | null; work: Work[] };
}

async function record(invoiceId: string, result: Record<string, unknown>) {
  const { data, error } = await serviceClient().rpc('record_invoice_result', {
    p_invoice_id: invoiceId,
    p_result: result as Json,
  });
  expect(error).toBeNull();
  return data as unknown as { status: string; number: string | null; pdf_url: string | null };
}

async function invoiceOf(orderId: string) {
  const rows = await sql<{ status: string; attempts: number; next_attempt_at: Date }[]>`
    select status, attempts, next_attempt_at from public.invoices where order_id = ${orderId}`;
  return rows;
}

async function paidOrder(buyer?: TestUser) {
  const user = buyer ?? (await createUser());
  const course = await createPaidCourse({ price: 297 });
  const order = await startOrder(user, 'course', course.courseId);
  await paymentEvent(order.id, 'paid');
  return { user, orderId: order.id };
}

describe('the fiscal settings', () => {
  it('only an administrador reads and writes them, and the database checks each field', async () => {
    const student = await createUser();
    expectError(await student.client.rpc('get_fiscal_settings'), '42501', 'admin_only');
    expectError(
      await student.client.rpc('save_fiscal_settings', { p_settings: { enabled: false } }),
      '42501',
      'admin_only',
    );
    expect((await student.client.from('fiscal_settings').select('cnpj')).data ?? []).toEqual([]);

    const admin = await createUser({ role: 'administrador' });
    const current = (await admin.client.rpc('get_fiscal_settings')).data as Record<string, unknown>;
    expect(current).toMatchObject({ enabled: true, cnpj: '11222333000181', service_code: '08.02' });
    for (const [field, value] of [
      ['cnpj', '11.222.333/0001-82'],
      ['iss_rate', 6],
      ['municipality_code', '355030'],
      ['service_code', '8.2'],
    ] as const) {
      expectCheckViolation(
        await admin.client.rpc('save_fiscal_settings', {
          p_settings: { ...current, [field]: value } as Json,
        }),
        field,
      );
    }
    // Saved again as it was (other files issue notas meanwhile): punctuation in the CNPJ is fine.
    const saved = await admin.client.rpc('save_fiscal_settings', {
      p_settings: { ...current, cnpj: '11.222.333/0001-81' } as Json,
    });
    expect(saved.data).toMatchObject({ cnpj: '11222333000181', enabled: true });
  });
});

describe('an order paid', () => {
  it('queues one nota however often the payment is notified; the work is claimed once', async () => {
    const { orderId } = await paidOrder();
    await paymentEvent(orderId, 'paid', { eventId: `${orderId}:paid:replay` });
    expect(await invoiceOf(orderId)).toHaveLength(1);
    const first = await claim(orderId);
    expect(first.settings).toMatchObject({ cnpj: '11222333000181' });
    expect(first.work).toEqual([
      expect.objectContaining({ action: 'issue', reference: orderId, amount: 297 }),
    ]);
    expect(first.work[0]!.taker.cpf).toMatch(/^\d{11}$/);
    // Claimed: a parallel run finds nothing.
    expect((await claim(orderId)).work).toEqual([]);
  });

  it('the provider down: the same work later, with a growing wait; then issued with its links', async () => {
    const { user, orderId } = await paidOrder();
    const [work] = (await claim(orderId)).work;
    await record(work!.invoice_id, { status: 'unavailable' });
    const [once] = await invoiceOf(orderId);
    expect(once).toMatchObject({ status: 'queued', attempts: 1 });
    expect(once!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await sql`update public.invoices set next_attempt_at = now() where order_id = ${orderId}`;
    const [again] = (await claim(orderId)).work;
    await record(again!.invoice_id, { status: 'unavailable' });
    const [twice] = await invoiceOf(orderId);
    expect(twice!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 110_000);

    await sql`update public.invoices set next_attempt_at = now() where order_id = ${orderId}`;
    const [third] = (await claim(orderId)).work;
    await record(third!.invoice_id, {
      status: 'issued',
      provider: 'focus-nfe',
      number: '2026000123',
      verification_code: 'AB12CD34',
      pdf_url: 'https://nfse.example/2026000123.pdf',
      xml_url: 'https://nfse.example/2026000123.xml',
    });
    const mine = await user.client.rpc('list_my_orders', {});
    const row = (
      mine.data as unknown as { rows: { id: string; invoice: Record<string, unknown> }[] }
    ).rows.find((order) => order.id === orderId);
    expect(row!.invoice).toMatchObject({
      status: 'issued',
      number: '2026000123',
      pdf_url: 'https://nfse.example/2026000123.pdf',
    });
    // Another person reads nothing of it.
    const stranger = await createUser();
    expect((await stranger.client.from('invoices').select('id').eq('order_id', orderId)).data).toEqual([]);
    expectError(
      await stranger.client.rpc('record_invoice_result', {
        p_invoice_id: third!.invoice_id,
        p_result: { status: 'cancelled' },
      }),
      '42501',
    );
  });

  it('a refund asks to cancel an issued nota, and a refused one never issued is cancelled at once', async () => {
    const { orderId } = await paidOrder();
    const [work] = (await claim(orderId)).work;
    await record(work!.invoice_id, {
      status: 'issued',
      number: '77',
      pdf_url: 'https://nfse.example/77.pdf',
    });
    await paymentEvent(orderId, 'refunded');
    expect((await invoiceOf(orderId))[0]!.status).toBe('cancel_requested');
    const [cancel] = (await claim(orderId)).work;
    expect(cancel!.action).toBe('cancel');
    expect(await record(cancel!.invoice_id, { status: 'cancelled' })).toMatchObject({
      status: 'cancelled',
      number: '77',
    });

    const other = await paidOrder();
    const [refused] = (await claim(other.orderId)).work;
    await record(refused!.invoice_id, {
      status: 'failed',
      failure_reason: 'Código de serviço inválido para o município',
    });
    const admin = await createUser({ role: 'administrador' });
    const sale = await admin.client.rpc('list_sales', { p_search: other.orderId });
    expect(
      (sale.data as unknown as { rows: { invoice: Record<string, unknown> }[] }).rows[0]!.invoice,
    ).toMatchObject({
      status: 'failed',
      failure_reason: 'Código de serviço inválido para o município',
    });
    expectError(
      await other.user.client.rpc('retry_invoice', { p_order_id: other.orderId }),
      '42501',
      'admin_only',
    );
    expect((await admin.client.rpc('retry_invoice', { p_order_id: other.orderId })).data).toMatchObject({
      status: 'queued',
    });
    await paymentEvent(other.orderId, 'refunded');
    expect((await invoiceOf(other.orderId))[0]!.status).toBe('cancelled');
  });

  it("a card renewal's order, made paid by the subscription's charge, queues its nota too", async () => {
    const user = await createUser();
    const plan = await createPlan();
    const first = await startOrder(user, 'plan', plan, 'card');
    await paymentEvent(first.id, 'paid');
    await subscriptionEvent(first.subscription_id!, 'renewed', { amount: 49.9 });
    const [renewal] = await sql<{ id: string }[]>`
      select id from public.orders where subscription_id = ${first.subscription_id!} and id <> ${first.id}`;
    expect(await invoiceOf(renewal!.id)).toEqual([
      expect.objectContaining({ status: 'queued', attempts: 0 }),
    ]);
    expect(await invoiceOf(first.id)).toHaveLength(1);
  });

  it('a cancellation the provider refuses stays to be cancelled, with its reason, tried again later', async () => {
    const { orderId } = await paidOrder();
    const [work] = (await claim(orderId)).work;
    await record(work!.invoice_id, { status: 'issued', number: '88', provider: 'focus-nfe' });
    await paymentEvent(orderId, 'refunded');
    const [cancel] = (await claim(orderId)).work;
    const reason =
      'nota que você está tentando cancelar está fora do prazo permitido para cancelamento (E523)';
    expect(
      await record(cancel!.invoice_id, { status: 'failed', provider: 'focus-nfe', failure_reason: reason }),
    ).toMatchObject({
      status: 'cancel_requested',
      number: '88',
    });
    const [row] = await sql<{ failure_reason: string; attempts: number; next_attempt_at: Date }[]>`
      select failure_reason, attempts, next_attempt_at from public.invoices where order_id = ${orderId}`;
    expect(row).toMatchObject({ failure_reason: reason, attempts: 1 });
    expect(row!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await sql`update public.invoices set next_attempt_at = now() where order_id = ${orderId}`;
    const [again] = (await claim(orderId)).work;
    expect(again!.action).toBe('cancel');
    expect(await record(again!.invoice_id, { status: 'cancelled', provider: 'focus-nfe' })).toMatchObject({
      status: 'cancelled',
      number: '88',
      failure_reason: null,
    });
  });

  it("an order is refused when the municipality needs the buyer's address and the profile has none", async () => {
    const buyer = await createUser();
    const course = await createPaidCourse({ price: 100 });
    // Inside one transaction, rolled back: the settings other files issue with stay as they are.
    await sql
      .begin(async (tx) => {
        await tx`update public.fiscal_settings set requires_taker_address = true`;
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: buyer.userId, role: 'authenticated' })}, true),
                        set_config('request.jwt.claim.sub', ${buyer.userId}, true)`;
        await tx`set local role authenticated`;
        await expect(
          tx`select public.start_order('course', ${course.courseId}::uuid, 'pix', 1, '52998224725')`,
        ).rejects.toThrow('taker_address_required');
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
    const [settings] = await sql<
      { requires_taker_address: boolean }[]
    >`select requires_taker_address from public.fiscal_settings`;
    expect(settings!.requires_taker_address).toBe(false);
  });
});
