// The one typed Supabase client. Import it only from lazily loaded code (feature api files,
// the auth provider's dynamic import) so supabase-js stays out of the public pages' first load.
import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { AUTH_STORAGE_KEY } from './auth-storage';
import type { Database } from './database.types';

export const supabase = createClient<Database>(env.supabaseUrl, env.supabasePublishableKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storageKey: AUTH_STORAGE_KEY,
    storage: globalThis.localStorage,
  },
});

export type SupabaseClient = typeof supabase;
