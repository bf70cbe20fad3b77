// The invoice work: claim_invoice_work hands over what is due (issue the queued notas, read again
// the ones still processing, cancel the ones a refund asked), each is taken to the provider, and
// record_invoice_result stores the answer (or, when the provider was down, the backoff). Run by
// issue-invoices on its schedule and, for one order, by payment-webhook and refund-order right
// after a payment or a refund. docs/invoices.md → Who does the work.
//
// Never two notas for one order: the order id is the reference the provider is given, and the
// claim keeps two runs off the same invoice for 5 minutes.
import type { Json } from '../database.types.ts';
import type { ServiceClient } from '../supabase.ts';
import {
  recordedResult,
  type ClaimedInvoiceWork,
  type FiscalAnswer,
  type FiscalProvider,
  type FiscalSettings,
  type InvoiceWork,
} from './provider.ts';

/** The justificativa of a refund's cancellation (Focus NFe: 15 to 255 characters). */
export const CANCEL_REASON = 'Pagamento do pedido devolvido ao tomador (reembolso ou contestação da compra)';

export interface InvoiceRun {
  claimed: number;
  issued: number;
  processing: number;
  failed: number;
  cancelled: number;
  unavailable: number;
}

export interface InvoiceWorkOptions {
  /** Only this order's work (the webhook's and refund-order's run). */
  orderId?: string;
  limit?: number;
  /**
   * A nota still processing is read again after each of these waits before the run gives it to
   * the schedule (next_attempt_at, a minute later): most are authorised within seconds.
   */
  pollDelaysMs?: number[];
  /** Items taken to the provider at once. */
  concurrency?: number;
  sleep?: (milliseconds: number) => Promise<void>;
  logError: (message: string, detail?: unknown) => void;
}

const wait = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** What the provider says of one item, reading a processing nota again a few times. */
async function answerFor(
  provider: FiscalProvider,
  settings: FiscalSettings | null,
  item: InvoiceWork,
  pollDelaysMs: number[],
  sleep: (milliseconds: number) => Promise<void>,
): Promise<FiscalAnswer> {
  if (item.action === 'cancel') return provider.cancel(item.reference, CANCEL_REASON);
  if (!settings) return { status: 'unavailable', detail: 'no fiscal settings' };
  const request = { settings, amount: item.amount, description: item.description, taker: item.taker };
  let answer: FiscalAnswer | { status: 'not_found' } =
    item.action === 'issue'
      ? await provider.issue(item.reference, request)
      : await provider.status(item.reference);
  // Processing, but the provider has no such nota (the sending's answer was lost before it
  // arrived): sent now, under the same reference.
  if (answer.status === 'not_found') answer = await provider.issue(item.reference, request);
  for (const delay of pollDelaysMs) {
    if (answer.status !== 'processing') break;
    await sleep(delay);
    const current = await provider.status(item.reference);
    answer = current.status === 'not_found' ? { status: 'processing' } : current;
  }
  return answer;
}

/**
 * Claims the due work (of one order, or any), takes each item to the provider and records the
 * answer. Never throws: a failure is logged and counted; the claim lapses and the next run takes
 * the item again.
 */
export async function runInvoiceWork(
  service: ServiceClient,
  provider: FiscalProvider,
  options: InvoiceWorkOptions,
): Promise<InvoiceRun | { error: unknown }> {
  const { logError } = options;
  const claimed = await service.rpc('claim_invoice_work', {
    p_limit: options.limit ?? 20,
    ...(options.orderId && { p_order_id: options.orderId }),
  });
  if (claimed.error) return { error: claimed.error };
  const { settings, work } = claimed.data as unknown as ClaimedInvoiceWork;
  const run: InvoiceRun = {
    claimed: work.length,
    issued: 0,
    processing: 0,
    failed: 0,
    cancelled: 0,
    unavailable: 0,
  };
  const pollDelaysMs = options.pollDelaysMs ?? [1_000, 2_000];
  const sleep = options.sleep ?? wait;

  async function take(item: InvoiceWork) {
    let answer: FiscalAnswer;
    try {
      answer = await answerFor(provider, settings, item, pollDelaysMs, sleep);
    } catch (error) {
      answer = { status: 'unavailable', detail: error instanceof Error ? error.message : String(error) };
    }
    if (answer.status === 'unavailable') {
      logError(
        `invoice of order ${item.reference}: ${item.action} at ${provider.name} unavailable`,
        answer.detail,
      );
    }
    const recorded = await service.rpc('record_invoice_result', {
      p_invoice_id: item.invoice_id,
      p_result: recordedResult(provider.name, answer) as unknown as Json,
    });
    if (recorded.error) {
      // Taken again once the claim lapses; the same reference never makes a second nota.
      logError(`invoice of order ${item.reference}: recording ${answer.status} failed`, recorded.error);
      run.unavailable += 1;
      return;
    }
    run[answer.status] += 1;
  }

  const queue = [...work];
  const workers = Array.from(
    { length: Math.max(1, Math.min(options.concurrency ?? 4, queue.length)) },
    async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await take(item);
    },
  );
  await Promise.all(workers);
  return run;
}
