// email-unsubscribe edge function: wiring only; the request handling is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): mail clients send no Supabase token; the
// link's signature is what proves whose consent it is.
import { allowedOrigins, serviceClient } from '../_shared/env.ts';
import { emailUnsubscribeHandler } from './handler.ts';

const unsubscribeSecret = Deno.env.get('UNSUBSCRIBE_TOKEN_SECRET')?.trim() ?? '';
if (!unsubscribeSecret) console.error('email-unsubscribe: UNSUBSCRIBE_TOKEN_SECRET is not set');

Deno.serve(
  emailUnsubscribeHandler({
    service: serviceClient(),
    unsubscribeSecret,
    allowedOrigins,
  }),
);
