// expire-orders: the expiry job, run on a schedule (pg_cron on hosted Supabase, every 15 minutes;
// `npm run payments:expire` locally). docs/payments.md → Abandoned orders.
//
// A pending order nobody paid within its method's limit (Pix 30 minutes, boleto 3 days, card a
// day, as the provider keeps them payable) becomes `expired`: expire_abandoned_orders decides which
// and moves each once, so running the job twice (or two at once) expires nothing twice. A payment
// that still arrives for an expired order pays it (expired → paid). Only the service role key may
// run it.
import { scheduledJobRefusal } from '../_shared/caller.ts';
import { jsonResponse, refuse, serverFunction, type WithLog } from '../_shared/http.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface ExpireOrdersDependencies {
  service: ServiceClient;
  /** The key a scheduled call must present (the project's service role key). */
  jobKey: string;
  logError?: (message: string, detail?: unknown) => void;
}

async function handle(
  request: Request,
  { service, jobKey, logError }: WithLog<ExpireOrdersDependencies>,
): Promise<Response> {
  const refusal = scheduledJobRefusal(request, jobKey);
  if (refusal) return refusal;
  const { data, error } = await service.rpc('expire_abandoned_orders');
  if (error) {
    logError('expire-orders: expire_abandoned_orders failed', error);
    return refuse('expiry_job_failed', 500);
  }
  const answer = data as unknown as { expired: number; order_ids: string[] };
  return jsonResponse({ expired: answer.expired, order_ids: answer.order_ids }, 200, {});
}

export const expireOrdersHandler = serverFunction<ExpireOrdersDependencies>(
  { name: 'expire-orders', failureCode: 'expiry_job_failed' },
  handle,
);
