// Applies what the provider says of a payment to its order, once. Shared by payment-webhook and
// refund-order (which applies the refund it just made, so the webhook that follows is a replay).
import { isUuid } from '../body.ts';
import { paymentEventId, type ProviderPayment } from './provider.ts';
import type { Json } from '../database.types.ts';
import type { ServiceClient } from '../supabase.ts';

export type AppliedPayment =
  | { status: string; outcome: string; duplicate: boolean; orderId?: string; subscriptionId?: string | null }
  | { code: 'payment_event_failed'; error: unknown };

export async function applyPayment(
  service: ServiceClient,
  providerName: string,
  payment: ProviderPayment,
): Promise<AppliedPayment> {
  // A payment that did not come from one of our checkouts (another integration on the same
  // account), or one still waiting: nothing to record.
  if (!payment.orderId || !isUuid(payment.orderId)) {
    return { status: payment.status, outcome: 'not_ours', duplicate: false };
  }
  if (payment.status === 'pending') {
    // A Pix or boleto generated and not paid yet: the order remembers the payment exists, so it
    // reads as waiting for it rather than abandoned (docs/payments.md → Abandoned orders).
    const started = await service.rpc('record_payment_started', {
      p_provider: providerName,
      p_order_id: payment.orderId,
      p_provider_payment_id: payment.id,
    });
    if (started.error) return { code: 'payment_event_failed', error: started.error };
    return { status: 'pending', outcome: 'waiting', duplicate: false };
  }

  // A card plan's renewal charge carries the plan's FIRST order as its reference, but it was
  // recorded as its own paid order (apply_subscription_event 'renewed'): the order that already
  // holds this payment is the one a refund or chargeback of it concerns.
  const { data: holder, error: holderError } = await service
    .from('orders')
    .select('id')
    .eq('provider', providerName)
    .eq('provider_payment_id', payment.id)
    .maybeSingle();
  if (holderError) return { code: 'payment_event_failed', error: holderError };

  const { data, error } = await service.rpc('apply_payment_event', {
    p_provider: providerName,
    p_event_id: paymentEventId(providerName, payment),
    p_order_id: holder?.id ?? payment.orderId,
    p_provider_payment_id: payment.id,
    p_status: payment.status,
    p_amount: payment.amount,
    p_occurred_at: payment.occurredAt,
    // The provider's JSON answer, as it came.
    p_payload: { provider_status: payment.providerStatus, payment: payment.raw as Json },
  });
  if (error) return { code: 'payment_event_failed', error };
  const answer = data as unknown as {
    duplicate: boolean;
    outcome: string;
    order: { id: string; status: string; subscription_id: string | null } | null;
  };
  return {
    orderId: answer.order?.id,
    subscriptionId: answer.order?.subscription_id,
    status: answer.order?.status ?? payment.status,
    outcome: answer.outcome,
    duplicate: answer.duplicate,
  };
}
