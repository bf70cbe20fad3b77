// Applies what the provider says of a recurring authorisation (Mercado Pago: a preapproval) and
// of its charges (authorized payments) to the plan's subscription, once. Called by
// payment-webhook after the resource was READ AGAIN from the provider's API.
// docs/payments-provider.md → Renovações.
//
// The recurring checkout is made for the plan's first order (start_order), so its reference at
// the provider is that order id. The FIRST approved charge pays that order (the same event the
// payment's own notification would record: the buyer's 'Pagamento confirmado' waits for it);
// every later one is a renewal: a new paid plan order and one more period
// (apply_subscription_event 'renewed'), keyed by the charge, so a replay changes nothing.
import { isUuid } from '../body.ts';
import { paymentEventId, type ProviderRecurring, type ProviderRecurringCharge } from './provider.ts';
import type { Json } from '../database.types.ts';
import type { ServiceClient } from '../supabase.ts';

export type AppliedSubscription =
  | { status: string | null; outcome: string; duplicate: boolean; subscriptionId?: string }
  | { code: 'payment_event_failed'; error: unknown };

interface PlanOrder {
  id: string;
  status: string;
  subscription_id: string | null;
  provider_payment_id: string | null;
}

type Lookup = { order: PlanOrder } | { answer: AppliedSubscription };

async function planOrderOf(service: ServiceClient, orderId: string | null): Promise<Lookup> {
  if (!orderId || !isUuid(orderId)) {
    return { answer: { status: null, outcome: 'not_ours', duplicate: false } };
  }
  const { data, error } = await service
    .from('orders')
    .select('id, status, subscription_id, provider_payment_id, product_kind')
    .eq('id', orderId)
    .maybeSingle();
  if (error) return { answer: { code: 'payment_event_failed', error } };
  if (!data || data.product_kind !== 'plan' || !data.subscription_id) {
    return { answer: { status: null, outcome: 'unknown_order', duplicate: false } };
  }
  return { order: data };
}

interface EventAnswer {
  duplicate: boolean;
  outcome: string;
  subscription?: { status: string } | null;
  order?: { status: string } | null;
}

async function subscriptionEvent(
  service: ServiceClient,
  args: {
    provider: string;
    eventId: string;
    subscriptionId: string;
    recurringId: string;
    status: 'authorized' | 'renewed' | 'payment_failed' | 'canceled';
    paymentId?: string | null;
    amount?: number;
    occurredAt: string;
    payload: Json;
  },
): Promise<AppliedSubscription> {
  const { data, error } = await service.rpc('apply_subscription_event', {
    p_provider: args.provider,
    p_event_id: args.eventId,
    p_subscription_id: args.subscriptionId,
    p_provider_subscription_id: args.recurringId,
    p_status: args.status,
    // Only a renewal carries a payment and a method, a renewal or an authorisation an amount; null
    // otherwise (the function takes null, its generated types cannot say so).
    p_provider_payment_id: (args.paymentId ?? null) as string,
    p_amount: (args.amount ?? null) as number,
    p_method: (args.status === 'renewed' ? 'card' : null) as string,
    p_occurred_at: args.occurredAt,
    p_payload: args.payload,
  });
  if (error) return { code: 'payment_event_failed', error };
  const answer = data as unknown as EventAnswer;
  return {
    status: answer.subscription?.status ?? null,
    outcome: answer.outcome,
    duplicate: answer.duplicate,
    subscriptionId: args.subscriptionId,
  };
}

export async function applyRecurring(
  service: ServiceClient,
  providerName: string,
  recurring: ProviderRecurring,
): Promise<AppliedSubscription> {
  // Waiting for the buyer, or paused by them at the provider: nothing to record.
  if (recurring.status === 'pending' || recurring.status === 'paused') {
    return { status: null, outcome: 'waiting', duplicate: false };
  }
  const lookup = await planOrderOf(service, recurring.orderId);
  if ('answer' in lookup) return lookup.answer;
  return subscriptionEvent(service, {
    provider: providerName,
    eventId: `${providerName}:preapproval:${recurring.id}:${recurring.status}`,
    subscriptionId: lookup.order.subscription_id!,
    recurringId: recurring.id,
    status: recurring.status === 'authorized' ? 'authorized' : 'canceled',
    // Authorised: what the card is charged each period, as the provider says.
    amount: recurring.status === 'authorized' ? (recurring.amount ?? undefined) : undefined,
    occurredAt: recurring.occurredAt,
    payload: { provider_status: recurring.providerStatus, preapproval: recurring.raw as Json },
  });
}

export async function applyRecurringCharge(
  service: ServiceClient,
  providerName: string,
  charge: ProviderRecurringCharge,
): Promise<AppliedSubscription> {
  if (charge.outcome === 'scheduled') return { status: null, outcome: 'waiting', duplicate: false };
  const lookup = await planOrderOf(service, charge.orderId);
  if ('answer' in lookup) return lookup.answer;
  const { order } = lookup;
  const subscriptionId = order.subscription_id!;
  const payload = { provider_status: charge.providerStatus, authorized_payment: charge.raw as Json };

  const firstCharge =
    (charge.paymentId !== null && order.provider_payment_id === charge.paymentId) ||
    order.status === 'pending' ||
    order.status === 'failed' ||
    order.status === 'expired';
  if (firstCharge) {
    if (charge.outcome === 'approved' && charge.recurringId) {
      // The preapproval's own notification records this too (same event id): whichever comes first.
      const authorized = await subscriptionEvent(service, {
        provider: providerName,
        eventId: `${providerName}:preapproval:${charge.recurringId}:authorized`,
        subscriptionId,
        recurringId: charge.recurringId,
        status: 'authorized',
        // The first charge is made at the amount the card was authorised for.
        amount: charge.amount,
        occurredAt: charge.occurredAt,
        payload,
      });
      if ('code' in authorized) return authorized;
    }
    const paymentId = charge.paymentId ?? charge.id;
    const status = charge.outcome === 'approved' ? 'paid' : 'failed';
    const { data, error } = await service.rpc('apply_payment_event', {
      p_provider: providerName,
      p_event_id: paymentEventId(providerName, { id: paymentId, status }),
      p_order_id: order.id,
      p_provider_payment_id: paymentId,
      p_status: status,
      p_amount: charge.amount,
      p_occurred_at: charge.occurredAt,
      p_payload: payload,
    });
    if (error) return { code: 'payment_event_failed', error };
    const answer = data as unknown as EventAnswer;
    return {
      status: answer.order?.status ?? status,
      outcome: answer.outcome,
      duplicate: answer.duplicate,
      subscriptionId,
    };
  }

  const approved = charge.outcome === 'approved';
  return subscriptionEvent(service, {
    provider: providerName,
    eventId: `${providerName}:authorized_payment:${charge.id}:${approved ? 'renewed' : 'payment_failed'}`,
    subscriptionId,
    recurringId: charge.recurringId,
    status: approved ? 'renewed' : 'payment_failed',
    paymentId: approved ? (charge.paymentId ?? charge.id) : null,
    amount: approved ? charge.amount : undefined,
    occurredAt: charge.occurredAt,
    payload,
  });
}
