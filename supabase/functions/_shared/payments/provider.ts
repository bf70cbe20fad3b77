// The one interface every payment provider implements. The functions (create-checkout,
// payment-webhook, refund-order, cancel-subscription, plan-downgrade, renew-subscriptions) only ever talk to a PaymentProvider; adding Asaas or Stripe is
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
  /** A person pays with a CPF, a company (seats, docs/companies.md) with its CNPJ. */
  buyer: { email: string; cpf?: string; cnpj?: string };
  /** Where the provider sends the buyer back after paying (or giving up). */
  returnUrl: string;
  /** Where the provider sends its notifications. */
  notificationUrl: string;
  /** Optional: after this instant the checkout can no longer be paid (a renewal's grace end). */
  expiresAt?: string;
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

/** A plan renewed automatically by card: what the recurring checkout is made for. */
export interface RecurringCheckoutRequest {
  /** The plan's first order (start_order): the recurring charge's reference at the provider. */
  orderId: string;
  title: string;
  /** One period's amount, in reais. */
  amount: number;
  interval: 'month' | 'year';
  buyer: { email: string };
  returnUrl: string;
}

/** The status of a recurring authorisation: waiting for the buyer, charging, or stopped. */
export type RecurringStatus = 'pending' | 'authorized' | 'paused' | 'canceled';

/** A recurring authorisation as the provider's API reports it now. */
export interface ProviderRecurring {
  id: string;
  /** Our plan order id, as given when the recurring checkout was made. */
  orderId: string | null;
  status: RecurringStatus;
  providerStatus: string;
  /** What each charge is, in reais (null when the provider's answer does not say). */
  amount: number | null;
  occurredAt: string;
  raw: unknown;
}

/**
 * One charge of a recurring authorisation (Mercado Pago: an authorized payment, "fatura").
 * `approved`: the period is paid; `failed`: the charge was refused (the provider may retry it);
 * `scheduled`: not charged yet.
 */
export interface ProviderRecurringCharge {
  id: string;
  recurringId: string;
  orderId: string | null;
  outcome: 'approved' | 'failed' | 'scheduled';
  /** The payment the charge made (null before the first attempt). */
  paymentId: string | null;
  providerStatus: string;
  amount: number;
  occurredAt: string;
  raw: unknown;
}

/** A notification whose signature was checked: what it is about. */
export type VerifiedNotification =
  | { kind: 'payment'; paymentId: string }
  | { kind: 'recurring'; recurringId: string }
  | { kind: 'recurring_charge'; chargeId: string }
  | { kind: 'ignored' }
  | { kind: 'invalid'; code: 'invalid_signature' | 'invalid_notification' };

export interface PaymentProvider {
  /** Stored in orders.provider and in every event id. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /** Refunds the whole payment. */
  refundPayment(paymentId: string): Promise<void>;
  /** The hosted page where the buyer authorises a card to be charged every period. */
  createRecurringCheckout(request: RecurringCheckoutRequest): Promise<CreatedCheckout>;
  getRecurring(recurringId: string): Promise<ProviderRecurring>;
  getRecurringCharge(chargeId: string): Promise<ProviderRecurringCharge>;
  /** Stops the recurring charges for good. */
  cancelRecurring(recurringId: string): Promise<void>;
  /**
   * The charges from now on are `amount` each (a plan change, docs/plan-changes.md); answers the
   * authorisation as the provider holds it after the change.
   */
  updateRecurringAmount(recurringId: string, amount: number): Promise<ProviderRecurring>;
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
