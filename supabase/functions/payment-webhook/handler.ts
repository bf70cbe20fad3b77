// payment-webhook: the provider's notification that a payment, a subscription (preapproval) or
// one of its charges (authorized payment) changed. docs/payments-provider.md.
//
// Order: method → signature (401, nothing read or written) → notification type → the payment
// READ AGAIN from the provider's API (the notification's body is never trusted for a status or
// an amount) → apply_payment_event with the service role, keyed by the state the payment reached,
// so the same notification any number of times is one event and a late one changes nothing →
// the order's nota fiscal issued or cancelled in the background, after the answer
// (docs/invoices.md) → for a plan's order or charge, the card's amount at the provider brought to
// what the database says the next renewal charges (an upgrade paid or refunded; docs/plan-changes.md).
import { jsonResponse, refuse, serverEndpoint } from '../_shared/http.ts';
import type { PaymentSettings } from '../_shared/payments/from-env.ts';
import { PaymentProviderError, paymentEventId, type PaymentProvider } from '../_shared/payments/provider.ts';
import type { ServiceClient } from '../_shared/supabase.ts';
import type { Mailer } from '../_shared/mail/mailer.ts';
import { applyPayment } from '../_shared/payments/apply-payment.ts';
import { sendRefundMail } from '../_shared/payments/refund-mail.ts';
import { applyRecurring, applyRecurringCharge } from '../_shared/payments/apply-subscription.ts';
import { INVOICE_STATUSES, startOrderInvoiceWork, type FiscalWork } from '../_shared/fiscal/order-work.ts';
import { syncProviderAmounts } from '../_shared/payments/provider-amount.ts';
import { stopRecurringOfRefundedPlan } from '../_shared/payments/stop-recurring.ts';

export interface PaymentWebhookDependencies {
  service: ServiceClient;
  payments: PaymentSettings | null;
  /** Sends the buyer's refund or chargeback e-mail; null when none is configured. */
  mailer: Mailer | null;
  /** The NFS-e provider, run for the order once its payment is applied; null when not configured. */
  fiscal: FiscalWork | null;
  logError?: (message: string, detail?: unknown) => void;
}

// The provider's servers call this, never a browser: no CORS headers.
const noCors = {};

async function handle(
  request: Request,
  provider: PaymentProvider,
  siteUrl: string,
  { service, mailer, fiscal, logError }: Required<PaymentWebhookDependencies>,
): Promise<Response> {
  const notification = provider.verifyNotification(request);
  if (notification.kind === 'invalid') {
    return refuse(notification.code, notification.code === 'invalid_signature' ? 401 : 400);
  }
  if (notification.kind === 'ignored') return jsonResponse({ ignored: true }, 200, noCors);
  if (notification.kind !== 'payment') {
    const id = notification.kind === 'recurring' ? notification.recurringId : notification.chargeId;
    let result;
    try {
      result =
        notification.kind === 'recurring'
          ? await applyRecurring(service, provider.name, await provider.getRecurring(id))
          : await applyRecurringCharge(service, provider.name, await provider.getRecurringCharge(id));
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'not_found') {
        return refuse('payment_not_found', 400);
      }
      logError(`payment-webhook: reading ${notification.kind} ${id} failed`, error);
      return refuse('payment_provider_unavailable', 502);
    }
    if ('code' in result) {
      logError(`payment-webhook: applying ${notification.kind} ${id} failed`, result.error);
      return refuse(result.code, 500);
    }
    const { subscriptionId, ...answer } = result;
    if (subscriptionId && answer.outcome === 'applied' && !answer.duplicate) {
      await syncProviderAmounts(service, provider, logError, subscriptionId);
    }
    return jsonResponse({ received: true, ...answer }, 200, noCors);
  }

  let payment;
  try {
    payment = await provider.getPayment(notification.paymentId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'not_found') {
      return refuse('payment_not_found', 400);
    }
    logError(`payment-webhook: reading payment ${notification.paymentId} failed`, error);
    return refuse('payment_provider_unavailable', 502);
  }

  const result = await applyPayment(service, provider.name, payment);
  if ('code' in result) {
    logError(`payment-webhook: applying ${paymentEventId(provider.name, payment)} failed`, result.error);
    return refuse(result.code, 500);
  }
  // Refunded or charged back: the buyer's e-mail, once (a replay finds it sent); a plan's card
  // charged no more (refund-order stopped it already when the refund was made on the site).
  if (result.orderId && (result.status === 'refunded' || result.status === 'charged_back')) {
    await sendRefundMail(service, mailer, siteUrl, result.orderId, logError);
    if (result.subscriptionId && result.outcome === 'applied' && !result.duplicate) {
      await stopRecurringOfRefundedPlan(
        service,
        provider,
        { id: result.orderId, subscriptionId: result.subscriptionId },
        logError,
      );
    }
  }
  // Paid: its nota issued; refunded or charged back: cancelled. A replay finds nothing due.
  if (result.orderId && INVOICE_STATUSES.has(result.status)) {
    startOrderInvoiceWork(service, fiscal, result.orderId, logError);
  }
  // What was just applied may change the next renewal's amount. A provider that fails here
  // answers nothing different: the payment is recorded, and the renewal job retries the amount.
  if (result.subscriptionId && result.outcome === 'applied' && !result.duplicate) {
    await syncProviderAmounts(service, provider, logError, result.subscriptionId);
  }
  const { orderId: _orderId, subscriptionId: _subscriptionId, ...answer } = result;
  return jsonResponse({ received: true, ...answer }, 200, noCors);
}

export function paymentWebhookHandler(dependencies: PaymentWebhookDependencies) {
  const resolved: Required<PaymentWebhookDependencies> = {
    logError: (message, detail) => console.error(message, detail),
    ...dependencies,
  };
  const payments = resolved.payments;
  if (!payments) return () => Promise.resolve(refuse('payments_not_configured', 503));
  return serverEndpoint(
    { name: 'payment-webhook', failureCode: 'payment_event_failed', logError: resolved.logError },
    (request) => handle(request, payments.provider, payments.siteUrl, resolved),
  );
}
