// send-weekly-digest edge function: wiring only; the job is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): pg_cron calls it with the service role
// key, which the handler itself compares (README → Resumo semanal e lembretes).
import { createClient } from '@supabase/supabase-js';
import { mailerFromEnv } from '../_shared/mail/from-env.ts';
import { noSession, type Database } from '../_shared/supabase.ts';
import { sendWeeklyDigestHandler } from './handler.ts';

const supabaseUrl = (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const unsubscribeSecret = Deno.env.get('UNSUBSCRIBE_TOKEN_SECRET')?.trim() ?? '';
if (!unsubscribeSecret) console.error('send-weekly-digest: UNSUBSCRIBE_TOKEN_SECRET is not set');

Deno.serve(
  sendWeeklyDigestHandler({
    service: createClient<Database>(supabaseUrl, serviceKey, noSession),
    jobKey: serviceKey,
    mailer: mailerFromEnv('send-weekly-digest'),
    siteUrl: (Deno.env.get('PUBLIC_SITE_URL') ?? '').trim().replace(/\/+$/, ''),
    functionsUrl: `${supabaseUrl}/functions/v1`,
    unsubscribeSecret,
  }),
);
