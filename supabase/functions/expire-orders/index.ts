// expire-orders edge function: wiring only; the job is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): pg_cron calls it with the service role
// key, which the handler itself compares (README → Pagamentos → Pedidos não pagos).
import { serviceClient, serviceRoleKey } from '../_shared/env.ts';
import { expireOrdersHandler } from './handler.ts';

Deno.serve(
  expireOrdersHandler({
    service: serviceClient(),
    jobKey: serviceRoleKey,
  }),
);
