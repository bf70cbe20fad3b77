// payment-webhook edge function: wiring only; the request handling is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): the provider sends no Supabase token; the
// x-signature is what authenticates it.
import { createClient } from '@supabase/supabase-js';
import { mailerFromEnv } from '../_shared/mail/from-env.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { noSession, type Database } from '../_shared/supabase.ts';
import { paymentWebhookHandler } from './handler.ts';

Deno.serve(
  paymentWebhookHandler({
    service: createClient<Database>(
      Deno.env.get('SUPABASE_URL') ?? '',
      Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
      noSession,
    ),
    payments: loadPaymentSettings('payment-webhook'),
    mailer: mailerFromEnv('payment-webhook'),
  }),
);
