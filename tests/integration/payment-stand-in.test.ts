// The local stand-in of Mercado Pago as a buyer and the functions meet it: its Pix code is a
// well-formed BR Code, its API answers only the seller's token, and its hosted page's forms and
// buttons (plain HTML posts, as the browser sends them) pay the order through the signed webhook.
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc16, luhnValid, pixCopyPaste } from '../../scripts/lib/payment-stand-in-codes.mjs';
import { startPaymentStandIn } from '../../scripts/lib/payment-stand-in.mjs';
import { createCourse } from './database/fixtures';
import { createUser, sql, stack } from '../support/stack';

/** A form post as the browser sends it; answers the redirect's target. */
async function submit(url: string, fields: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

describe('the payment stand-in', () => {
  it("computes the BR Code checksum as the Central Bank's own example does", () => {
    expect(
      crc16(
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304',
      ),
    ).toBe('1D3D');
    const code = pixCopyPaste({ paymentId: 42, amount: 297 });
    expect(code).toContain('5406297.00');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('knows the test cards: the approved one and the refused one both pass the Luhn check', () => {
    expect(luhnValid('5031433215406351')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000000001')).toBe(false);
  });

  it("its API answers only the seller's access token", async () => {
    const response = await fetch(`${stack.paymentStandInUrl}/checkout/preferences`, {
      method: 'POST',
      headers: { Authorization: 'Bearer TEST-someone-else', 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ title: 'x', unit_price: 1, quantity: 1 }] }),
    });
    expect(response.status).toBe(401);
  });

  it('the hosted page: "Gerar Pix", then "Aprovar pagamento", pays the order and shows "Pagamento aprovado"', async () => {
    const course = await createCourse({ title: 'Curso vendido pelo simulador' });
    await sql`update public.courses set access_model = 'paid', price = 120 where id = ${course.courseId}`;
    const user = await createUser();
    const { data: session } = await user.client.auth.getSession();
    const { data: checkout, error } = await user.client.functions.invoke<{
      order_id: string;
      checkout_url: string;
    }>('create-checkout', {
      body: { productKind: 'course', productId: course.courseId, method: 'pix', cpf: '111.444.777-35' },
      headers: { Authorization: `Bearer ${session.session!.access_token}` },
    });
    expect(error).toBeNull();

    const page = await (await fetch(checkout!.checkout_url)).text();
    expect(page).toContain('Pagamento seguro (ambiente de teste)');
    expect(page).toContain('Gerar Pix');
    expect(page).toContain('R$ 120,00');

    const generated = await submit(`${checkout!.checkout_url}/pay`);
    expect(generated.status).toBe(303);
    const paymentUrl = new URL(generated.location!, stack.paymentStandInUrl).href;
    const waiting = await (await fetch(paymentUrl)).text();
    expect(waiting).toContain('Aguardando pagamento');
    expect(waiting).toContain('Pix copia e cola');
    expect(waiting).toContain('alt="QR code Pix"');
    expect(waiting).not.toContain('Estornar pagamento');

    expect((await submit(`${paymentUrl}/approve`)).status).toBe(303);
    const approved = await (await fetch(paymentUrl)).text();
    expect(approved).toContain('Pagamento aprovado');
    expect(approved).toContain('Estornar pagamento');
    expect(approved).toContain('Registrar chargeback');
    expect(approved).toContain(`/?pedido=${checkout!.order_id}`);

    const [order] = await sql<
      { status: string }[]
    >`select status from public.orders where id = ${checkout!.order_id}`;
    expect(order!.status).toBe('paid');
  });

  it('the hosted card page: a wrong number is explained, the refused test card fails, "Tentar de novo" pays in 3x', async () => {
    const course = await createCourse({ title: 'Curso pago no cartão' });
    await sql`update public.courses set access_model = 'paid', price = 90 where id = ${course.courseId}`;
    const user = await createUser();
    const { data: checkout, error } = await user.client.functions.invoke<{
      order_id: string;
      checkout_url: string;
    }>('create-checkout', {
      body: {
        productKind: 'course',
        productId: course.courseId,
        method: 'card',
        installments: 3,
        cpf: '11144477735',
      },
    });
    expect(error).toBeNull();
    const page = await (await fetch(checkout!.checkout_url)).text();
    expect(page).toContain('<option value="3" selected>3x de R$ 30,00 sem juros</option>');
    expect(page).not.toContain('<option value="4"');

    const card = { cardHolder: 'MARIA SILVA', expiry: '12/30', cvv: '123', installments: '3' };
    const wrong = await submit(`${checkout!.checkout_url}/pay`, {
      ...card,
      cardNumber: '1234 5678 9012 3456',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('Número do cartão inválido.');

    const refused = await submit(`${checkout!.checkout_url}/pay`, {
      ...card,
      cardNumber: '4000 0000 0000 0002',
    });
    const refusedPage = await (await fetch(new URL(refused.location!, stack.paymentStandInUrl))).text();
    expect(refusedPage).toContain('Pagamento recusado');
    expect(refusedPage).toContain('Tentar de novo');
    const [failed] = await sql<
      { status: string }[]
    >`select status from public.orders where id = ${checkout!.order_id}`;
    expect(failed!.status).toBe('failed');

    const approved = await submit(`${checkout!.checkout_url}/pay`, {
      ...card,
      cardNumber: '5031 4332 1540 6351',
    });
    const approvedPage = await (await fetch(new URL(approved.location!, stack.paymentStandInUrl))).text();
    expect(approvedPage).toContain('Pagamento aprovado');
    expect(approvedPage).toContain('3x de R$ 30,00 sem juros');
    const [paid] = await sql<
      { status: string }[]
    >`select status from public.orders where id = ${checkout!.order_id}`;
    expect(paid!.status).toBe('paid');
  });

  it("a preapproval's amount changes as Mercado Pago's does (PUT auto_recurring with the currency again), later charges use it, and an outage answers 503", async () => {
    const standIn = await startPaymentStandIn({ accessToken: 'TEST-token', webhookSecret: 'segredo' });
    try {
      const headers = { Authorization: 'Bearer TEST-token', 'content-type': 'application/json' };
      const api = (path: string, method = 'GET', body?: unknown) =>
        fetch(`${standIn.url}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const scripted = (path: string, body?: unknown) =>
        fetch(`${standIn.url}/__stand-in/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const created = (await (
        await api('/preapproval', 'POST', {
          reason: 'Plano',
          external_reference: 'pedido-1',
          payer_email: 'aluna@exemplo.com.br',
          back_url: 'https://trilha.cloud/pagamento',
          auto_recurring: {
            frequency: 1,
            frequency_type: 'months',
            transaction_amount: 49.9,
            currency_id: 'BRL',
          },
          status: 'pending',
        })
      ).json()) as { id: string };
      const authorized = await scripted(`preapprovals/${created.id}/authorize?notify=0`, {
        cardNumber: '5031433215406351',
        cardHolder: 'MARIA SILVA',
        expiry: '12/30',
        cvv: '123',
      });
      expect(authorized.status).toBe(200);

      const changeTo = (autoRecurring: unknown) =>
        api(`/preapproval/${created.id}`, 'PUT', { auto_recurring: autoRecurring });
      for (const refused of [
        { transaction_amount: 89.9 },
        { transaction_amount: 0, currency_id: 'BRL' },
        { transaction_amount: 89.901, currency_id: 'BRL' },
        { transaction_amount: 89.9, currency_id: 'USD' },
      ]) {
        expect((await changeTo(refused)).status).toBe(400);
      }
      expect((await api(`/preapproval/${created.id}`, 'PUT', { reason: 'Outro' })).status).toBe(400);
      const changed = await changeTo({ transaction_amount: 89.9, currency_id: 'BRL' });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toMatchObject({
        id: created.id,
        status: 'authorized',
        auto_recurring: { frequency: 1, transaction_amount: 89.9, currency_id: 'BRL' },
      });
      const page = await (
        await fetch(`${standIn.url}/subscriptions/checkout?preapproval_id=${created.id}`)
      ).text();
      expect(page).toContain('R$ 89,90');

      const charge = (await (await scripted(`preapprovals/${created.id}/charge?notify=0`, {})).json()) as {
        transaction_amount: number;
        payment: { id: number };
      };
      expect(charge.transaction_amount).toBe(89.9);
      const payment = (await (await api(`/v1/payments/${charge.payment.id}`)).json()) as {
        transaction_amount: number;
      };
      expect(payment.transaction_amount).toBe(89.9);

      expect((await scripted(`preapprovals/${created.id}/outage`, { down: true })).status).toBe(200);
      expect((await api(`/preapproval/${created.id}`)).status).toBe(503);
      expect((await changeTo({ transaction_amount: 49.9, currency_id: 'BRL' })).status).toBe(503);
      expect((await scripted(`preapprovals/${created.id}/outage`, { down: false })).status).toBe(200);
      expect((await api(`/preapproval/${created.id}`)).status).toBe(200);

      expect((await api(`/preapproval/${created.id}`, 'PUT', { status: 'cancelled' })).status).toBe(200);
      expect((await changeTo({ transaction_amount: 49.9, currency_id: 'BRL' })).status).toBe(400);
      expect((await fetch(`${standIn.url}/preapproval/${created.id}`)).status).toBe(401);
    } finally {
      await standIn.stop();
    }
  });

  it('a Pix nobody pays expires by itself and the signed notification says so', async () => {
    const received: { url: string; signature: string; requestId: string }[] = [];
    const receiver = http.createServer((request, response) => {
      received.push({
        url: request.url ?? '',
        signature: String(request.headers['x-signature']),
        requestId: String(request.headers['x-request-id']),
      });
      response.end('{}');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const secret = 'segredo-do-webhook';
    const standIn = await startPaymentStandIn({
      accessToken: 'TEST-token',
      webhookSecret: secret,
      pixLifetimeMs: 300,
    });
    try {
      const headers = { Authorization: 'Bearer TEST-token', 'content-type': 'application/json' };
      const preference = (await (
        await fetch(`${standIn.url}/checkout/preferences`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            items: [{ title: 'Curso', unit_price: 50, quantity: 1 }],
            notification_url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`,
            payment_methods: { excluded_payment_types: [{ id: 'ticket' }, { id: 'credit_card' }] },
          }),
        })
      ).json()) as { id: string };
      const payment = (await (
        await fetch(`${standIn.url}/__stand-in/checkout/${preference.id}/pay?notify=0`, { method: 'POST' })
      ).json()) as { id: number; status: string };
      expect(payment.status).toBe('pending');

      await expect
        .poll(async () => {
          const current = await fetch(`${standIn.url}/v1/payments/${payment.id}`, { headers });
          return ((await current.json()) as { status: string; status_detail: string }).status_detail;
        })
        .toBe('expired');
      await expect.poll(() => received.length).toBe(1);
      const [notification] = received;
      expect(notification!.url).toBe(`/webhook?data.id=${payment.id}&type=payment`);
      const ts = /ts=(\d+)/.exec(notification!.signature)![1];
      const v1 = createHmac('sha256', secret)
        .update(`id:${payment.id};request-id:${notification!.requestId};ts:${ts};`)
        .digest('hex');
      expect(notification!.signature).toBe(`ts=${ts},v1=${v1}`);
    } finally {
      await standIn.stop();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
