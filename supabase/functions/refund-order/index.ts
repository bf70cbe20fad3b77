// refund-order edge function: wiring only; the request handling is in handler.ts.
import { createClient } from '@supabase/supabase-js';
import { parseAllowedOrigins } from '../_shared/http.ts';
import { mailerFromEnv } from '../_shared/mail/from-env.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { noSession, type Database } from '../_shared/supabase.ts';
import { refundOrderHandler } from './handler.ts';

Deno.serve(
  refundOrderHandler({
    service: createClient<Database>(
      Deno.env.get('SUPABASE_URL') ?? '',
      Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
      noSession,
    ),
    payments: loadPaymentSettings('refund-order'),
    allowedOrigins: parseAllowedOrigins(Deno.env.get('ALLOWED_ORIGINS')),
    mailer: mailerFromEnv('refund-order'),
  }),
);
