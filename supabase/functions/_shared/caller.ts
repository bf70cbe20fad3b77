// Who is calling a function: the bearer token's user, read through Auth (never from the body or
// the token's metadata), and whether they are an active administrador (from the database).
import type { User } from '@supabase/supabase-js';
import type { ServiceClient } from './supabase.ts';

export type CallerResult = { user: User; token: string } | { code: 'not_authenticated' | 'invalid_session' };

export async function callerOf(request: Request, service: ServiceClient): Promise<CallerResult> {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get('Authorization') ?? '').trim());
  const token = match?.[1] ?? '';
  if (!token) return { code: 'not_authenticated' };
  const { data, error } = await service.auth.getUser(token);
  if (error || !data.user) return { code: 'invalid_session' };
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
  const { data, error } = await service
    .from('profiles')
    .select('is_active, user_roles(role)')
    .eq('id', userId)
    .maybeSingle();
  if (error) return { error };
  return data?.is_active === true && rolesOf(data.user_roles).some((row) => row.role === 'administrador');
}

/** A reason code raised by a database function (private.raise_api_error), or null. */
export function databaseReasonCode(error: { message?: string } | null): string | null {
  const message = error?.message ?? '';
  return /^[a-z][a-z0-9_]*$/.test(message) ? message : null;
}
