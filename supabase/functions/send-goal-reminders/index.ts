// send-goal-reminders edge function: wiring only; the job is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): pg_cron calls it with the service role
// key, which the handler itself compares (README → Resumo semanal e lembretes).
import { serviceClient, serviceRoleKey } from '../_shared/env.ts';
import { sendGoalRemindersHandler } from './handler.ts';

Deno.serve(
  sendGoalRemindersHandler({
    service: serviceClient(),
    jobKey: serviceRoleKey,
  }),
);
