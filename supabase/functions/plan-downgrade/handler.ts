// plan-downgrade: a subscriber schedules the move to a cheaper plan at the end of the period, or
// calls it off ('Manter o plano'). docs/plan-changes.md → Card renewals.
//
// Order: CORS preflight → method → bearer token (401) → body (400) → schedule_plan_downgrade or
// cancel_plan_change AS THE CALLER (the database decides whether this person may, and which plan
// and amount come next: nothing the browser sends about money is used; its refusals pass through)
// → when the provider charges the subscription's card every period, its amount there brought to
// what the next renewal must charge (claim_provider_amount_changes → the provider →
// record_provider_amount). The change stands even when the provider cannot be reached: the
// renewal job retries the amount before the period ends (`provider_update: 'failed'`).
import { z } from 'zod';
import { readBody, uuidField } from '../_shared/body.ts';
import { databaseReasonCode, signedInCaller } from '../_shared/caller.ts';
import { browserFunction, jsonResponse, refuse, type WithLog } from '../_shared/http.ts';
import type { PaymentSettings } from '../_shared/payments/from-env.ts';
import { syncProviderAmounts } from '../_shared/payments/provider-amount.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface PlanDowngradeDependencies {
  service: ServiceClient;
  /** A client that acts as the caller (their token), so the RPC sees them. */
  clientFor: (token: string) => ServiceClient;
  /** null when the payment secrets are missing (logged at start). */
  payments: PaymentSettings | null;
  allowedOrigins: string[];
  logError?: (message: string, detail?: unknown) => void;
}

const planDowngradeBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('schedule'),
      subscriptionId: uuidField('invalid_subscription_id'),
      planId: uuidField('invalid_plan_id'),
    }),
    z.object({ action: z.literal('cancel'), changeId: uuidField('invalid_plan_change_id') }),
  ],
  { error: 'invalid_plan_change_request' },
);

interface Change {
  id: string;
  subscription_id: string;
}

async function handle(
  request: Request,
  cors: Record<string, string>,
  { service, clientFor, payments, logError }: WithLog<PlanDowngradeDependencies>,
): Promise<Response> {
  const caller = await signedInCaller(request, service, cors);
  if (caller instanceof Response) return caller;

  const body = await readBody(request, planDowngradeBody, {
    invalid: 'invalid_plan_change_request',
    headers: cors,
  });
  if (body instanceof Response) return body;
  if (!payments) return refuse('payments_not_configured', 503, cors);

  const asCaller = clientFor(caller.token);
  const answer =
    body.action === 'schedule'
      ? await asCaller.rpc('schedule_plan_downgrade', {
          p_subscription_id: body.subscriptionId,
          p_plan_id: body.planId,
        })
      : await asCaller.rpc('cancel_plan_change', { p_change_id: body.changeId });
  if (answer.error) {
    const code = databaseReasonCode(answer.error);
    if (code && answer.status >= 400 && answer.status < 500) return refuse(code, answer.status, cors);
    logError(`plan-downgrade: ${body.action} failed`, answer.error);
    return refuse('plan_change_failed', 500, cors);
  }
  const change = answer.data as unknown as Change;

  const sync = await syncProviderAmounts(service, payments.provider, logError, change.subscription_id);
  return jsonResponse(
    {
      change,
      provider_update: sync.failures > 0 ? 'failed' : sync.updated > 0 ? 'updated' : 'none',
    },
    200,
    cors,
  );
}

export const planDowngradeHandler = browserFunction<PlanDowngradeDependencies>(
  { name: 'plan-downgrade', failureCode: 'plan_change_failed' },
  handle,
);
