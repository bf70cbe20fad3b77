// Auth answers an error raised by the sign-up trigger with a 500. The trigger refuses a self
// sign-up without the terms in force (terms_version_missing / terms_version_outdated), and the
// browser should get a 422 with that reason: hosted Auth asks first through its
// before-user-created hook (public.before_user_created_hook, enabled in the project's dashboard).
// @supabase/lite has no hooks, so this guard sits in front of its Auth (the dev server and the
// test gateway), asks the database the same rule (public.sign_up_refusal) and answers as the hook
// makes hosted Auth answer. The trigger still decides. Why: docs/rules/accounts-and-consent.md.

import { readRequestBody } from './request-body.mjs';

/** Connect-style middleware: `restUrl` is the stack's /rest/v1, `secretKey` its service-role key. */
export function signUpRefusalGuard({ restUrl, secretKey }) {
  return async function guardSignUp(request, response, next) {
    const isSignUp = request.method === 'POST' && /^\/auth\/v1\/signup\/?(\?|$)/.test(request.url ?? '');
    if (!isSignUp) return next();
    try {
      request.rawBody ??= await readRequestBody(request);
      let body;
      try {
        body = JSON.parse(request.rawBody.toString('utf8') || '{}');
      } catch {
        return next(); // lite answers malformed JSON itself
      }
      if (typeof body?.email !== 'string') return next();
      const terms = body.data?.terms_version;
      const answer = await fetch(`${restUrl}/rpc/sign_up_refusal`, {
        method: 'POST',
        headers: {
          apikey: secretKey,
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ p_email: body.email, p_terms_version: terms == null ? null : String(terms) }),
      });
      if (!answer.ok) return next();
      const refusal = await answer.json();
      if (typeof refusal !== 'string') return next();
      response.writeHead(422, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'PT422', message: refusal }));
    } catch (error) {
      return next(error);
    }
  };
}
