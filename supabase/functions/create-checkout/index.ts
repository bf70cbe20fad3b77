// create-checkout edge function: wiring only (environment, clients, provider); the request
// handling is in handler.ts.
import { createClient } from '@supabase/supabase-js';
import { parseAllowedOrigins } from '../_shared/http.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { noSession, type Database } from '../_shared/supabase.ts';
import { createCheckoutHandler } from './handler.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

Deno.serve(
  createCheckoutHandler({
    service: createClient<Database>(supabaseUrl, serviceRoleKey, noSession),
    clientFor: (token) =>
      createClient<Database>(supabaseUrl, anonKey, {
        ...noSession,
        global: { headers: { Authorization: `Bearer ${token}` } },
      }),
    payments: loadPaymentSettings('create-checkout'),
    allowedOrigins: parseAllowedOrigins(Deno.env.get('ALLOWED_ORIGINS')),
  }),
);
