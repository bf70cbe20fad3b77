import type { SupabaseClient } from './supabase';

let clientPromise: Promise<SupabaseClient> | null = null;
const waiting = new Set<() => void>();

/** Loads supabase-js on first use (its own chunk) and returns the one shared client. */
export function loadSupabase(): Promise<SupabaseClient> {
  if (!clientPromise) {
    clientPromise = import('./supabase').then((module) => module.supabase);
    for (const listener of waiting) listener();
    waiting.clear();
  }
  return clientPromise;
}

/**
 * Calls `listener` once supabase-js is first asked for (at once if it already was), so the auth
 * provider subscribes to session changes as soon as any screen needs the client, without loading
 * it for a visitor who never does. Returns a function that stops waiting.
 */
export function whenSupabaseIsRequested(listener: () => void): () => void {
  if (clientPromise) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}
