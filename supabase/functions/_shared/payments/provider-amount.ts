// Brings what the provider charges every period on a card (a preapproval) to what the database
// says the next renewal must charge: after an upgrade is paid or refunded (payment-webhook,
// refund-order), after a downgrade is scheduled or called off (plan-downgrade), and on every run
// of the renewal job, which retries whatever failed. The amounts are the database's
// (claim_provider_amount_changes); what is recorded is what the provider answers it charges now
// (record_provider_amount). docs/plan-changes.md → Card renewals.
import { PaymentProviderError, type PaymentProvider } from './provider.ts';
import type { ServiceClient } from '../supabase.ts';

interface Due {
  subscription_id: string;
  provider_subscription_id: string;
  amount: number | string;
}

interface Recorded {
  stale: boolean;
}

export interface ProviderAmountSync {
  /** Preapprovals whose amount was changed at the provider and recorded. */
  updated: number;
  /** Those that could not be: the provider (or the database) failed; the next run tries again. */
  failures: number;
}

/** Rounds of claim → update → record: a change made meanwhile is followed at once. */
const ROUNDS = 3;

export async function syncProviderAmounts(
  service: ServiceClient,
  provider: PaymentProvider,
  logError: (message: string, detail?: unknown) => void,
  subscriptionId?: string,
): Promise<ProviderAmountSync> {
  const result: ProviderAmountSync = { updated: 0, failures: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    const claimed = await service.rpc('claim_provider_amount_changes', {
      p_provider: provider.name,
      ...(subscriptionId ? { p_subscription_id: subscriptionId } : {}),
    });
    if (claimed.error) {
      logError('provider amounts: claim_provider_amount_changes failed', claimed.error);
      result.failures += 1;
      return result;
    }
    const due = claimed.data as unknown as Due[];
    if (due.length === 0) return result;
    let stillStale = false;
    for (const row of due) {
      let charged: number | null = null;
      try {
        const updated = await provider.updateRecurringAmount(
          row.provider_subscription_id,
          Number(row.amount),
        );
        charged = updated.amount;
      } catch (error) {
        result.failures += 1;
        const notFound = error instanceof PaymentProviderError && error.kind === 'not_found';
        logError(
          `provider amounts: ${row.provider_subscription_id} ${notFound ? 'is unknown to' : 'was not updated at'} the provider`,
          error,
        );
      }
      // null lets the claim go without recording anything: the next run tries again.
      const recorded = await service.rpc('record_provider_amount', {
        p_subscription_id: row.subscription_id,
        p_provider_subscription_id: row.provider_subscription_id,
        p_amount: charged as number,
      });
      if (recorded.error) {
        result.failures += 1;
        logError(`provider amounts: recording ${row.provider_subscription_id} failed`, recorded.error);
        continue;
      }
      if (charged === null) continue;
      result.updated += 1;
      if ((recorded.data as unknown as Recorded).stale) stillStale = true;
    }
    if (result.failures > 0 || !stillStale) return result;
  }
  return result;
}
