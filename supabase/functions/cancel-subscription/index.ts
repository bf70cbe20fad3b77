// cancel-subscription edge function: wiring only; the request handling is in handler.ts.
import { createClient } from '@supabase/supabase-js';
import { parseAllowedOrigins } from '../_shared/http.ts';
import { MERCADO_PAGO } from '../_shared/payments/mercado-pago.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { noSession, type Database } from '../_shared/supabase.ts';
import { cancelSubscriptionHandler } from './handler.ts';

Deno.serve(
  cancelSubscriptionHandler({
    service: createClient<Database>(
      Deno.env.get('SUPABASE_URL') ?? '',
      Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
      noSession,
    ),
    providerName: MERCADO_PAGO,
    payments: loadPaymentSettings('cancel-subscription'),
    allowedOrigins: parseAllowedOrigins(Deno.env.get('ALLOWED_ORIGINS')),
  }),
);
