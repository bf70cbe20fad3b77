// invite-members edge function: wiring only; the request handling is in handler.ts.
import { allowedOrigins, callerClient, serviceClient } from '../_shared/env.ts';
import { mailerFromEnv } from '../_shared/mail/from-env.ts';
import { inviteMembersHandler } from './handler.ts';

Deno.serve(
  inviteMembersHandler({
    service: serviceClient(),
    clientFor: callerClient,
    mailer: mailerFromEnv('invite-members'),
    siteUrl: (Deno.env.get('PUBLIC_SITE_URL') ?? '').trim().replace(/\/+$/, ''),
    allowedOrigins,
  }),
);
