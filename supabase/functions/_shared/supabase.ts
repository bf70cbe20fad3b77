// The functions' Supabase clients are typed with the schema the app uses: the generated Database
// type (npm run db:types writes this copy next to the app's; deploys bundle only supabase/functions).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

export type { Database };

/** A client with the service_role key: bypasses RLS, so only used after the caller is authorised. */
export type ServiceClient = SupabaseClient<Database>;

/** Server-side clients never keep or refresh a session of their own. */
export const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const;
