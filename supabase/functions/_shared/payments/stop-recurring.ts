// A plan's order refunded or charged back ends the plan (docs/payments.md), so its card must not be
// charged again: the recurring charges stop at the provider. An upgrade's order only takes the
// upgrade back and the card renews on (docs/plan-changes.md). Run by refund-order before it
// applies the refund, and by payment-webhook after it applied one that came from the provider
// (a chargeback, a refund made in the provider's panel).
import type { ServiceClient } from '../supabase.ts';
import { PaymentProviderError, type PaymentProvider } from './provider.ts';

export async function stopRecurringOfRefundedPlan(
  service: ServiceClient,
  provider: PaymentProvider,
  order: { id: string; subscriptionId: string },
  logError: (message: string, detail?: unknown) => void,
): Promise<void> {
  const { data: upgrade, error: upgradeError } = await service
    .from('plan_changes')
    .select('id')
    .eq('order_id', order.id)
    .maybeSingle();
  // Unknown (the read failed): stopped, as for any plan order; never charged for a plan that ended.
  if (upgradeError) logError(`reading the plan change of order ${order.id} failed`, upgradeError);
  if (upgrade) return;

  const { data, error } = await service
    .from('subscriptions')
    .select('provider, provider_subscription_id')
    .eq('id', order.subscriptionId)
    .maybeSingle();
  if (error) {
    logError(`reading subscription ${order.subscriptionId} failed`, error);
    return;
  }
  if (!data?.provider_subscription_id || data.provider !== provider.name) return;
  try {
    await provider.cancelRecurring(data.provider_subscription_id);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'not_found') return;
    logError(`stopping ${data.provider_subscription_id} at the provider failed`, error);
  }
}
