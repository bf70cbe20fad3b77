// Mercado Pago behind the PaymentProvider interface: Checkout Pro preferences for the hosted page
// (Pix, boleto, card in installments), the payment read back from the API, total refunds,
// subscriptions ("assinaturas": a preapproval charging a card every period, its charges read
// as authorized payments), and the webhook's x-signature checked with the SDK's own validator.
//
// The official SDK always calls api.mercadopago.com and offers no other address, so the HTTP
// part sits behind MercadoPagoApi (mercado-pago-api.ts): `sdkApi` (the SDK: sandbox and
// production) or `restApi` (the same REST paths and JSON over fetch, for the local stand-in that
// serves them). Everything
// else — what is sent, how a status is mapped, how a notification is verified — is this one
// code path for both. docs/payments-provider.md.
import {
  Invoice,
  MercadoPagoConfig,
  Payment,
  PreApproval,
  PaymentRefund,
  Preference,
  WebhookSignatureValidator,
  InvalidWebhookSignatureError,
  MercadoPagoError,
  MPConnectionError,
  MPNotFoundError,
} from 'mercadopago';
import {
  preapprovalAmountBody,
  type MercadoPagoApi,
  type MercadoPagoAuthorizedPayment,
  type MercadoPagoPayment,
  type MercadoPagoPreapproval,
  type PreapprovalBody,
  type PreferenceBody,
} from './mercado-pago-api.ts';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type CreatedCheckout,
  type OrderStatus,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRecurring,
  type ProviderRecurringCharge,
  type RecurringCheckoutRequest,
  type RecurringStatus,
  type VerifiedNotification,
} from './provider.ts';

export { preapprovalAmountBody, restApi, type MercadoPagoApi } from './mercado-pago-api.ts';

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
      identification: request.buyer.cnpj
        ? { type: 'CNPJ', number: request.buyer.cnpj }
        : { type: 'CPF', number: request.buyer.cpf ?? '' },
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
    ...(request.expiresAt && {
      expires: true,
      expiration_date_to: request.expiresAt,
      date_of_expiration: request.expiresAt,
    }),
  };
}

export function preapprovalBody(request: RecurringCheckoutRequest): PreapprovalBody {
  return {
    reason: request.title,
    external_reference: request.orderId,
    payer_email: request.buyer.email,
    auto_recurring: {
      // A yearly plan is charged every 12 months: Mercado Pago counts in days or months.
      frequency: request.interval === 'year' ? 12 : 1,
      frequency_type: 'months',
      transaction_amount: request.amount,
      currency_id: 'BRL',
    },
    back_url: request.returnUrl,
    // Pending: Mercado Pago's page asks the buyer for the card and the authorisation.
    status: 'pending',
  };
}

const RECURRING_STATUS: Record<string, RecurringStatus> = {
  pending: 'pending',
  authorized: 'authorized',
  paused: 'paused',
  cancelled: 'canceled',
};

function toProviderRecurring(preapproval: MercadoPagoPreapproval, requestedId: string): ProviderRecurring {
  const providerStatus = preapproval.status ?? 'pending';
  return {
    id: String(preapproval.id ?? requestedId),
    orderId: preapproval.external_reference || null,
    status: RECURRING_STATUS[providerStatus] ?? 'pending',
    providerStatus,
    amount:
      typeof preapproval.auto_recurring?.transaction_amount === 'number'
        ? preapproval.auto_recurring.transaction_amount
        : null,
    occurredAt: preapproval.last_modified ?? preapproval.date_created ?? new Date().toISOString(),
    raw: preapproval,
  };
}

/**
 * A charge is paid when its payment is approved; refused while Mercado Pago retries it
 * (`recycling`) or once it gave up (`processed` with a refused payment); otherwise not made yet.
 */
export function chargeOutcome(charge: MercadoPagoAuthorizedPayment): ProviderRecurringCharge['outcome'] {
  const paymentStatus = charge.payment?.status;
  if (paymentStatus === 'approved' || paymentStatus === 'authorized') return 'approved';
  if (charge.status === 'recycling' || paymentStatus === 'rejected' || paymentStatus === 'cancelled') {
    return 'failed';
  }
  if (
    charge.status === 'processed' &&
    paymentStatus &&
    paymentStatus !== 'pending' &&
    paymentStatus !== 'in_process'
  ) {
    return 'failed';
  }
  return 'scheduled';
}

function toProviderRecurringCharge(
  charge: MercadoPagoAuthorizedPayment,
  requestedId: string,
): ProviderRecurringCharge {
  return {
    id: String(charge.id ?? requestedId),
    recurringId: String(charge.preapproval_id ?? ''),
    orderId: charge.external_reference || null,
    outcome: chargeOutcome(charge),
    paymentId: charge.payment?.id != null ? String(charge.payment.id) : null,
    providerStatus: `${charge.status ?? 'scheduled'}/${charge.payment?.status ?? 'none'}`,
    amount: Number(charge.transaction_amount ?? 0),
    occurredAt: charge.last_modified ?? charge.date_created ?? new Date().toISOString(),
    raw: charge,
  };
}

/** Mercado Pago's notification topics (Suas integrações → Webhooks) and what each is about. */
const TOPICS: Record<string, 'payment' | 'recurring' | 'recurring_charge'> = {
  payment: 'payment',
  subscription_preapproval: 'recurring',
  subscription_authorized_payment: 'recurring_charge',
};

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

    async createRecurringCheckout(request): Promise<CreatedCheckout> {
      const preapproval = await call('create preapproval', () =>
        api.createPreapproval(preapprovalBody(request)),
      );
      if (!preapproval.id || !preapproval.init_point) {
        throw new PaymentProviderError('unavailable', 'preapproval without id or init_point', preapproval);
      }
      return { checkoutUrl: preapproval.init_point, reference: preapproval.id };
    },

    async getRecurring(recurringId) {
      return toProviderRecurring(
        await call('get preapproval', () => api.getPreapproval(recurringId)),
        recurringId,
      );
    },

    async getRecurringCharge(chargeId) {
      return toProviderRecurringCharge(
        await call('get authorized payment', () => api.getAuthorizedPayment(chargeId)),
        chargeId,
      );
    },

    async cancelRecurring(recurringId) {
      await call('cancel preapproval', () => api.cancelPreapproval(recurringId));
    },

    async updateRecurringAmount(recurringId, amount) {
      const updated = toProviderRecurring(
        await call('update preapproval amount', () =>
          api.updatePreapproval(recurringId, preapprovalAmountBody(amount)),
        ),
        recurringId,
      );
      // What the provider answers it charges now is what gets recorded: never assumed.
      if (updated.amount === null) {
        throw new PaymentProviderError('unavailable', 'preapproval without its amount', updated.raw);
      }
      return updated;
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
      const topic = TOPICS[url.searchParams.get('type') ?? url.searchParams.get('topic') ?? ''];
      if (!topic) return { kind: 'ignored' };
      if (!dataId || !/^[0-9a-z_-]{1,64}$/.test(dataId))
        return { kind: 'invalid', code: 'invalid_notification' };
      if (topic === 'recurring') return { kind: 'recurring', recurringId: dataId };
      if (topic === 'recurring_charge') return { kind: 'recurring_charge', chargeId: dataId };
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
  const preapprovals = new PreApproval(config);
  const invoices = new Invoice(config);
  return {
    createPreference: (body) => preferences.create({ body }),
    getPayment: (id) => payments.get({ id }),
    async refundPayment(id) {
      await refunds.create({ payment_id: id, body: {} });
    },
    createPreapproval: (body) => preapprovals.create({ body }),
    getPreapproval: (id) => preapprovals.get({ id }),
    async cancelPreapproval(id) {
      await preapprovals.update({ id, body: { status: 'cancelled' } });
    },
    async updatePreapproval(id, body) {
      // The SDK types this answer's reference and dates as numbers; the API sends strings.
      const answer = await preapprovals.update({ id, body });
      const text = (value: unknown) =>
        value == null ? undefined : typeof value === 'number' ? new Date(value).toISOString() : String(value);
      return {
        id: answer.id,
        status: answer.status,
        external_reference: answer.external_reference == null ? null : String(answer.external_reference),
        auto_recurring: answer.auto_recurring,
        date_created: text(answer.date_created),
        last_modified: text(answer.last_modified),
      };
    },
    getAuthorizedPayment: (id) => invoices.get({ id }),
  };
}
