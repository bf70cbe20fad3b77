// The local stand-in of Mercado Pago, started by `npm run dev` and by the test stack: the subset
// of its REST API the edge functions call (preferences, payments, refunds; subscriptions: the
// preapproval, its amount changed or its cancellation, and its authorized payments), hosted
// checkout and subscription pages in pt-BR,
// and webhooks signed exactly as Mercado Pago signs them (x-signature: HMAC-SHA256
// of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the webhook secret). Everything is
// in memory: a restart forgets its payments, as a fresh sandbox would. docs/payments-provider.md.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { boletoLine, luhnValid, pixCopyPaste } from './payment-stand-in-codes.mjs';
import { checkoutPage, paymentPage, subscriptionPage } from './payment-stand-in-pages.mjs';

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

/** A card the stand-in accepts: a valid number, a holder, a MM/AA date and a CVV; or why not. */
function cardProblem(input) {
  const number = String(input.cardNumber ?? '').replace(/\D/g, '');
  if (!luhnValid(number)) return 'Número do cartão inválido.';
  if (!String(input.cardHolder ?? '').trim()) return 'Informe o nome impresso no cartão.';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(String(input.expiry ?? '').trim())) {
    return 'Informe a validade no formato MM/AA.';
  }
  if (!/^\d{3,4}$/.test(String(input.cvv ?? '').trim())) return 'Informe o CVV do cartão.';
  return null;
}

/**
 * `pixLifetimeMs`: how long a Pix code stays payable (30 minutes, as the page says).
 * `webhookUrl`: where subscription notifications go (at Mercado Pago, the URL set in Suas
 * integrações → Webhooks; a preapproval carries none of its own).
 * @param {{ port?: number, accessToken: string, webhookSecret: string, webhookUrl?: string, pixLifetimeMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPaymentStandIn({
  port = 0,
  accessToken,
  webhookSecret,
  webhookUrl,
  pixLifetimeMs = 30 * 60_000,
  log = () => {},
}) {
  const preferences = new Map();
  const payments = new Map();
  const preapprovals = new Map();
  const authorizedPayments = new Map();
  // Payment ids are numbers, as Mercado Pago's are; a random start keeps two runs apart.
  let nextPaymentId = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
  let nextNotificationId = 1;
  let baseUrl = '';
  // A Pix or boleto nobody pays expires at its date, as at Mercado Pago (the button does it now).
  const expiryTimers = new Set();

  function paymentJson(payment) {
    const { internal, ...json } = payment;
    void internal;
    return json;
  }

  /** Sends one signed notification of `type` about `dataId`, retrying like Mercado Pago. */
  async function deliver(target, type, dataId, action, deliveries) {
    const url = new URL(target);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', type);
    const body = {
      id: nextNotificationId++,
      live_mode: false,
      type,
      date_created: new Date().toISOString(),
      user_id: 123456789,
      api_version: 'v1',
      action,
      data: { id: dataId },
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
            'x-signature': signNotification({ dataId, requestId, ts, secret: webhookSecret }),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        // The function's answer says whether it was a replay of an event already applied.
        const duplicate = (await answer.json().catch(() => null))?.duplicate === true;
        deliveries.push({ at: body.date_created, status: answer.status, duplicate });
        log(`webhook ${type} ${dataId} → ${answer.status}${duplicate ? ' (duplicate)' : ''}\n`);
        if (answer.ok || (answer.status >= 400 && answer.status < 500)) return answer.status;
      } catch (error) {
        deliveries.push({ at: body.date_created, status: 0 });
        log(`webhook ${type} ${dataId} failed: ${error.message}\n`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
    return 0;
  }

  async function notify(payment, action = 'payment.updated') {
    const preference = preferences.get(payment.internal.preferenceId);
    // A subscription's charge has no preference: its payment is notified to the panel's URL.
    const target = preference ? preference.body.notification_url : webhookUrl;
    if (!target) return null;
    return deliver(target, 'payment', String(payment.id), action, payment.internal.deliveries);
  }

  function notifySubscription(type, resource, action = 'updated') {
    if (!webhookUrl) return Promise.resolve(null);
    return deliver(webhookUrl, type, String(resource.id), action, resource.internal.deliveries);
  }

  function preapprovalJson(preapproval) {
    const { internal, ...json } = preapproval;
    void internal;
    return json;
  }

  function createPreapproval(body) {
    // Mercado Pago's preapproval ids are 32 hexadecimal characters.
    const id = randomUUID().replace(/-/g, '');
    const now = new Date().toISOString();
    const preapproval = {
      id,
      payer_email: body.payer_email,
      status: 'pending',
      reason: body.reason ?? '',
      external_reference: body.external_reference ?? null,
      date_created: now,
      last_modified: now,
      init_point: `${baseUrl}/subscriptions/checkout?preapproval_id=${id}`,
      auto_recurring: { ...body.auto_recurring },
      back_url: body.back_url ?? null,
      next_payment_date: null,
      payment_method_id: null,
      // `unavailable`: its API calls answer 503, as Mercado Pago down would (a test's outage).
      internal: { deliveries: [], charges: [], unavailable: false },
    };
    preapprovals.set(id, preapproval);
    return preapproval;
  }

  /**
   * Mercado Pago's "Alterar valor" (PUT /preapproval/{id} with auto_recurring.transaction_amount
   * and the currency_id again): the charges from now on are the new amount; a cancelled one is
   * not changed any more. Answers why not, or null once changed.
   */
  function changeAmount(preapproval, recurring) {
    const amount = Number(recurring?.transaction_amount);
    if (!(amount > 0) || Math.round(amount * 100) / 100 !== amount) return 'invalid transaction_amount';
    if (recurring.currency_id !== preapproval.auto_recurring.currency_id) return 'invalid currency_id';
    if (preapproval.status === 'cancelled') return 'cancelled preapproval';
    preapproval.auto_recurring.transaction_amount = amount;
    preapproval.last_modified = new Date().toISOString();
    return null;
  }

  /**
   * One charge of the preapproval (an authorized payment with its payment): approved, or
   * refused and left `recycling` as Mercado Pago leaves it while it retries.
   */
  function charge(preapproval, result) {
    const now = new Date().toISOString();
    const approved = result === 'approved';
    const paymentId = nextPaymentId++;
    const amount = Number(preapproval.auto_recurring.transaction_amount ?? 0);
    const authorizedPayment = {
      id: nextPaymentId++,
      type: 'scheduled',
      preapproval_id: preapproval.id,
      status: approved ? 'processed' : 'recycling',
      reason: preapproval.reason,
      external_reference: preapproval.external_reference,
      transaction_amount: amount,
      currency_id: 'BRL',
      date_created: now,
      last_modified: now,
      debit_date: now,
      retry_attempt: approved ? 0 : 1,
      payment: {
        id: paymentId,
        status: approved ? 'approved' : 'rejected',
        status_detail: approved ? 'accredited' : 'cc_rejected_insufficient_amount',
      },
      internal: { deliveries: [] },
    };
    authorizedPayments.set(authorizedPayment.id, authorizedPayment);
    // The charge's payment, readable and refundable like any other.
    payments.set(paymentId, {
      id: paymentId,
      status: approved ? 'approved' : 'rejected',
      status_detail: authorizedPayment.payment.status_detail,
      transaction_amount: amount,
      currency_id: 'BRL',
      installments: 1,
      description: preapproval.reason,
      external_reference: preapproval.external_reference,
      payment_method_id: preapproval.payment_method_id ?? 'master',
      payment_type_id: 'credit_card',
      payer: { email: preapproval.payer_email },
      date_created: now,
      date_last_updated: now,
      date_approved: approved ? now : null,
      live_mode: false,
      refunds: [],
      internal: { preferenceId: null, deliveries: [] },
    });
    preapproval.internal.charges.push(authorizedPayment);
    const months = Number(preapproval.auto_recurring.frequency ?? 1);
    preapproval.next_payment_date = new Date(Date.now() + months * 30 * 86_400_000).toISOString();
    preapproval.last_modified = now;
    return authorizedPayment;
  }

  /** What the subscription page's "Assinar" does: the card is stored and charged at once. */
  function authorize(preapproval, input) {
    if (preapproval.status !== 'pending') return { error: 'Esta assinatura já foi autorizada.' };
    const problem = cardProblem(input);
    if (problem) return { error: problem };
    const number = String(input.cardNumber).replace(/\D/g, '');
    if (number === REFUSED_TEST_CARD) return { error: 'Cartão recusado. Use outro cartão.' };
    preapproval.status = 'authorized';
    preapproval.payment_method_id = number.startsWith('4') ? 'visa' : 'master';
    preapproval.last_modified = new Date().toISOString();
    return { firstCharge: charge(preapproval, 'approved') };
  }

  function cancelPreapproval(preapproval) {
    if (preapproval.status === 'cancelled') return false;
    preapproval.status = 'cancelled';
    preapproval.next_payment_date = null;
    preapproval.last_modified = new Date().toISOString();
    return true;
  }

  function authorizedPaymentJson(authorizedPayment) {
    const { internal, ...json } = authorizedPayment;
    void internal;
    return json;
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
      payment.date_of_expiration = new Date(Date.now() + pixLifetimeMs).toISOString();
    } else if (method === 'boleto') {
      const dueDate = new Date(Date.now() + 3 * 86_400_000);
      payment.barcode = { content: boletoLine({ paymentId: id, amount, dueDate }).replace(/\D/g, '') };
      payment.transaction_details = { digitable_line: boletoLine({ paymentId: id, amount, dueDate }) };
      payment.date_of_expiration = dueDate.toISOString();
    } else {
      const number = String(input.cardNumber ?? '').replace(/\D/g, '');
      const installments = Number(input.installments ?? 1);
      const problem = cardProblem(input);
      if (problem) return { error: problem };
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
    if (payment.status === 'pending' && payment.date_of_expiration) {
      const timer = setTimeout(
        () => {
          expiryTimers.delete(timer);
          if (!act(payment, 'expire')) void notify(payment);
        },
        Date.parse(payment.date_of_expiration) - Date.now(),
      );
      timer.unref();
      expiryTimers.add(timer);
    }
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

    // ---- Subscriptions: the preapproval and its charges (authorized payments) ----
    if (parts[0] === 'preapproval' || parts[0] === 'authorized_payments') {
      if (!authorised(request))
        return sendJson(response, 401, apiError(401, 'unauthorized', 'invalid access token'));
      if (parts[0] === 'preapproval' && method === 'POST' && parts.length === 1) {
        let body;
        try {
          body = JSON.parse(await readBody(request));
        } catch {
          return sendJson(response, 400, apiError(400, 'bad_request', 'invalid JSON'));
        }
        const recurring = body?.auto_recurring;
        if (
          !recurring ||
          !(Number(recurring.transaction_amount) > 0) ||
          !['days', 'months'].includes(recurring.frequency_type) ||
          !(Number(recurring.frequency) >= 1) ||
          !body.payer_email ||
          !body.back_url
        ) {
          return sendJson(
            response,
            400,
            apiError(400, 'bad_request', 'auto_recurring, payer_email and back_url needed'),
          );
        }
        return sendJson(response, 201, preapprovalJson(createPreapproval(body)));
      }
      if (parts[0] === 'preapproval' && parts[1] && parts.length === 2) {
        const preapproval = preapprovals.get(parts[1]);
        if (!preapproval) return sendJson(response, 404, apiError(404, 'not_found', 'preapproval not found'));
        if (preapproval.internal.unavailable) {
          return sendJson(response, 503, apiError(503, 'service_unavailable', 'try again later'));
        }
        if (method === 'GET') return sendJson(response, 200, preapprovalJson(preapproval));
        if (method === 'PUT') {
          let body;
          try {
            body = JSON.parse(await readBody(request));
          } catch {
            return sendJson(response, 400, apiError(400, 'bad_request', 'invalid JSON'));
          }
          if (body?.status === 'cancelled' && body.auto_recurring === undefined) {
            if (cancelPreapproval(preapproval)) {
              setTimeout(() => void notifySubscription('subscription_preapproval', preapproval), 50);
            }
            return sendJson(response, 200, preapprovalJson(preapproval));
          }
          if (body?.auto_recurring !== undefined && body.status === undefined) {
            const refusal = changeAmount(preapproval, body.auto_recurring);
            if (refusal) return sendJson(response, 400, apiError(400, 'bad_request', refusal));
            setTimeout(() => void notifySubscription('subscription_preapproval', preapproval), 50);
            return sendJson(response, 200, preapprovalJson(preapproval));
          }
          return sendJson(
            response,
            400,
            apiError(400, 'bad_request', 'only status cancelled or auto_recurring is simulated'),
          );
        }
      }
      if (parts[0] === 'authorized_payments' && parts[1] && parts.length === 2 && method === 'GET') {
        const authorizedPayment = authorizedPayments.get(Number(parts[1]));
        if (!authorizedPayment)
          return sendJson(response, 404, apiError(404, 'not_found', 'authorized payment not found'));
        return sendJson(response, 200, authorizedPaymentJson(authorizedPayment));
      }
      return sendJson(response, 404, apiError(404, 'not_found', 'resource not found'));
    }

    // ---- The subscription page, as the buyer sees it ----
    if (parts[0] === 'subscriptions') {
      const id = parts[1] === 'checkout' ? url.searchParams.get('preapproval_id') : parts[1];
      const preapproval = id ? preapprovals.get(id) : undefined;
      if (!preapproval) return sendHtml(response, 404, subscriptionPage({ missing: true }));
      const view = { preapproval, charges: preapproval.internal.charges };
      if (method === 'GET' && parts[1] === 'checkout') return sendHtml(response, 200, subscriptionPage(view));
      if (method === 'POST' && parts[2] === 'authorize') {
        const input = Object.fromEntries(new URLSearchParams(await readBody(request)));
        const { firstCharge, error } = authorize(preapproval, input);
        if (error) return sendHtml(response, 422, subscriptionPage({ ...view, error, input }));
        await notifySubscription('subscription_preapproval', preapproval, 'created');
        await notifySubscription('subscription_authorized_payment', firstCharge, 'created');
      } else if (method === 'POST' && parts[2] === 'charge' && preapproval.status === 'authorized') {
        const result = parts[3] === 'rejected' ? 'rejected' : 'approved';
        await notifySubscription('subscription_authorized_payment', charge(preapproval, result), 'created');
      } else if (method === 'POST' && parts[2] === 'cancel') {
        if (cancelPreapproval(preapproval)) await notifySubscription('subscription_preapproval', preapproval);
      }
      return redirect(
        response,
        `/subscriptions/checkout?preapproval_id=${encodeURIComponent(preapproval.id)}`,
      );
    }

    // ---- The hosted checkout, as the buyer sees it ----
    if (parts[0] === 'checkout' && parts[1]) {
      const preference = preferences.get(parts[1]);
      if (!preference) return sendHtml(response, 404, checkoutPage({ missing: true }));
      // A checkout made to expire (a renewal's Pix) cannot be paid after its date.
      if (preference.body.expires && Date.parse(preference.body.expiration_date_to) < Date.now()) {
        return sendHtml(response, 410, checkoutPage({ missing: true }));
      }
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
      // A subscription charge's payment has no hosted page of its own.
      if (!preference) return sendHtml(response, 404, checkoutPage({ missing: true }));
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
      if (parts[1] === 'preapprovals' && parts[2] && parts[3]) {
        const preapproval = preapprovals.get(parts[2]);
        if (!preapproval) return sendJson(response, 404, { code: 'preapproval_not_found' });
        const body = await readBody(request);
        const input = body ? JSON.parse(body) : {};
        if (parts[3] === 'authorize') {
          const { firstCharge, error } = authorize(preapproval, input);
          if (error) return sendJson(response, 422, { code: 'invalid_card', message: error });
          const delivered = notifyNow
            ? [
                await notifySubscription('subscription_preapproval', preapproval, 'created'),
                await notifySubscription('subscription_authorized_payment', firstCharge, 'created'),
              ]
            : null;
          return sendJson(response, 200, {
            ...preapprovalJson(preapproval),
            charge: authorizedPaymentJson(firstCharge),
            webhook_status: delivered,
          });
        }
        if (parts[3] === 'charge') {
          if (preapproval.status !== 'authorized') {
            return sendJson(response, 409, { code: 'invalid_transition', status: preapproval.status });
          }
          const created = charge(preapproval, input.result === 'rejected' ? 'rejected' : 'approved');
          const delivered = notifyNow
            ? await notifySubscription('subscription_authorized_payment', created, 'created')
            : null;
          return sendJson(response, 201, { ...authorizedPaymentJson(created), webhook_status: delivered });
        }
        if (parts[3] === 'outage') {
          // { "down": true }: its API calls answer 503 until { "down": false }.
          preapproval.internal.unavailable = input.down === true;
          return sendJson(response, 200, {
            ...preapprovalJson(preapproval),
            unavailable: input.down === true,
          });
        }
        if (parts[3] === 'cancel' || parts[3] === 'notify') {
          if (parts[3] === 'cancel' && !cancelPreapproval(preapproval)) {
            return sendJson(response, 409, { code: 'invalid_transition', status: preapproval.status });
          }
          const delivered = notifyNow
            ? await notifySubscription('subscription_preapproval', preapproval)
            : null;
          return sendJson(response, 200, { ...preapprovalJson(preapproval), webhook_status: delivered });
        }
      }
      if (parts[1] === 'authorized-payments' && parts[2] && parts[3] === 'notify') {
        const authorizedPayment = authorizedPayments.get(Number(parts[2]));
        if (!authorizedPayment) return sendJson(response, 404, { code: 'authorized_payment_not_found' });
        const delivered = notifyNow
          ? await notifySubscription('subscription_authorized_payment', authorizedPayment)
          : null;
        return sendJson(response, 200, {
          ...authorizedPaymentJson(authorizedPayment),
          webhook_status: delivered,
        });
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
      for (const timer of expiryTimers) clearTimeout(timer);
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
