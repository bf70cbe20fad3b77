// issue-invoices: the invoice job, run on a schedule (pg_cron every minute on hosted Supabase;
// `npm run fiscal:issue` locally). docs/invoices.md → Who does the work, docs/fiscal-provider.md.
//
// claim_invoice_work hands over what is due — the queued notas (the webhook's attempt found the
// provider down, or a card renewal's order), the ones still processing, the ones a refund asked
// to cancel — and each is taken to the provider and recorded (_shared/fiscal/work.ts). A nota
// is never issued twice: the order id is its reference at the provider, and a claimed invoice is
// skipped by a parallel run. Only the service role key may run it.
import { z } from 'zod';
import { readBody, uuidField } from '../_shared/body.ts';
import { scheduledJobRefusal } from '../_shared/caller.ts';
import type { FiscalProvider } from '../_shared/fiscal/provider.ts';
import { runInvoiceWork } from '../_shared/fiscal/work.ts';
import { jsonResponse, refuse, serverFunction, type WithLog } from '../_shared/http.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface IssueInvoicesDependencies {
  service: ServiceClient;
  /** The key a scheduled call must present (the project's service role key). */
  jobKey: string;
  /** null: FISCAL_PROVIDER is not set (or half set, logged): the job answers 503. */
  fiscal: FiscalProvider | null;
  /** Waits between the reads of a nota still processing (the tests keep the default). */
  pollDelaysMs?: number[];
  logError?: (message: string, detail?: unknown) => void;
}

/** Optional: one order's work only (a run by hand after fixing it), and how many per run. */
const jobBody = z.object({
  orderId: uuidField('invalid_order_id').optional(),
  limit: z.number().int().min(1).max(100).optional(),
});

async function handle(
  request: Request,
  { service, jobKey, fiscal, pollDelaysMs, logError }: WithLog<IssueInvoicesDependencies>,
): Promise<Response> {
  const refusal = scheduledJobRefusal(request, jobKey);
  if (refusal) return refusal;
  if (!fiscal) return refuse('fiscal_not_configured', 503);
  const body = await readBody(request, jobBody, { invalid: 'invalid_job_request', emptyIsObject: true });
  if (body instanceof Response) return body;

  const run = await runInvoiceWork(service, fiscal, {
    orderId: body.orderId,
    limit: body.limit,
    pollDelaysMs,
    logError,
  });
  if ('error' in run) {
    logError('issue-invoices: claim_invoice_work failed', run.error);
    return refuse('invoice_job_failed', 500);
  }
  return jsonResponse(run, 200, {});
}

export const issueInvoicesHandler = serverFunction<IssueInvoicesDependencies>(
  { name: 'issue-invoices', failureCode: 'invoice_job_failed' },
  handle,
);
