// Admin books (spec §7): every book, active or not, by order_index.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';

export type AdminBook = Tables<'books'>;

export const adminBooksQueryKey = ['admin', 'books'] as const;

export async function getAdminBooks(): Promise<AdminBook[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('books')
    .select('*')
    .order('order_index', { ascending: true })
    .order('title');
  if (error) throw error;
  return data;
}

export const adminBooksQueryOptions = () =>
  queryOptions({ queryKey: adminBooksQueryKey, queryFn: getAdminBooks });

export function useAdminBooks() {
  return useQuery(adminBooksQueryOptions());
}

/** After any book change: the admin grid and the public /books list. */
export function invalidateBooks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBooksQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['books'] }),
  ]);
}

/** The backend's message when it has one, otherwise the spec's fallback (spec §8). */
export function backendMessage(error: unknown, fallback: string): string {
  const message =
    error instanceof Error || (error && typeof error === 'object')
      ? (error as { message?: unknown }).message
      : null;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
