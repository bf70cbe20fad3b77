// expire-orders edge function: wiring only; the job is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): pg_cron calls it with the service role
// key, which the handler itself compares (README → Pagamentos → Pedidos não pagos).
import { createClient } from '@supabase/supabase-js';
import { noSession, type Database } from '../_shared/supabase.ts';
import { expireOrdersHandler } from './handler.ts';

const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

Deno.serve(
  expireOrdersHandler({
    service: createClient<Database>(Deno.env.get('SUPABASE_URL') ?? '', serviceKey, noSession),
    jobKey: serviceKey,
  }),
);
