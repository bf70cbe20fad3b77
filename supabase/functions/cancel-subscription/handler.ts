// cancel-subscription: a subscriber cancels their plan; the access stays until the end of the
// period already paid for. docs/payments-provider.md.
//
// Order: CORS preflight → method → bearer token (401) → body (400) → the subscription is the
// caller's (404 otherwise, so another person's id reveals nothing) and still renewing (409) →
// the recurring charges stopped AT THE PROVIDER first when the plan renews by card (a
// preapproval: 502 when the provider cannot be reached, so nothing is charged after a
// cancellation we reported) → apply_subscription_event 'canceled' with the service role, the
// same path a cancellation reported by the provider takes. A plan renewed by Pix has nothing at
// the provider: the renewal job opens no order for a cancelled subscription.
import { z } from 'zod';
import { readBody, uuidField } from '../_shared/body.ts';
import { signedInCaller } from '../_shared/caller.ts';
import { browserFunction, jsonResponse, refuse, type WithLog } from '../_shared/http.ts';
import type { PaymentSettings } from '../_shared/payments/from-env.ts';
import { PaymentProviderError } from '../_shared/payments/provider.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface CancelSubscriptionDependencies {
  service: ServiceClient;
  /** The name orders and events of this deployment's provider carry. */
  providerName: string;
  /** null when the payment secrets are missing (logged at start). */
  payments: PaymentSettings | null;
  allowedOrigins: string[];
  logError?: (message: string, detail?: unknown) => void;
}

const cancelBody = z.object({ subscriptionId: uuidField('invalid_subscription_id') });

async function handle(
  request: Request,
  cors: Record<string, string>,
  { service, providerName, payments, logError }: WithLog<CancelSubscriptionDependencies>,
): Promise<Response> {
  const caller = await signedInCaller(request, service, cors);
  if (caller instanceof Response) return caller;

  const body = await readBody(request, cancelBody, { invalid: 'invalid_cancel_request', headers: cors });
  if (body instanceof Response) return body;
  const { subscriptionId } = body;

  const { data: subscription, error } = await service
    .from('subscriptions')
    .select('id, user_id, status, cancel_at_period_end, provider, provider_subscription_id')
    .eq('id', subscriptionId)
    .maybeSingle();
  if (error) {
    logError(`cancel-subscription: reading subscription ${subscriptionId} failed`, error);
    return refuse('cancel_failed', 500, cors);
  }
  if (!subscription || subscription.user_id !== caller.user.id)
    return refuse('subscription_not_found', 404, cors);
  if (!['active', 'past_due'].includes(subscription.status) || subscription.cancel_at_period_end) {
    return refuse('subscription_not_cancelable', 409, cors);
  }

  const provider = subscription.provider ?? providerName;
  if (subscription.provider_subscription_id) {
    if (!payments) return refuse('payments_not_configured', 503, cors);
    try {
      await payments.provider.cancelRecurring(subscription.provider_subscription_id);
    } catch (error) {
      // Unknown at the provider: nothing there can charge it any more.
      if (!(error instanceof PaymentProviderError && error.kind === 'not_found')) {
        logError(
          `cancel-subscription: the provider did not cancel ${subscription.provider_subscription_id}`,
          error,
        );
        return refuse('payment_provider_unavailable', 502, cors);
      }
    }
  }
  const { data, error: applyError } = await service.rpc('apply_subscription_event', {
    p_provider: provider,
    p_event_id: `${provider}:subscription:${subscription.id}:canceled`,
    p_subscription_id: subscription.id,
    // null when the provider holds none: the function takes null, its generated type cannot say so.
    p_provider_subscription_id: subscription.provider_subscription_id as string,
    p_status: 'canceled',
    p_occurred_at: new Date().toISOString(),
    p_payload: { canceled_by: 'subscriber' },
  });
  if (applyError) {
    logError(`cancel-subscription: cancelling subscription ${subscription.id} failed`, applyError);
    return refuse('cancel_failed', 500, cors);
  }
  const answer = data as unknown as { subscription: unknown };
  return jsonResponse({ subscription: answer.subscription }, 200, cors);
}

export const cancelSubscriptionHandler = browserFunction<CancelSubscriptionDependencies>(
  { name: 'cancel-subscription', failureCode: 'cancel_failed' },
  handle,
);
