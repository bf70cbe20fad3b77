// email-unsubscribe: the weekly digest's one-click unsubscribe. No session: the signed token of
// the e-mail's link says whose consent is withdrawn (docs/engagement-mail.md → Unsubscribe).
//
// Two callers: the site's /descadastrar page (POST, JSON `{ token }`, CORS) and the mail
// client's own unsubscribe button (RFC 8058: POST to the List-Unsubscribe address, token in the
// query, body `List-Unsubscribe=One-Click`). Only POST: a GET (a link scanner opening the
// address) withdraws nothing. unsubscribe_weekly_digest records the refusal with its time and
// the source `unsubscribe_link`; a second click changes nothing.
import { z } from 'zod';
import { parseBody } from '../_shared/body.ts';
import { databaseReasonCode } from '../_shared/caller.ts';
import { browserFunction, jsonResponse, refuse, type WithLog } from '../_shared/http.ts';
import { verifyUnsubscribeToken } from '../_shared/engagement/unsubscribe-token.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface EmailUnsubscribeDependencies {
  service: ServiceClient;
  unsubscribeSecret: string;
  allowedOrigins: string[];
  logError?: (message: string, detail?: unknown) => void;
}

const pageBody = z.object({ token: z.string() });

/** The token: in the address (List-Unsubscribe) or in a JSON body (the site's page); '' if none. */
async function tokenOf(request: Request): Promise<string> {
  const inAddress = new URL(request.url).searchParams.get('token');
  if (inAddress) return inAddress;
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return '';
  // Any body without a token is answered like a wrong token (invalid_unsubscribe_token).
  const parsed = parseBody(await request.json().catch(() => null), pageBody, 'invalid_unsubscribe_token');
  return 'data' in parsed ? parsed.data.token : '';
}

async function handle(
  request: Request,
  cors: Record<string, string>,
  { service, unsubscribeSecret, logError }: WithLog<EmailUnsubscribeDependencies>,
): Promise<Response> {
  if (!unsubscribeSecret) return refuse('mail_not_configured', 503, cors);
  const userId = await verifyUnsubscribeToken(unsubscribeSecret, await tokenOf(request));
  if (!userId) return refuse('invalid_unsubscribe_token', 400, cors);

  const { data, error } = await service.rpc('unsubscribe_weekly_digest', { p_user_id: userId });
  if (error) {
    // The account was deleted since: nothing is held about it, the link is void.
    if (databaseReasonCode(error) === 'user_not_found') return refuse('invalid_unsubscribe_token', 400, cors);
    logError('email-unsubscribe: unsubscribe_weekly_digest failed', error);
    return refuse('unsubscribe_failed', 500, cors);
  }
  const { changed_at: changedAt } = data as unknown as { changed_at: string };
  return jsonResponse({ unsubscribed: true, withdrawn_at: changedAt }, 200, cors);
}

export const emailUnsubscribeHandler = browserFunction<EmailUnsubscribeDependencies>(
  { name: 'email-unsubscribe', failureCode: 'unsubscribe_failed' },
  handle,
);
