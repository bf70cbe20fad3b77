// send-goal-reminders edge function: wiring only; the job is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): pg_cron calls it with the service role
// key, which the handler itself compares (README → Resumo semanal e lembretes).
import { createClient } from '@supabase/supabase-js';
import { noSession, type Database } from '../_shared/supabase.ts';
import { sendGoalRemindersHandler } from './handler.ts';

const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

Deno.serve(
  sendGoalRemindersHandler({
    service: createClient<Database>(Deno.env.get('SUPABASE_URL') ?? '', serviceKey, noSession),
    jobKey: serviceKey,
  }),
);
