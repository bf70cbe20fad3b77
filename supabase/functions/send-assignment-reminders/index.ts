// send-assignment-reminders edge function: wiring only; the job is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): pg_cron calls it with the service role
// key, which the handler itself compares (docs/companies.md).
import { serviceClient, serviceRoleKey } from '../_shared/env.ts';
import { sendAssignmentRemindersHandler } from './handler.ts';

Deno.serve(
  sendAssignmentRemindersHandler({
    service: serviceClient(),
    jobKey: serviceRoleKey,
  }),
);
