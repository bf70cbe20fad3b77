// refund-order: an administrador refunds a paid order in full. docs/payments-provider.md.
//
// Order: CORS preflight → method → bearer token (401) → active administrador, read from the
// database (403) → body (400) → the order (404) is paid through this provider (409) → the
// refund at the provider → the payment read back and applied exactly as the webhook would
// (same event id), so access is revoked now and the notification that follows is a replay.
import { browserEndpoint, jsonResponse, refuse } from '../_shared/http.ts';
import { callerOf, isActiveAdministrador } from '../_shared/caller.ts';
import { applyPayment } from '../_shared/payments/apply-payment.ts';
import type { PaymentSettings } from '../_shared/payments/from-env.ts';
import { PaymentProviderError } from '../_shared/payments/provider.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface RefundOrderDependencies {
  service: ServiceClient;
  payments: PaymentSettings | null;
  allowedOrigins: string[];
  logError?: (message: string, detail?: unknown) => void;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function handle(
  request: Request,
  cors: Record<string, string>,
  { service, payments, logError }: Required<RefundOrderDependencies>,
): Promise<Response> {
  if (request.method !== 'POST') return refuse('method_not_allowed', 405, cors);

  const caller = await callerOf(request, service);
  if ('code' in caller) return refuse(caller.code, 401, cors);
  const admin = await isActiveAdministrador(service, caller.user.id);
  if (typeof admin !== 'boolean') {
    logError('refund-order: permission check failed', admin.error);
    return refuse('refund_failed', 500, cors);
  }
  if (!admin) return refuse('admin_only', 403, cors);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refuse('invalid_refund_request', 400, cors);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return refuse('invalid_refund_request', 400, cors);
  const orderId = (body as Record<string, unknown>).orderId;
  if (typeof orderId !== 'string' || !UUID_PATTERN.test(orderId))
    return refuse('invalid_order_id', 400, cors);

  if (!payments) return refuse('payments_not_configured', 503, cors);
  const { provider } = payments;

  const { data: order, error: orderError } = await service
    .from('orders')
    .select('id, status, provider, provider_payment_id')
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

  const applied = await applyPayment(service, provider.name, payment);
  if ('code' in applied) {
    // The money went back; the webhook will record it.
    logError(`refund-order: recording the refund of order ${orderId} failed`, applied.error);
    return refuse('refund_failed', 500, cors);
  }
  return jsonResponse({ order_id: orderId, status: applied.status }, 200, cors);
}

export function refundOrderHandler(dependencies: RefundOrderDependencies) {
  const resolved: Required<RefundOrderDependencies> = {
    logError: (message, detail) => console.error(message, detail),
    ...dependencies,
  };
  return browserEndpoint(
    {
      name: 'refund-order',
      failureCode: 'refund_failed',
      allowedOrigins: resolved.allowedOrigins,
      logError: resolved.logError,
    },
    (request, cors) => handle(request, cors, resolved),
  );
}
