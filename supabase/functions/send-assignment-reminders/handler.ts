// send-assignment-reminders: the in-app reminders of company assignments, run on a schedule
// (pg_cron on hosted Supabase, daily; `npm run engagement:send` locally). The database decides
// everything (send_assignment_reminders: a week before the due date and on the day, once each,
// for members not done); this function is the door pg_cron knocks on. docs/companies.md.
import { jsonResponse, refuse, serverFunction, type WithLog } from '../_shared/http.ts';
import { readBody, scheduledJobBody } from '../_shared/body.ts';
import { scheduledJobRefusal } from '../_shared/caller.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface SendAssignmentRemindersDependencies {
  service: ServiceClient;
  /** The key a scheduled call must present (the project's service role key). */
  jobKey: string;
  logError?: (message: string, detail?: unknown) => void;
}

const noCors = {};

async function handle(
  request: Request,
  { service, jobKey, logError }: WithLog<SendAssignmentRemindersDependencies>,
): Promise<Response> {
  const refusal = scheduledJobRefusal(request, jobKey);
  if (refusal) return refusal;
  const instant = await readBody(request, scheduledJobBody, {
    invalid: 'invalid_job_request',
    emptyIsObject: true,
  });
  if (instant instanceof Response) return instant;

  const { data, error } = await service.rpc(
    'send_assignment_reminders',
    instant.now ? { p_now: instant.now } : {},
  );
  if (error) {
    logError('send-assignment-reminders: send_assignment_reminders failed', error);
    return refuse('reminder_job_failed', 500);
  }
  const {
    day,
    week_before: weekBefore,
    due_today: dueToday,
  } = data as unknown as {
    day: string;
    week_before: number;
    due_today: number;
  };
  return jsonResponse({ day, week_before: weekBefore, due_today: dueToday }, 200, noCors);
}

export const sendAssignmentRemindersHandler = serverFunction<SendAssignmentRemindersDependencies>(
  { name: 'send-assignment-reminders', failureCode: 'reminder_job_failed' },
  handle,
);
