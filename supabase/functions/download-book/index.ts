// download-book edge function: wiring only (environment, clients, Storage's sign endpoint); the
// request handling is in handler.ts.
import { createClient } from '@supabase/supabase-js';
import { parseAllowedOrigins } from '../_shared/http.ts';
import { noSession, type Database } from '../_shared/supabase.ts';
import { downloadBookHandler, signedPathOf } from './handler.ts';

const supabaseUrl = (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

Deno.serve(
  downloadBookHandler({
    service: createClient<Database>(supabaseUrl, serviceRoleKey, noSession),
    clientFor: (token) =>
      createClient<Database>(supabaseUrl, anonKey, {
        ...noSession,
        global: { headers: { Authorization: `Bearer ${token}` } },
      }),
    // Storage's sign endpoint is called directly: supabase-js reads only hosted Storage's
    // `signedURL`, the local server answers `signedUrl` (docs/payments.md, "E-book links").
    signObject: async (bucket, path, seconds) => {
      const objectPath = path.split('/').map(encodeURIComponent).join('/');
      try {
        const answer = await fetch(`${supabaseUrl}/storage/v1/object/sign/${bucket}/${objectPath}`, {
          method: 'POST',
          headers: {
            apikey: serviceRoleKey,
            Authorization: `Bearer ${serviceRoleKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ expiresIn: seconds }),
        });
        const body: unknown = await answer.json().catch(() => null);
        const signedPath = answer.ok ? signedPathOf(body) : null;
        return signedPath ? { signedPath } : { error: { status: answer.status, body } };
      } catch (error) {
        return { error };
      }
    },
    allowedOrigins: parseAllowedOrigins(Deno.env.get('ALLOWED_ORIGINS')),
  }),
);
