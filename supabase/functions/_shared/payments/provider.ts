// The one interface every payment provider implements. The functions (create-checkout,
// payment-webhook, refund-order) only ever talk to a PaymentProvider; adding Asaas or Stripe is
// one new file implementing it plus one line in from-env.ts. docs/payments-provider.md.

export type PaymentMethod = 'pix' | 'boleto' | 'card';

/** The order statuses of the database (public.orders.status). */
export type OrderStatus = 'pending' | 'paid' | 'refunded' | 'charged_back' | 'expired' | 'failed';

/** What the hosted checkout is made for: read from the order the database created, never the browser. */
export interface CheckoutRequest {
  orderId: string;
  title: string;
  /** In reais, as the database holds it (numeric(10,2)). */
  amount: number;
  method: PaymentMethod;
  installments: number;
  buyer: { email: string; cpf: string };
  /** Where the provider sends the buyer back after paying (or giving up). */
  returnUrl: string;
  /** Where the provider sends its notifications. */
  notificationUrl: string;
}

export interface CreatedCheckout {
  /** The hosted page the buyer is sent to. */
  checkoutUrl: string;
  /** The provider's id of the checkout (Mercado Pago: the preference id). */
  reference: string;
}

/** A payment as the provider's API reports it now: the only source of truth for a status. */
export interface ProviderPayment {
  id: string;
  /** Our order id, as given to the provider when the checkout was made. */
  orderId: string | null;
  status: OrderStatus;
  /** The provider's own status word, kept in the event's payload. */
  providerStatus: string;
  amount: number;
  /** When the provider last changed the payment. */
  occurredAt: string;
  raw: unknown;
}

/** A notification whose signature was checked: which payment it is about. */
export type VerifiedNotification =
  | { kind: 'payment'; paymentId: string }
  | { kind: 'ignored' }
  | { kind: 'invalid'; code: 'invalid_signature' | 'invalid_notification' };

export interface PaymentProvider {
  /** Stored in orders.provider and in every event id. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /** Refunds the whole payment. */
  refundPayment(paymentId: string): Promise<void>;
  /** Checks the notification's signature before anything else is read. */
  verifyNotification(request: Request): VerifiedNotification;
}

/**
 * A provider call that failed: 'unavailable' (network, 5xx, bad credentials: try later),
 * 'not_found' (the provider does not know the id), 'refused' (the provider said no).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'not_found' | 'refused',
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Idempotency key of a status a payment reached: the same state read twice is one event. */
export function paymentEventId(provider: string, payment: Pick<ProviderPayment, 'id' | 'status'>): string {
  return `${provider}:payment:${payment.id}:${payment.status}`;
}
