// Who is calling a function, one helper per kind of caller (docs/architecture.md → Edge
// functions' request checks). Each answers the caller, or the refusal the function returns as is:
// - a signed-in person: the bearer token's user, read through Auth (never from the body or the
//   token's metadata); an administrador is such a person whose profile and role say so;
// - a scheduled job (pg_cron): the project's service role key as the bearer token;
// - the payment provider and a mail client prove themselves by a signature instead
//   (PaymentProvider.verifyNotification, engagement/unsubscribe-token.ts).
import type { User } from '@supabase/supabase-js';
import { refuse, type LogError } from './http.ts';
import type { ServiceClient } from './supabase.ts';

/** The token of an `Authorization: Bearer <token>` header, or ''. */
export function bearerToken(request: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get('Authorization') ?? '').trim());
  return match?.[1] ?? '';
}

export interface SignedInCaller {
  user: User;
  token: string;
}

/** The signed-in caller, or 401 not_authenticated (no token) / invalid_session (Auth refused it). */
export async function signedInCaller(
  request: Request,
  service: ServiceClient,
  headers: Record<string, string>,
): Promise<SignedInCaller | Response> {
  const token = bearerToken(request);
  if (!token) return refuse('not_authenticated', 401, headers);
  const { data, error } = await service.auth.getUser(token);
  if (error || !data.user) return refuse('invalid_session', 401, headers);
  return { user: data.user, token };
}

/** The caller's role rows as the embed returns them (one-to-one: an object; tolerate a list). */
function rolesOf(embedded: unknown): { role?: string }[] {
  if (Array.isArray(embedded)) return embedded as { role?: string }[];
  return embedded ? [embedded as { role?: string }] : [];
}

/** true / false, or the database error when the check itself failed. */
export async function isActiveAdministrador(
  service: ServiceClient,
  userId: string,
): Promise<boolean | { error: unknown }> {
  // One read: the active flag and the roles (user_roles embedded through its foreign key).
  const { data, error } = await service
    .from('profiles')
    .select('is_active, user_roles(role)')
    .eq('id', userId)
    .maybeSingle();
  if (error) return { error };
  return data?.is_active === true && rolesOf(data.user_roles).some((row) => row.role === 'administrador');
}

/**
 * A signed-in, active administrador, or the refusal: 401 as signedInCaller, 403 admin_only, and
 * `failureCode` (500, logged) when the check itself failed.
 */
export async function administradorCaller(
  request: Request,
  service: ServiceClient,
  check: { headers: Record<string, string>; name: string; failureCode: string; logError: LogError },
): Promise<SignedInCaller | Response> {
  const caller = await signedInCaller(request, service, check.headers);
  if (caller instanceof Response) return caller;
  const admin = await isActiveAdministrador(service, caller.user.id);
  if (typeof admin !== 'boolean') {
    check.logError(`${check.name}: permission check failed`, admin.error);
    return refuse(check.failureCode, 500, check.headers);
  }
  return admin ? caller : refuse('admin_only', 403, check.headers);
}

/** Constant-time comparison of the presented key with the expected one. */
export function sameKey(presented: string, expected: string): boolean {
  const a = new TextEncoder().encode(presented);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ b[index]!;
  return expected.length > 0 && difference === 0;
}

/**
 * null when the call is a scheduled job's (it presents `jobKey`, the service role key: the jobs
 * are deployed with verify_jwt off and compare it themselves), else the 401 not_authenticated.
 */
export function scheduledJobRefusal(request: Request, jobKey: string): Response | null {
  return sameKey(bearerToken(request), jobKey) ? null : refuse('not_authenticated', 401);
}

/** A reason code raised by a database function (private.raise_api_error), or null. */
export function databaseReasonCode(error: { message?: string } | null): string | null {
  const message = error?.message ?? '';
  return /^[a-z][a-z0-9_]*$/.test(message) ? message : null;
}
