// `[auth.email] secure_password_change` for the local stack. Hosted Supabase (GoTrue) refuses a
// password change from a session created more than 24 hours ago unless the request carries the
// nonce that `reauthenticate()` e-mailed. @supabase/lite 0.10 accepts the setting but ignores it
// (and drops the nonce), so this guard sits in front of lite's Auth (the dev server and the test
// gateway) and applies GoTrue's rule with GoTrue's error codes and messages.

import { readRequestBody } from './request-body.mjs';

const RECENT_SESSION_MS = 24 * 60 * 60 * 1000;

/** Milliseconds since the epoch at which a lite session began: its id is a UUIDv7, whose first 48 bits are that time. */
export function sessionCreatedAt(sessionId) {
  if (typeof sessionId !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/i.test(sessionId))
    return null;
  return Number.parseInt(sessionId.replaceAll('-', '').slice(0, 12), 16);
}

/** The claims of a bearer token, unverified: lite verifies the token itself when the request goes on. */
function bearerClaims(authorization) {
  const payload = /^Bearer\s+[^.]+\.([^.]+)\./i.exec(authorization ?? '')?.[1];
  if (!payload) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

/** lite's error body ({ code, error_code, msg }), as GoTrue answers too. */
function refuse(response, status, errorCode, message) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ code: status, error_code: errorCode, msg: message }));
}

/**
 * Checks the nonce with lite's own one-time-code check (POST /verify, type reauthentication),
 * which consumes it, then signs out the session that check opened.
 */
async function nonceIsValid({ authUrl, apiKey, email, nonce }) {
  const headers = { apikey: apiKey, 'content-type': 'application/json' };
  const verified = await fetch(`${authUrl}/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'reauthentication', email, token: nonce }),
  });
  if (!verified.ok) return false;
  const { access_token: accessToken } = await verified.json();
  await fetch(`${authUrl}/logout?scope=local`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
  });
  return true;
}

/**
 * Connect-style middleware `(request, response, next)` for requests on their way to lite.
 * A password change that passes keeps its body in `request.rawBody` (read by lite's Vite
 * middleware; the gateway forwards it).
 * @param {{ authUrl: string, apiKey: string }} options where lite's Auth answers (…/auth/v1) and the key to call it with
 */
export function passwordChangeGuard({ authUrl, apiKey }) {
  return async function guardPasswordChange(request, response, next) {
    const isUserUpdate = request.method === 'PUT' && /^\/auth\/v1\/user\/?(\?|$)/.test(request.url ?? '');
    if (!isUserUpdate) return next();
    try {
      request.rawBody = await readRequestBody(request);
      let body;
      try {
        body = JSON.parse(request.rawBody.toString('utf8') || '{}');
      } catch {
        return next(); // lite answers malformed JSON itself
      }
      if (body?.password === undefined) return next();
      const claims = bearerClaims(request.headers.authorization);
      const createdAt = sessionCreatedAt(claims.session_id);
      if (createdAt !== null && Date.now() - createdAt <= RECENT_SESSION_MS) return next();
      if (!body.nonce) {
        return refuse(response, 400, 'reauthentication_needed', 'Password update requires reauthentication');
      }
      if (!(await nonceIsValid({ authUrl, apiKey, email: claims.email, nonce: String(body.nonce) }))) {
        return refuse(response, 422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
      }
      return next();
    } catch (error) {
      return next(error);
    }
  };
}
