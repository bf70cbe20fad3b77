// send-goal-reminders: Thursday's in-app reminder, run on a schedule (pg_cron on hosted Supabase,
// Thursdays; `npm run engagement:send` locally). The database decides everything
// (send_goal_reminders: who is below half of the week's goal, once per person and week, only on
// a São Paulo Thursday); this function is the door pg_cron knocks on. docs/engagement-mail.md.
import { jsonResponse, refuse, serverFunction, type WithLog } from '../_shared/http.ts';
import { readBody, scheduledJobBody } from '../_shared/body.ts';
import { databaseReasonCode, scheduledJobRefusal } from '../_shared/caller.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface SendGoalRemindersDependencies {
  service: ServiceClient;
  /** The key a scheduled call must present (the project's service role key). */
  jobKey: string;
  logError?: (message: string, detail?: unknown) => void;
}

const noCors = {};

async function handle(
  request: Request,
  { service, jobKey, logError }: WithLog<SendGoalRemindersDependencies>,
): Promise<Response> {
  const refusal = scheduledJobRefusal(request, jobKey);
  if (refusal) return refusal;
  const instant = await readBody(request, scheduledJobBody, {
    invalid: 'invalid_job_request',
    emptyIsObject: true,
  });
  if (instant instanceof Response) return instant;

  const { data, error } = await service.rpc('send_goal_reminders', instant.now ? { p_now: instant.now } : {});
  if (error) {
    if (databaseReasonCode(error) === 'reminder_not_thursday') return refuse('reminder_not_thursday', 409);
    logError('send-goal-reminders: send_goal_reminders failed', error);
    return refuse('reminder_job_failed', 500);
  }
  const { week_start: weekStart, sent } = data as unknown as { week_start: string; sent: number };
  return jsonResponse({ week_start: weekStart, reminders_created: sent }, 200, noCors);
}

export const sendGoalRemindersHandler = serverFunction<SendGoalRemindersDependencies>(
  { name: 'send-goal-reminders', failureCode: 'reminder_job_failed' },
  handle,
);
