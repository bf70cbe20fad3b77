// One order's invoice work, started by payment-webhook and refund-order once the payment or the
// refund is applied, so the nota is issued (or cancelled) within seconds. It runs after the
// answer, in the background: the provider being slow or down never delays or fails the payment's
// answer, and what it could not do stays queued for issue-invoices (docs/invoices.md).
import type { ServiceClient } from '../supabase.ts';
import type { FiscalProvider } from './provider.ts';
import { runInvoiceWork } from './work.ts';

export interface FiscalWork {
  provider: FiscalProvider;
  /** Keeps the function alive until `task` settles, without waiting for it. */
  background: (task: Promise<unknown>) => void;
}

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(task: Promise<unknown>): void };
}

/**
 * Supabase's Edge Runtime ends a function once it answered unless told to wait for a task
 * (EdgeRuntime.waitUntil); the local Deno server keeps running anyway.
 */
export function inBackground(task: Promise<unknown>): void {
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;
  if (runtime) runtime.waitUntil(task);
}

/** The order statuses after which the order may have invoice work (queued, or to cancel). */
export const INVOICE_STATUSES = new Set(['paid', 'refunded', 'charged_back']);

export function startOrderInvoiceWork(
  service: ServiceClient,
  fiscal: FiscalWork | null | undefined,
  orderId: string,
  logError: (message: string, detail?: unknown) => void,
): void {
  if (!fiscal) return;
  const task = runInvoiceWork(service, fiscal.provider, { orderId, limit: 5, logError })
    .then((run) => {
      if ('error' in run) logError(`invoice work of order ${orderId}: claim_invoice_work failed`, run.error);
    })
    .catch((error: unknown) => logError(`invoice work of order ${orderId} failed`, error));
  fiscal.background(task);
}
