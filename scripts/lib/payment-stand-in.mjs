// The local stand-in of Mercado Pago, started by `npm run dev` and by the test stack: the subset
// of its REST API the edge functions call (preferences, payments, refunds), a hosted checkout
// page in pt-BR, and webhooks signed exactly as Mercado Pago signs them (x-signature: HMAC-SHA256
// of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the webhook secret). Everything is
// in memory: a restart forgets its payments, as a fresh sandbox would. docs/payments-provider.md.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { boletoLine, luhnValid, pixCopyPaste } from './payment-stand-in-codes.mjs';
import { checkoutPage, paymentPage } from './payment-stand-in-pages.mjs';

/** The test card the stand-in always refuses (README → Pagamentos). */
export const REFUSED_TEST_CARD = '4000000000000002';

/** What each button (and scripted action) does: allowed from which status, to which status. */
const ACTIONS = {
  approve: { from: ['pending'], to: 'approved', detail: 'accredited' },
  refuse: { from: ['pending'], to: 'rejected', detail: 'cc_rejected_other_reason' },
  expire: { from: ['pending'], to: 'cancelled', detail: 'expired' },
  refund: { from: ['approved'], to: 'refunded', detail: 'refunded' },
  chargeback: { from: ['approved'], to: 'charged_back', detail: 'settled' },
};

/** Mercado Pago's own signature of a notification: the manifest and the header built from it. */
export function signNotification({ dataId, requestId, ts, secret }) {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(new Error('body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function sendHtml(response, status, html) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // The page runs one inline script (the copy button) and loads nothing from elsewhere.
    'content-security-policy':
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; form-action 'self'",
  });
  response.end(html);
}

function redirect(response, location) {
  response.writeHead(303, { location });
  response.end();
}

const apiError = (status, error, message) => ({ status, error, message, cause: [] });

/**
 * @param {{ port?: number, accessToken: string, webhookSecret: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPaymentStandIn({ port = 0, accessToken, webhookSecret, log = () => {} }) {
  const preferences = new Map();
  const payments = new Map();
  // Payment ids are numbers, as Mercado Pago's are; a random start keeps two runs apart.
  let nextPaymentId = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
  let nextNotificationId = 1;
  let baseUrl = '';

  function paymentJson(payment) {
    const { internal, ...json } = payment;
    void internal;
    return json;
  }

  async function notify(payment, action = 'payment.updated') {
    const preference = preferences.get(payment.internal.preferenceId);
    const target = preference?.body.notification_url;
    if (!target) return null;
    const url = new URL(target);
    url.searchParams.set('data.id', String(payment.id));
    url.searchParams.set('type', 'payment');
    const body = {
      id: nextNotificationId++,
      live_mode: false,
      type: 'payment',
      date_created: new Date().toISOString(),
      user_id: 123456789,
      api_version: 'v1',
      action,
      data: { id: String(payment.id) },
    };
    // Mercado Pago retries a notification that was not answered with 2xx; so does the stand-in,
    // a few times, so a function still starting does not lose the event.
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      try {
        const answer = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-id': requestId,
            'x-signature': signNotification({
              dataId: String(payment.id),
              requestId,
              ts,
              secret: webhookSecret,
            }),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        payment.internal.deliveries.push({ at: body.date_created, status: answer.status });
        log(`webhook ${payment.id} ${payment.status} → ${answer.status}\n`);
        if (answer.ok || (answer.status >= 400 && answer.status < 500)) return answer.status;
      } catch (error) {
        payment.internal.deliveries.push({ at: body.date_created, status: 0 });
        log(`webhook ${payment.id} failed: ${error.message}\n`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
    return 0;
  }

  function createPreference(body) {
    const id = `pref-${randomUUID()}`;
    const preference = {
      id,
      body,
      init_point: `${baseUrl}/checkout/${id}`,
      sandbox_init_point: `${baseUrl}/checkout/${id}`,
      date_created: new Date().toISOString(),
    };
    preferences.set(id, preference);
    return {
      ...body,
      id,
      init_point: preference.init_point,
      sandbox_init_point: preference.sandbox_init_point,
    };
  }

  /** The method the preference allows (create-checkout leaves exactly one payment type). */
  function methodOf(preference) {
    const excluded = new Set(
      (preference.body.payment_methods?.excluded_payment_types ?? []).map((type) => type.id),
    );
    if (!excluded.has('bank_transfer')) return 'pix';
    if (!excluded.has('ticket')) return 'boleto';
    return 'card';
  }

  function amountOf(preference) {
    return (preference.body.items ?? []).reduce(
      (total, item) => total + Number(item.unit_price ?? 0) * Number(item.quantity ?? 1),
      0,
    );
  }

  /**
   * What the buyer's "Pagar" / "Gerar Pix" / "Gerar boleto" does. A card is decided at once.
   * @returns {{ payment?: object, error?: string }}
   */
  function pay(preference, input) {
    const method = methodOf(preference);
    const amount = Math.round(amountOf(preference) * 100) / 100;
    const maxInstallments = Number(preference.body.payment_methods?.installments ?? 1);
    const now = new Date().toISOString();
    const id = nextPaymentId++;
    const payment = {
      id,
      status: 'pending',
      status_detail: method === 'card' ? 'pending_contingency' : 'pending_waiting_transfer',
      transaction_amount: amount,
      currency_id: 'BRL',
      installments: 1,
      description: preference.body.items?.[0]?.title ?? '',
      external_reference: preference.body.external_reference ?? null,
      payment_method_id: method === 'pix' ? 'pix' : method === 'boleto' ? 'bolbradesco' : 'master',
      payment_type_id: method === 'pix' ? 'bank_transfer' : method === 'boleto' ? 'ticket' : 'credit_card',
      payer: preference.body.payer ?? {},
      date_created: now,
      date_last_updated: now,
      date_approved: null,
      live_mode: false,
      refunds: [],
      internal: { preferenceId: preference.id, deliveries: [] },
    };
    if (method === 'pix') {
      const code = pixCopyPaste({ paymentId: id, amount });
      payment.point_of_interaction = { type: 'PIX', transaction_data: { qr_code: code } };
      payment.date_of_expiration = new Date(Date.now() + 30 * 60_000).toISOString();
    } else if (method === 'boleto') {
      const dueDate = new Date(Date.now() + 3 * 86_400_000);
      payment.barcode = { content: boletoLine({ paymentId: id, amount, dueDate }).replace(/\D/g, '') };
      payment.transaction_details = { digitable_line: boletoLine({ paymentId: id, amount, dueDate }) };
      payment.date_of_expiration = dueDate.toISOString();
    } else {
      const number = String(input.cardNumber ?? '').replace(/\D/g, '');
      const installments = Number(input.installments ?? 1);
      if (!luhnValid(number)) return { error: 'Número do cartão inválido.' };
      if (!String(input.cardHolder ?? '').trim()) return { error: 'Informe o nome impresso no cartão.' };
      if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(String(input.expiry ?? '').trim())) {
        return { error: 'Informe a validade no formato MM/AA.' };
      }
      if (!/^\d{3,4}$/.test(String(input.cvv ?? '').trim())) return { error: 'Informe o CVV do cartão.' };
      if (!Number.isInteger(installments) || installments < 1 || installments > maxInstallments) {
        return { error: 'Escolha o número de parcelas.' };
      }
      payment.installments = installments;
      payment.payment_method_id = number.startsWith('4')
        ? 'visa'
        : number.startsWith('3')
          ? 'amex'
          : 'master';
      payment.card = {
        last_four_digits: number.slice(-4),
        cardholder: { name: String(input.cardHolder).trim() },
      };
      const refused = number === REFUSED_TEST_CARD;
      payment.status = refused ? 'rejected' : 'approved';
      payment.status_detail = refused ? 'cc_rejected_other_reason' : 'accredited';
      if (!refused) payment.date_approved = now;
    }
    payments.set(id, payment);
    return { payment };
  }

  /** @returns {string | null} why the action is not possible now, or null once done */
  function act(payment, action) {
    const rule = ACTIONS[action];
    if (!rule) return 'unknown_action';
    if (!rule.from.includes(payment.status)) return 'invalid_transition';
    const now = new Date().toISOString();
    payment.status = rule.to;
    payment.status_detail = rule.detail;
    payment.date_last_updated = now;
    if (rule.to === 'approved') payment.date_approved = now;
    if (rule.to === 'refunded') {
      payment.refunds.push({
        id: nextPaymentId++,
        payment_id: payment.id,
        amount: payment.transaction_amount,
        status: 'approved',
        date_created: now,
      });
    }
    return null;
  }

  const authorised = (request) => request.headers.authorization === `Bearer ${accessToken}`;

  async function route(request, response) {
    const url = new URL(request.url ?? '/', baseUrl);
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = request.method ?? 'GET';

    // ---- Mercado Pago's REST API (the subset the functions call) ----
    if ((parts[0] === 'checkout' && parts[1] === 'preferences') || parts[0] === 'v1') {
      if (!authorised(request))
        return sendJson(response, 401, apiError(401, 'unauthorized', 'invalid access token'));
      if (method === 'POST' && parts.length === 2 && parts[1] === 'preferences') {
        let body;
        try {
          body = JSON.parse(await readBody(request));
        } catch {
          return sendJson(response, 400, apiError(400, 'bad_request', 'invalid JSON'));
        }
        if (!Array.isArray(body?.items) || body.items.length === 0) {
          return sendJson(response, 400, apiError(400, 'invalid_items', 'items needed'));
        }
        return sendJson(response, 201, createPreference(body));
      }
      if (parts[1] === 'payments' && parts[2]) {
        const payment = payments.get(Number(parts[2]));
        if (!payment) return sendJson(response, 404, apiError(404, 'not_found', 'Payment not found'));
        if (method === 'GET' && parts.length === 3) return sendJson(response, 200, paymentJson(payment));
        if (method === 'POST' && parts[3] === 'refunds') {
          const refusal = act(payment, 'refund');
          if (refusal) return sendJson(response, 400, apiError(400, 'bad_request', 'Payment not refundable'));
          // Mercado Pago answers the refund at once and notifies the payment's change afterwards.
          setTimeout(() => void notify(payment), 50);
          return sendJson(response, 201, payment.refunds.at(-1));
        }
      }
      return sendJson(response, 404, apiError(404, 'not_found', 'resource not found'));
    }

    // ---- The hosted checkout, as the buyer sees it ----
    if (parts[0] === 'checkout' && parts[1]) {
      const preference = preferences.get(parts[1]);
      if (!preference) return sendHtml(response, 404, checkoutPage({ missing: true }));
      const view = { preference, method: methodOf(preference), amount: amountOf(preference) };
      if (method === 'GET' && parts.length === 2) return sendHtml(response, 200, checkoutPage(view));
      if (method === 'POST' && parts[2] === 'pay') {
        const input = Object.fromEntries(new URLSearchParams(await readBody(request)));
        const { payment, error } = pay(preference, input);
        if (error) return sendHtml(response, 422, checkoutPage({ ...view, error, input }));
        await notify(payment, 'payment.created');
        return redirect(response, `/payments/${payment.id}`);
      }
    }
    if (parts[0] === 'payments' && parts[1]) {
      const payment = payments.get(Number(parts[1]));
      if (!payment) return sendHtml(response, 404, checkoutPage({ missing: true }));
      const preference = preferences.get(payment.internal.preferenceId);
      const view = {
        payment,
        preference,
        actions: Object.keys(ACTIONS).filter((name) => ACTIONS[name].from.includes(payment.status)),
      };
      if (method === 'GET' && parts.length === 2) return sendHtml(response, 200, paymentPage(view));
      if (method === 'POST' && parts[2]) {
        if (!act(payment, parts[2])) await notify(payment);
        return redirect(response, `/payments/${payment.id}`);
      }
    }

    // ---- Scripted use (tests, curl): the same as the buttons, answering JSON ----
    if (parts[0] === '__stand-in' && method === 'POST') {
      const notifyNow = url.searchParams.get('notify') !== '0';
      if (parts[1] === 'checkout' && parts[2] && parts[3] === 'pay') {
        const preference = preferences.get(parts[2]);
        if (!preference) return sendJson(response, 404, { code: 'preference_not_found' });
        const body = await readBody(request);
        const { payment, error } = pay(preference, body ? JSON.parse(body) : {});
        if (error) return sendJson(response, 422, { code: 'invalid_payment', message: error });
        const delivered = notifyNow ? await notify(payment, 'payment.created') : null;
        return sendJson(response, 201, { ...paymentJson(payment), webhook_status: delivered });
      }
      if (parts[1] === 'payments' && parts[2] && parts[3]) {
        const payment = payments.get(Number(parts[2]));
        if (!payment) return sendJson(response, 404, { code: 'payment_not_found' });
        if (parts[3] !== 'notify') {
          const refusal = act(payment, parts[3]);
          if (refusal) return sendJson(response, 409, { code: refusal, status: payment.status });
        }
        const delivered = notifyNow ? await notify(payment) : null;
        return sendJson(response, 200, { ...paymentJson(payment), webhook_status: delivered });
      }
    }
    if (method === 'GET' && url.pathname === '/health') return sendJson(response, 200, { ok: true });
    return sendJson(response, 404, apiError(404, 'not_found', 'resource not found'));
  }

  const server = http.createServer((request, response) => {
    route(request, response).catch((error) => {
      log(`stand-in error: ${error.stack ?? error}\n`);
      if (!response.headersSent) sendJson(response, 500, apiError(500, 'internal_error', 'stand-in failure'));
      else response.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  baseUrl = `http://127.0.0.1:${server.address().port}`;
  return {
    url: baseUrl,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Fresh local credentials for one run: the functions and the stand-in share them, nothing else. */
export function localPaymentSecrets() {
  return {
    accessToken: `TEST-local-${randomUUID()}`,
    webhookSecret: randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, ''),
  };
}
