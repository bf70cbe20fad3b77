// send-weekly-digest: the weekly e-mail digest job, run on a schedule (pg_cron on hosted
// Supabase; `npm run engagement:send` locally). docs/engagement-mail.md → Digest.
//
// claim_weekly_digests hands over, in batches, the people who opted in and got no digest this
// São Paulo week; each one's e-mail goes out through the mailer, then finish_weekly_digest marks
// it sent. So a second run in the same week (or two at once) finds nobody left, and a person gets
// one digest per week. A send that failed is released at the end of the run, for the next run;
// a run that died between sending and recording is covered by the provider's idempotency key.
import { readBody, scheduledJobBody } from '../_shared/body.ts';
import { scheduledJobRefusal } from '../_shared/caller.ts';
import { jsonResponse, refuse, serverEndpoint } from '../_shared/http.ts';
import {
  DIGEST_SUBJECT,
  digestContent,
  digestHtml,
  digestText,
  isEmptyDigest,
  type ClaimedDigest,
} from '../_shared/engagement/digest-mail.ts';
import { signUnsubscribeToken } from '../_shared/engagement/unsubscribe-token.ts';
import type { Mailer } from '../_shared/mail/mailer.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface SendWeeklyDigestDependencies {
  service: ServiceClient;
  /** The key a scheduled call must present (the project's service role key). */
  jobKey: string;
  mailer: Mailer | null;
  /** The site's origin (PUBLIC_SITE_URL): the e-mail's links. */
  siteUrl: string;
  /** Where this project's functions answer (<SUPABASE_URL>/functions/v1). */
  functionsUrl: string;
  unsubscribeSecret: string;
  /** Stop claiming after this long; the rest go out at the next run (the function's time limit). */
  timeBudgetMs?: number;
  batchSize?: number;
  clock?: () => number;
  logError?: (message: string, detail?: unknown) => void;
}

const noCors = {};

interface Claimed {
  week_start: string;
  digests: ClaimedDigest[];
}

async function handle(request: Request, deps: Required<SendWeeklyDigestDependencies>): Promise<Response> {
  const { service, mailer, logError, clock } = deps;
  const refusal = scheduledJobRefusal(request, deps.jobKey);
  if (refusal) return refusal;
  if (!mailer || !deps.siteUrl || !deps.unsubscribeSecret) return refuse('mail_not_configured', 503);
  const instant = await readBody(request, scheduledJobBody, {
    invalid: 'invalid_job_request',
    emptyIsObject: true,
  });
  if (instant instanceof Response) return instant;

  const started = clock();
  let weekStart: string | null = null;
  let sent = 0;
  let nothingNew = 0;
  const failed: { userId: string; weekStart: string }[] = [];
  let more = false;

  while (true) {
    if (clock() - started > deps.timeBudgetMs) {
      more = true;
      break;
    }
    const claimed = await service.rpc('claim_weekly_digests', {
      ...(instant.now && { p_now: instant.now }),
      p_limit: deps.batchSize,
    });
    if (claimed.error) {
      logError('send-weekly-digest: claim_weekly_digests failed', claimed.error);
      await release(deps, failed);
      return refuse('digest_job_failed', 500);
    }
    const batch = claimed.data as unknown as Claimed;
    weekStart = batch.week_start;
    if (batch.digests.length === 0) break;

    for (const digest of batch.digests) {
      try {
        const token = await signUnsubscribeToken(deps.unsubscribeSecret, digest.user_id);
        const content = digestContent(digest, {
          siteUrl: deps.siteUrl,
          unsubscribeUrl: `${deps.siteUrl}/descadastrar?token=${encodeURIComponent(token)}`,
        });
        if (isEmptyDigest(content)) {
          // Nothing to say this week: no e-mail, and the week counts as done for this person.
          nothingNew += 1;
        } else {
          await mailer.send({
            to: digest.email,
            subject: DIGEST_SUBJECT,
            html: digestHtml(content),
            text: digestText(content),
            idempotencyKey: `weekly-digest/${batch.week_start}/${digest.user_id}`,
            // One-click unsubscribe from the mail client itself (RFC 8058): a POST to the function.
            headers: {
              'List-Unsubscribe': `<${deps.functionsUrl}/email-unsubscribe?token=${encodeURIComponent(token)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
          sent += 1;
        }
        const finished = await service.rpc('finish_weekly_digest', {
          p_user_id: digest.user_id,
          p_week_start: batch.week_start,
          p_sent: true,
        });
        if (finished.error) throw finished.error;
      } catch (error) {
        failed.push({ userId: digest.user_id, weekStart: batch.week_start });
        logError(`send-weekly-digest: digest of ${digest.user_id} not sent`, error);
      }
    }
  }

  await release(deps, failed);
  return jsonResponse(
    {
      week_start: weekStart,
      provider: mailer.name,
      sent,
      nothing_new: nothingNew,
      failures: failed.length,
      more,
    },
    200,
    noCors,
  );
}

/**
 * Failed sends are released only now: released earlier, the same run would claim them again at
 * once and loop on a person whose address the provider refuses.
 */
async function release(
  { service, logError }: Required<SendWeeklyDigestDependencies>,
  failed: { userId: string; weekStart: string }[],
) {
  for (const { userId, weekStart } of failed) {
    const released = await service.rpc('finish_weekly_digest', {
      p_user_id: userId,
      p_week_start: weekStart,
      p_sent: false,
    });
    // Unreleased, the claim lapses by itself after 15 minutes.
    if (released.error) logError(`send-weekly-digest: releasing ${userId} failed`, released.error);
  }
}

export function sendWeeklyDigestHandler(dependencies: SendWeeklyDigestDependencies) {
  const resolved: Required<SendWeeklyDigestDependencies> = {
    timeBudgetMs: 100_000,
    batchSize: 25,
    clock: () => Date.now(),
    logError: (message, detail) => console.error(message, detail),
    ...dependencies,
  };
  return serverEndpoint(
    { name: 'send-weekly-digest', failureCode: 'digest_job_failed', logError: resolved.logError },
    (request) => handle(request, resolved),
  );
}
