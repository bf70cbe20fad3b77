// renew-subscriptions edge function: wiring only; the job is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): pg_cron calls it with the service role
// key, which the handler itself compares (README → Pagamentos → Renovações).
import { serviceClient, serviceRoleKey } from '../_shared/env.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { renewSubscriptionsHandler } from './handler.ts';

Deno.serve(
  renewSubscriptionsHandler({
    service: serviceClient(),
    jobKey: serviceRoleKey,
    payments: loadPaymentSettings('renew-subscriptions'),
  }),
);
