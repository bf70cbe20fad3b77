// renew-subscriptions: the renewal job, run on a schedule (pg_cron on hosted Supabase, every 15
// minutes; `npm run payments:renew` locally). docs/payments-provider.md → Renovações.
//
// 1. settle_lapsed_subscriptions: a renewing subscription whose period ended unpaid becomes
//    past_due (3 days of grace); one whose grace ended expires — and its card's recurring
//    charges are stopped at the provider, so nobody pays for a plan they no longer have.
// 2. claim_provider_amount_changes → the provider → record_provider_amount: every card charged
//    every period whose amount there is not what its next renewal must charge (a plan change the
//    functions could not pass on at once: the provider was down) is updated now.
//    docs/plan-changes.md → Card renewals.
// 3. prepare_subscription_renewals: one Pix renewal order per subscription without recurring
//    charges (Pix, boleto, card in instalments) whose period ends within 3 days, once per
//    period; for each not yet sent, a Pix checkout valid until the grace ends, then
//    record_subscription_renewal writes the reminder with its link in the notifications.
// Every step is idempotent: running the job twice (or two at once) opens one order and one
// reminder per period. Only the service role key may run it.
import { scheduledJobRefusal } from '../_shared/caller.ts';
import { jsonResponse, refuse, serverFunction, type WithLog } from '../_shared/http.ts';
import type { PaymentSettings } from '../_shared/payments/from-env.ts';
import { PaymentProviderError } from '../_shared/payments/provider.ts';
import { syncProviderAmounts } from '../_shared/payments/provider-amount.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface RenewSubscriptionsDependencies {
  service: ServiceClient;
  /** The key a scheduled call must present (the project's service role key). */
  jobKey: string;
  payments: PaymentSettings | null;
  logError?: (message: string, detail?: unknown) => void;
}

/** How long before a period ends its Pix renewal is sent. */
export const RENEWAL_LEAD = '3 days';
/** The site page that follows a payment (the buyer screens' return path). */
export const RENEWAL_RETURN_PATH = '/pagamento';

interface DueRenewal {
  renewal_id: string;
  order_id: string;
  checkout_url: string | null;
  title: string;
  amount: number | string;
  buyer_email: string | null;
  buyer_cpf: string | null;
  pay_until: string;
}

interface Settled {
  past_due: string[];
  expired: { subscription_id: string; provider_subscription_id: string | null }[];
}

const noCors = {};

async function handle(
  request: Request,
  { service, jobKey, payments, logError }: WithLog<RenewSubscriptionsDependencies>,
): Promise<Response> {
  const refusal = scheduledJobRefusal(request, jobKey);
  if (refusal) return refusal;
  if (!payments) return refuse('payments_not_configured', 503);
  const { provider } = payments;

  const settled = await service.rpc('settle_lapsed_subscriptions', { p_provider: provider.name });
  if (settled.error) {
    logError('renew-subscriptions: settle_lapsed_subscriptions failed', settled.error);
    return refuse('renewal_job_failed', 500);
  }
  const { past_due: pastDue, expired } = settled.data as unknown as Settled;
  let failures = 0;
  for (const ended of expired) {
    if (!ended.provider_subscription_id) continue;
    try {
      await provider.cancelRecurring(ended.provider_subscription_id);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'not_found') continue;
      failures += 1;
      logError(
        `renew-subscriptions: stopping ${ended.provider_subscription_id} at the provider failed`,
        error,
      );
    }
  }

  const amounts = await syncProviderAmounts(service, provider, logError);
  failures += amounts.failures;

  const prepared = await service.rpc('prepare_subscription_renewals', { p_lead: RENEWAL_LEAD });
  if (prepared.error) {
    logError('renew-subscriptions: prepare_subscription_renewals failed', prepared.error);
    return refuse('renewal_job_failed', 500);
  }
  let remindersSent = 0;
  for (const renewal of prepared.data as unknown as DueRenewal[]) {
    try {
      let checkoutUrl = renewal.checkout_url;
      if (!checkoutUrl) {
        const returnUrl = new URL(RENEWAL_RETURN_PATH, `${payments.siteUrl}/`);
        returnUrl.searchParams.set('pedido', renewal.order_id);
        const checkout = await provider.createCheckout({
          orderId: renewal.order_id,
          title: renewal.title,
          amount: Number(renewal.amount),
          method: 'pix',
          installments: 1,
          buyer: { email: renewal.buyer_email ?? '', cpf: renewal.buyer_cpf ?? '' },
          returnUrl: returnUrl.href,
          notificationUrl: payments.webhookUrl,
          expiresAt: renewal.pay_until,
        });
        const recorded = await service.rpc('record_checkout', {
          p_order_id: renewal.order_id,
          p_provider: provider.name,
          p_provider_reference: checkout.reference,
        });
        if (recorded.error) throw recorded.error;
        checkoutUrl = checkout.checkoutUrl;
      }
      const reminded = await service.rpc('record_subscription_renewal', {
        p_renewal_id: renewal.renewal_id,
        p_checkout_url: checkoutUrl,
      });
      if (reminded.error) throw reminded.error;
      if ((reminded.data as unknown as { notified: boolean }).notified) remindersSent += 1;
    } catch (error) {
      // The renewal stays unsent: the next run tries again (its claim lapses in 5 minutes).
      failures += 1;
      logError(`renew-subscriptions: renewal ${renewal.renewal_id} not sent`, error);
    }
  }

  return jsonResponse(
    {
      past_due: pastDue.length,
      expired: expired.length,
      amounts_updated: amounts.updated,
      reminders_sent: remindersSent,
      failures,
    },
    200,
    noCors,
  );
}

export const renewSubscriptionsHandler = serverFunction<RenewSubscriptionsDependencies>(
  { name: 'renew-subscriptions', failureCode: 'renewal_job_failed' },
  handle,
);
