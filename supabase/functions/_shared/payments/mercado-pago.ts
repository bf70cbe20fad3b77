// Mercado Pago behind the PaymentProvider interface: Checkout Pro preferences for the hosted page
// (Pix, boleto, card in installments), the payment read back from the API, total refunds, and
// the webhook's x-signature checked with the SDK's own validator.
//
// The official SDK always calls api.mercadopago.com and offers no other address, so the HTTP
// part sits behind MercadoPagoApi: `sdkApi` (the SDK: sandbox and production) or `restApi` (the
// same REST paths and JSON over fetch, for the local stand-in that serves them). Everything
// else — what is sent, how a status is mapped, how a notification is verified — is this one
// code path for both. docs/payments-provider.md.
import {
  MercadoPagoConfig,
  Payment,
  PaymentRefund,
  Preference,
  WebhookSignatureValidator,
  InvalidWebhookSignatureError,
  MercadoPagoError,
  MPConnectionError,
  MPNotFoundError,
} from 'mercadopago';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type CreatedCheckout,
  type OrderStatus,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderPayment,
  type VerifiedNotification,
} from './provider.ts';

/** The fields of Mercado Pago's payment resource the provider reads. */
export interface MercadoPagoPayment {
  id?: number | string;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  external_reference?: string | null;
  date_last_updated?: string;
  date_created?: string;
}

/** A Checkout Pro preference as the SDK types it (its type is not exported by name). */
export type PreferenceBody = Parameters<Preference['create']>[0]['body'];

/** The three calls the provider makes, in Mercado Pago's own request and answer shapes. */
export interface MercadoPagoApi {
  createPreference(body: PreferenceBody): Promise<{ id?: string; init_point?: string }>;
  getPayment(id: string): Promise<MercadoPagoPayment>;
  refundPayment(id: string): Promise<void>;
}

export const MERCADO_PAGO = 'mercado-pago';

// Everything Checkout Pro could offer besides the method chosen on our page is excluded, so the
// hosted page shows exactly that one.
const PAYMENT_TYPES = ['credit_card', 'debit_card', 'prepaid_card', 'ticket', 'bank_transfer', 'atm'];
const ALLOWED_TYPES: Record<PaymentMethod, string[]> = {
  pix: ['bank_transfer'],
  boleto: ['ticket'],
  card: ['credit_card'],
};

const STATUS: Record<string, OrderStatus> = {
  approved: 'paid',
  authorized: 'paid',
  refunded: 'refunded',
  charged_back: 'charged_back',
  cancelled: 'failed',
  rejected: 'failed',
  pending: 'pending',
  in_process: 'pending',
  in_mediation: 'pending',
};

/** A Pix or boleto nobody paid in time is `cancelled` with the detail `expired`. */
export function orderStatusOf(providerStatus: string, statusDetail?: string): OrderStatus {
  if (providerStatus === 'cancelled' && statusDetail === 'expired') return 'expired';
  return STATUS[providerStatus] ?? 'pending';
}

export function preferenceBody(request: CheckoutRequest): PreferenceBody {
  const allowed = ALLOWED_TYPES[request.method];
  return {
    items: [
      {
        id: request.orderId,
        title: request.title,
        quantity: 1,
        unit_price: request.amount,
        currency_id: 'BRL',
      },
    ],
    payer: {
      email: request.buyer.email,
      identification: { type: 'CPF', number: request.buyer.cpf },
    },
    payment_methods: {
      excluded_payment_types: PAYMENT_TYPES.filter((type) => !allowed.includes(type)).map((id) => ({ id })),
      installments: request.installments,
      default_installments: request.installments,
    },
    external_reference: request.orderId,
    metadata: { order_id: request.orderId },
    back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
    auto_return: 'approved',
    notification_url: request.notificationUrl,
    statement_descriptor: 'TRILHA CLOUD',
  };
}

function toProviderPayment(payment: MercadoPagoPayment, requestedId: string): ProviderPayment {
  const providerStatus = payment.status ?? 'pending';
  return {
    id: String(payment.id ?? requestedId),
    orderId: payment.external_reference || null,
    status: orderStatusOf(providerStatus, payment.status_detail),
    providerStatus,
    amount: Number(payment.transaction_amount ?? 0),
    occurredAt: payment.date_last_updated ?? payment.date_created ?? new Date().toISOString(),
    raw: payment,
  };
}

/** Maps any failure of an API call to the provider's three kinds. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    if (error instanceof MPNotFoundError) throw new PaymentProviderError('not_found', what, error);
    if (error instanceof MPConnectionError) throw new PaymentProviderError('unavailable', what, error);
    if (error instanceof MercadoPagoError) {
      const status = error.status;
      if (status >= 400 && status < 500 && status !== 401 && status !== 429) {
        throw new PaymentProviderError('refused', what, error);
      }
    }
    throw new PaymentProviderError('unavailable', what, error);
  }
}

export function mercadoPagoProvider(options: {
  api: MercadoPagoApi;
  webhookSecret: string;
}): PaymentProvider {
  const { api, webhookSecret } = options;
  return {
    name: MERCADO_PAGO,

    async createCheckout(request): Promise<CreatedCheckout> {
      const preference = await call('create preference', () => api.createPreference(preferenceBody(request)));
      if (!preference.id || !preference.init_point) {
        throw new PaymentProviderError('unavailable', 'preference without id or init_point', preference);
      }
      return { checkoutUrl: preference.init_point, reference: preference.id };
    },

    async getPayment(paymentId) {
      return toProviderPayment(await call('get payment', () => api.getPayment(paymentId)), paymentId);
    },

    async refundPayment(paymentId) {
      await call('refund payment', () => api.refundPayment(paymentId));
    },

    verifyNotification(request): VerifiedNotification {
      const url = new URL(request.url);
      // Mercado Pago signs the query's data.id (its docs: lower-case when alphanumeric).
      const dataId = url.searchParams.get('data.id')?.toLowerCase() ?? null;
      try {
        WebhookSignatureValidator.validate({
          xSignature: request.headers.get('x-signature'),
          xRequestId: request.headers.get('x-request-id'),
          dataId,
          secret: webhookSecret,
        });
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError)
          return { kind: 'invalid', code: 'invalid_signature' };
        throw error;
      }
      const type = url.searchParams.get('type') ?? url.searchParams.get('topic');
      if (type !== 'payment') return { kind: 'ignored' };
      if (!dataId || !/^[0-9a-z_-]{1,64}$/.test(dataId))
        return { kind: 'invalid', code: 'invalid_notification' };
      return { kind: 'payment', paymentId: dataId };
    },
  };
}

/** Sandbox and production: the official SDK (the access token decides which). */
export function sdkApi(accessToken: string): MercadoPagoApi {
  const config = new MercadoPagoConfig({ accessToken, options: { timeout: 10_000, maxRetries: 1 } });
  const preferences = new Preference(config);
  const payments = new Payment(config);
  const refunds = new PaymentRefund(config);
  return {
    createPreference: (body) => preferences.create({ body }),
    getPayment: (id) => payments.get({ id }),
    async refundPayment(id) {
      await refunds.create({ payment_id: id, body: {} });
    },
  };
}

/** The local stand-in (scripts/lib/payment-stand-in.mjs): the same paths and JSON over fetch. */
export function restApi(baseUrl: string, accessToken: string, fetcher: typeof fetch = fetch): MercadoPagoApi {
  const base = baseUrl.replace(/\/+$/, '');
  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
          'X-Idempotency-Key': crypto.randomUUID(),
        },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new PaymentProviderError('unavailable', `${init.method ?? 'GET'} ${path}`, error);
    }
    const body = await response.json().catch(() => null);
    if (response.ok) return body as T;
    const kind =
      response.status === 404
        ? 'not_found'
        : response.status >= 500 || response.status === 401
          ? 'unavailable'
          : 'refused';
    throw new PaymentProviderError(kind, `${init.method ?? 'GET'} ${path}: ${response.status}`, body);
  }
  return {
    createPreference: (body) =>
      request('/checkout/preferences', { method: 'POST', body: JSON.stringify(body) }),
    getPayment: (id) => request(`/v1/payments/${encodeURIComponent(id)}`),
    async refundPayment(id) {
      await request(`/v1/payments/${encodeURIComponent(id)}/refunds`, { method: 'POST', body: '{}' });
    },
  };
}
