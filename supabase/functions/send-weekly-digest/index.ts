// send-weekly-digest edge function: wiring only; the job is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): pg_cron calls it with the service role
// key, which the handler itself compares (README → Resumo semanal e lembretes).
import { serviceClient, serviceRoleKey, supabaseUrl } from '../_shared/env.ts';
import { mailerFromEnv } from '../_shared/mail/from-env.ts';
import { sendWeeklyDigestHandler } from './handler.ts';

const unsubscribeSecret = Deno.env.get('UNSUBSCRIBE_TOKEN_SECRET')?.trim() ?? '';
if (!unsubscribeSecret) console.error('send-weekly-digest: UNSUBSCRIBE_TOKEN_SECRET is not set');

Deno.serve(
  sendWeeklyDigestHandler({
    service: serviceClient(),
    jobKey: serviceRoleKey,
    mailer: mailerFromEnv('send-weekly-digest'),
    siteUrl: (Deno.env.get('PUBLIC_SITE_URL') ?? '').trim().replace(/\/+$/, ''),
    functionsUrl: `${supabaseUrl}/functions/v1`,
    unsubscribeSecret,
  }),
);
