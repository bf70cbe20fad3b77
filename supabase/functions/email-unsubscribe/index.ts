// email-unsubscribe edge function: wiring only; the request handling is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): mail clients send no Supabase token; the
// link's signature is what proves whose consent it is.
import { createClient } from '@supabase/supabase-js';
import { parseAllowedOrigins } from '../_shared/http.ts';
import { noSession, type Database } from '../_shared/supabase.ts';
import { emailUnsubscribeHandler } from './handler.ts';

const unsubscribeSecret = Deno.env.get('UNSUBSCRIBE_TOKEN_SECRET')?.trim() ?? '';
if (!unsubscribeSecret) console.error('email-unsubscribe: UNSUBSCRIBE_TOKEN_SECRET is not set');

Deno.serve(
  emailUnsubscribeHandler({
    service: createClient<Database>(
      Deno.env.get('SUPABASE_URL') ?? '',
      Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
      noSession,
    ),
    unsubscribeSecret,
    allowedOrigins: parseAllowedOrigins(Deno.env.get('ALLOWED_ORIGINS')),
  }),
);
