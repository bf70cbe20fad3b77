import type { SupabaseClient } from './supabase';

let clientPromise: Promise<SupabaseClient> | null = null;

/** Loads supabase-js on first use (its own chunk) and returns the one shared client. */
export function loadSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('./supabase').then((module) => module.supabase);
  return clientPromise;
}
