// refund-order: an administrador refunds a paid order in full, or its buyer asks for the 7-day
// guarantee's refund. docs/payments-provider.md, docs/payments.md → The 7-day guarantee.
//
// Order: CORS preflight → method → bearer token (401) → body (400) → who may: an active
// administrador (any paid order), else the database's check_guarantee_refund for the caller
// (404 not theirs, 409 outside the window or not a first purchase) → the order (404) is paid
// through this provider (409) → the refund at the provider (and a plan's recurring charges
// stopped; an upgrade's order only moves the plan back, so the card renews on at the amount of
// the plan left) → the payment read back and applied exactly as the webhook would (same event
// id), so access is revoked now and the notification that follows is a replay → the buyer's
// e-mail → the order's nota fiscal cancelled in the background, after the answer (docs/invoices.md).
import { z } from 'zod';
import { readBody, uuidField } from '../_shared/body.ts';
import { databaseReasonCode, isActiveAdministrador, signedInCaller } from '../_shared/caller.ts';
import { browserFunction, jsonResponse, refuse, type WithLog } from '../_shared/http.ts';
import type { Mailer } from '../_shared/mail/mailer.ts';
import { applyPayment } from '../_shared/payments/apply-payment.ts';
import { sendRefundMail } from '../_shared/payments/refund-mail.ts';
import type { PaymentSettings } from '../_shared/payments/from-env.ts';
import { PaymentProviderError } from '../_shared/payments/provider.ts';
import { syncProviderAmounts } from '../_shared/payments/provider-amount.ts';
import { stopRecurringOfRefundedPlan } from '../_shared/payments/stop-recurring.ts';
import type { ServiceClient } from '../_shared/supabase.ts';
import { INVOICE_STATUSES, startOrderInvoiceWork, type FiscalWork } from '../_shared/fiscal/order-work.ts';

export interface RefundOrderDependencies {
  service: ServiceClient;
  payments: PaymentSettings | null;
  allowedOrigins: string[];
  /** Sends the buyer's refund e-mail; null when none is configured (the refund still happens). */
  mailer: Mailer | null;
  /** The NFS-e provider, run for the order once its refund is applied; null when not configured. */
  fiscal: FiscalWork | null;
  logError?: (message: string, detail?: unknown) => void;
}

const refundBody = z.object({ orderId: uuidField('invalid_order_id') });

async function handle(
  request: Request,
  cors: Record<string, string>,
  { service, payments, mailer, fiscal, logError }: WithLog<RefundOrderDependencies>,
): Promise<Response> {
  const caller = await signedInCaller(request, service, cors);
  if (caller instanceof Response) return caller;
  const admin = await isActiveAdministrador(service, caller.user.id);
  if (typeof admin !== 'boolean') {
    logError('refund-order: permission check failed', admin.error);
    return refuse('refund_failed', 500, cors);
  }

  const body = await readBody(request, refundBody, { invalid: 'invalid_refund_request', headers: cors });
  if (body instanceof Response) return body;
  const { orderId } = body;

  if (!admin) {
    // The buyer's own refund: the database decides (own order, first purchase, 7 days).
    const allowed = await service.rpc('check_guarantee_refund', {
      p_user_id: caller.user.id,
      p_order_id: orderId,
    });
    if (allowed.error) {
      const code = databaseReasonCode(allowed.error);
      if (code === 'order_not_found') return refuse(code, 404, cors);
      if (
        code === 'order_not_refundable' ||
        code === 'guarantee_not_applicable' ||
        code === 'refund_window_closed'
      )
        return refuse(code, 409, cors);
      logError(`refund-order: the guarantee check of order ${orderId} failed`, allowed.error);
      return refuse('refund_failed', 500, cors);
    }
  }

  if (!payments) return refuse('payments_not_configured', 503, cors);
  const { provider } = payments;

  const { data: order, error: orderError } = await service
    .from('orders')
    .select('id, status, provider, provider_payment_id, subscription_id')
    .eq('id', orderId)
    .maybeSingle();
  if (orderError) {
    logError(`refund-order: reading order ${orderId} failed`, orderError);
    return refuse('refund_failed', 500, cors);
  }
  if (!order) return refuse('order_not_found', 404, cors);
  if (order.status !== 'paid' || !order.provider_payment_id || order.provider !== provider.name) {
    return refuse('order_not_refundable', 409, cors);
  }

  let payment;
  try {
    await provider.refundPayment(order.provider_payment_id);
    payment = await provider.getPayment(order.provider_payment_id);
  } catch (error) {
    logError(`refund-order: the provider did not refund order ${orderId}`, error);
    if (error instanceof PaymentProviderError && error.kind === 'refused')
      return refuse('refund_refused', 409, cors);
    return refuse('payment_provider_unavailable', 502, cors);
  }

  if (order.subscription_id) {
    await stopRecurringOfRefundedPlan(
      service,
      provider,
      { id: orderId, subscriptionId: order.subscription_id },
      logError,
    );
  }

  const applied = await applyPayment(service, provider.name, payment);
  if ('code' in applied) {
    // The money went back; the webhook will record it.
    logError(`refund-order: recording the refund of order ${orderId} failed`, applied.error);
    return refuse('refund_failed', 500, cors);
  }
  if (order.subscription_id) {
    await syncProviderAmounts(service, provider, logError, order.subscription_id);
  }
  if (applied.status === 'refunded') {
    await sendRefundMail(service, mailer, payments.siteUrl, orderId, logError);
  }
  if (INVOICE_STATUSES.has(applied.status)) startOrderInvoiceWork(service, fiscal, orderId, logError);
  return jsonResponse({ order_id: orderId, status: applied.status }, 200, cors);
}

export const refundOrderHandler = browserFunction<RefundOrderDependencies>(
  { name: 'refund-order', failureCode: 'refund_failed' },
  handle,
);
