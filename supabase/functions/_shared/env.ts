// What index.ts wires into a handler from the function's environment: the project's address and
// keys, the clients made with them, the app's origins. Deno only; the handlers stay pure, so the
// Node tests run them with clients of their own.
import { createClient } from '@supabase/supabase-js';
import { parseAllowedOrigins } from './http.ts';
import { noSession, type Database, type ServiceClient } from './supabase.ts';

export const supabaseUrl = (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
export const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
export const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
export const allowedOrigins = parseAllowedOrigins(Deno.env.get('ALLOWED_ORIGINS'));

/** A client with the service role key: bypasses RLS, so used only after the caller is authorised. */
export function serviceClient(): ServiceClient {
  return createClient<Database>(supabaseUrl, serviceRoleKey, noSession);
}

/** A client acting as the caller (their token), so RLS and the database's functions see them. */
export function callerClient(token: string): ServiceClient {
  return createClient<Database>(supabaseUrl, anonKey, {
    ...noSession,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}
