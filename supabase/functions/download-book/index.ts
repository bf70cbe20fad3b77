// download-book edge function: wiring only (environment, clients, Storage's sign endpoint); the
// request handling is in handler.ts.
import { allowedOrigins, callerClient, serviceClient, serviceRoleKey, supabaseUrl } from '../_shared/env.ts';
import { downloadBookHandler, signedPathOf } from './handler.ts';

Deno.serve(
  downloadBookHandler({
    service: serviceClient(),
    clientFor: callerClient,
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
    allowedOrigins,
  }),
);
