// issue-invoices edge function: wiring only; the job is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): pg_cron calls it with the service role
// key, which the handler itself compares (docs/fiscal-provider.md → Schedule).
import { serviceClient, serviceRoleKey } from '../_shared/env.ts';
import { loadFiscalProvider } from '../_shared/fiscal/from-env.ts';
import { issueInvoicesHandler } from './handler.ts';

Deno.serve(
  issueInvoicesHandler({
    service: serviceClient(),
    jobKey: serviceRoleKey,
    fiscal: loadFiscalProvider('issue-invoices'),
  }),
);
