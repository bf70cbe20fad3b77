// The nota fiscal of a paid order through the real served functions and the stack's stand-in of
// Focus NFe, over HTTP: the payment webhook issues it within seconds, a replay (or a lost answer
// sent again) never makes a second one, the provider down leaves it queued with a growing wait
// until issue-invoices finds it back, a refund cancels it at the provider, a refusal fails it with
// the provider's reason, and only the service role runs the job. docs/fiscal-provider.md.
//
// The stand-in's switches (down, refusal) are the stack's: these cases run one after the other
// in this file; other files' notas issued meanwhile are not read by anyone.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CANCEL_REASON } from '../../supabase/functions/_shared/fiscal/work';
import { createCourse } from './database/fixtures';
import { readAuthLog, sql, stack } from '../support/stack';
import { type SignedInUser, callFunction, paymentStandIn, signedInUser } from '../support/functions';

const VALID_CPF = '52998224725';

async function paymentStandInJson(path: string, body?: unknown) {
  return (await paymentStandIn<{ id: number; status: string; webhook_status: number | null }>(path, body))
    .json;
}

/** A course bought by card on the payment stand-in: approved at once, the webhook answered. */
async function paidOrder(user?: SignedInUser) {
  const course = await createCourse({ title: `Curso com nota fiscal ${randomUUID().slice(0, 6)}` });
  await sql`update public.courses set access_model = 'paid', price = 297 where id = ${course.courseId}`;
  const owner = user ?? (await signedInUser());
  const checkout = await callFunction(
    'create-checkout',
    { productKind: 'course', productId: course.courseId, method: 'card', installments: 1, cpf: VALID_CPF },
    owner.token,
  );
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
  const orderId = checkout.json!.order_id as string;
  const preferenceId = new URL(checkout.json!.checkout_url as string).pathname.split('/').at(-1);
  const payment = await paymentStandInJson(`checkout/${preferenceId}/pay`, {
    cardNumber: '5031433215406351',
    cardHolder: 'PESSOA DE TESTE',
    expiry: '12/30',
    cvv: '123',
    installments: 1,
  });
  // The webhook answered 200 whatever the NFS-e provider did.
  expect(payment).toMatchObject({ status: 'approved', webhook_status: 200 });
  return { owner, orderId, paymentId: payment.id };
}

const fiscal = (body: Record<string, unknown>) =>
  fetch(`${stack.fiscalStandInUrl}/__stand-in/control`, { method: 'POST', body: JSON.stringify(body) });

interface StandInNota {
  status: string;
  posts: number;
  numero?: string;
  justificativa?: string;
  request: { tomador: Record<string, unknown>; servico: Record<string, unknown> };
  json: { url_danfse?: string; caminho_xml_nota_fiscal?: string; codigo_verificacao?: string };
}

async function standInNota(ref: string): Promise<StandInNota | null> {
  const response = await fetch(`${stack.fiscalStandInUrl}/__stand-in/nfse/${ref}`);
  return response.ok ? ((await response.json()) as StandInNota) : null;
}

interface InvoiceRow {
  status: string;
  provider: string | null;
  number: string | null;
  verification_code: string | null;
  pdf_url: string | null;
  xml_url: string | null;
  failure_reason: string | null;
  attempts: number;
  next_attempt_at: Date;
}

async function invoiceOf(orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await sql<InvoiceRow[]>`
    select status, provider, number, verification_code, pdf_url, xml_url, failure_reason, attempts, next_attempt_at
      from public.invoices where order_id = ${orderId}`;
  return row;
}

const invoiceStatus = async (orderId: string) => (await invoiceOf(orderId))?.status;
const runJob = (body: Record<string, unknown>) => callFunction('issue-invoices', body, stack.secretKey);
const dueNow = (orderId: string) =>
  sql`update public.invoices set next_attempt_at = now() where order_id = ${orderId}`;

afterEach(async () => {
  await fiscal({ down: false, refusal: null, rejection: null });
});

describe('the nota fiscal of a paid order', () => {
  it('is issued within seconds of the payment, with its number and links, and never twice', async () => {
    const { owner, orderId, paymentId } = await paidOrder();
    await expect.poll(() => invoiceStatus(orderId), { timeout: 20_000 }).toBe('issued');
    const nota = (await standInNota(orderId))!;
    expect(nota).toMatchObject({ status: 'autorizado', posts: 1 });
    expect(nota.request.tomador).toMatchObject({ cpf: VALID_CPF, email: owner.email });
    expect(nota.request.servico).toMatchObject({ valor_servicos: 297, item_lista_servico: '0802' });
    const invoice = (await invoiceOf(orderId))!;
    expect(invoice).toMatchObject({
      provider: 'focus-nfe',
      number: nota.numero,
      verification_code: nota.json.codigo_verificacao,
      pdf_url: nota.json.url_danfse,
      xml_url: `${stack.fiscalStandInUrl}${nota.json.caminho_xml_nota_fiscal}`,
    });
    expect((await fetch(invoice.pdf_url!)).headers.get('content-type')).toBe('application/pdf');
    const mine = await owner.client.rpc('list_my_orders', {});
    const row = (
      mine.data as unknown as { rows: { id: string; invoice: Record<string, unknown> }[] }
    ).rows.find((order) => order.id === orderId);
    expect(row!.invoice).toMatchObject({ status: 'issued', number: nota.numero, pdf_url: invoice.pdf_url });

    // The payment notified again, three times: each a duplicate, no nota sent again.
    for (let replay = 0; replay < 3; replay += 1) {
      expect(await paymentStandInJson(`payments/${paymentId}/notify`)).toMatchObject({ webhook_status: 200 });
    }
    expect(readAuthLog()).toMatch(new RegExp(`webhook payment ${paymentId} → 200 \\(duplicate\\)`));
    expect(await runJob({ orderId })).toMatchObject({ status: 200, json: { claimed: 0 } });
    // A lost answer: the nota taken as queued again goes under the same reference, and the
    // provider's "already authorised" is read back as the same nota.
    await sql`update public.invoices set status = 'queued', next_attempt_at = now() where order_id = ${orderId}`;
    expect(await runJob({ orderId })).toMatchObject({ status: 200, json: { claimed: 1, issued: 1 } });
    expect(await standInNota(orderId)).toMatchObject({ posts: 2, numero: nota.numero });
    expect(await invoiceOf(orderId)).toMatchObject({ status: 'issued', number: nota.numero });
  }, 60_000);

  it('waits, queued with a growing interval, while the provider is down; issued once it is back', async () => {
    await fiscal({ down: true });
    const { orderId } = await paidOrder();
    await expect.poll(async () => (await invoiceOf(orderId))?.attempts, { timeout: 20_000 }).toBe(1);
    const once = (await invoiceOf(orderId))!;
    expect(once.status).toBe('queued');
    expect(once.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: the job leaves it.
    expect(await runJob({ orderId })).toMatchObject({ status: 200, json: { claimed: 0 } });

    await fiscal({ down: 'unreachable' });
    await dueNow(orderId);
    expect(await runJob({ orderId })).toMatchObject({ status: 200, json: { claimed: 1, unavailable: 1 } });
    const twice = (await invoiceOf(orderId))!;
    expect(twice).toMatchObject({ status: 'queued', attempts: 2 });
    expect(twice.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 110_000);
    expect(await standInNota(orderId)).toBeNull();

    await fiscal({ down: false });
    await dueNow(orderId);
    expect(await runJob({ orderId })).toMatchObject({ status: 200, json: { claimed: 1, issued: 1 } });
    expect(await invoiceOf(orderId)).toMatchObject({ status: 'issued', attempts: 0 });
    expect(await standInNota(orderId)).toMatchObject({ status: 'autorizado', posts: 1 });
  }, 60_000);

  it('is cancelled at the provider when the order is refunded', async () => {
    const { orderId } = await paidOrder();
    await expect.poll(() => invoiceStatus(orderId), { timeout: 20_000 }).toBe('issued');
    const number = (await invoiceOf(orderId))!.number;
    const admin = await signedInUser('administrador');
    expect(await callFunction('refund-order', { orderId }, admin.token)).toEqual({
      status: 200,
      json: { order_id: orderId, status: 'refunded' },
    });
    await expect.poll(() => invoiceStatus(orderId), { timeout: 20_000 }).toBe('cancelled');
    expect(await invoiceOf(orderId)).toMatchObject({ number, failure_reason: null });
    expect(await standInNota(orderId)).toMatchObject({ status: 'cancelado', justificativa: CANCEL_REASON });
  }, 60_000);

  it("fails with the provider's reason when refused, and is issued once an administrador retries it", async () => {
    await fiscal({ refusal: 'certificado_vencido' });
    const refused = await paidOrder();
    await expect.poll(() => invoiceStatus(refused.orderId), { timeout: 20_000 }).toBe('failed');
    expect(await invoiceOf(refused.orderId)).toMatchObject({
      failure_reason: 'O certificado do emitente está vencido',
      number: null,
    });
    await fiscal({ refusal: null });
    const admin = await signedInUser('administrador');
    expect((await admin.client.rpc('retry_invoice', { p_order_id: refused.orderId })).error).toBeNull();
    expect(await runJob({ orderId: refused.orderId })).toMatchObject({ json: { claimed: 1, issued: 1 } });

    // The municipality's own rejection, after the nota was accepted for processing.
    await fiscal({ rejection: 'regime_especial' });
    const rejected = await paidOrder();
    await expect.poll(() => invoiceStatus(rejected.orderId), { timeout: 20_000 }).toBe('failed');
    expect((await invoiceOf(rejected.orderId))!.failure_reason).toBe(
      'Regime Especial de Tributação ausente/inválido. (E145)',
    );
    const mine = await rejected.owner.client.rpc('list_my_orders', {});
    const row = (
      mine.data as unknown as { rows: { id: string; invoice: Record<string, unknown> }[] }
    ).rows.find((order) => order.id === rejected.orderId);
    expect(row!.invoice).toMatchObject({
      status: 'failed',
      failure_reason: 'Regime Especial de Tributação ausente/inválido. (E145)',
    });
  }, 60_000);
});

describe('issue-invoices', () => {
  it('runs only with the service role key', async () => {
    const student = await signedInUser();
    for (const token of [undefined, student.token, stack.publishableKey]) {
      expect(await callFunction('issue-invoices', {}, token)).toEqual({
        status: 401,
        json: { code: 'not_authenticated' },
      });
    }
    const direct = await student.client.rpc('claim_invoice_work', { p_limit: 1 });
    expect(direct.error?.message).toMatch(/permission denied/);
    expect(await runJob({ orderId: 'abc' })).toEqual({ status: 400, json: { code: 'invalid_order_id' } });
    expect(await runJob({ orderId: randomUUID() })).toEqual({
      status: 200,
      json: { claimed: 0, issued: 0, processing: 0, failed: 0, cancelled: 0, unavailable: 0 },
    });
  });
});
