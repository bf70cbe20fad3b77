// Admin books: every book, active or not, by order_index (read in ranges: never
// trusting one answer of the Data API, cut at 1 000 rows, to hold them all).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type AdminBook = Tables<'books'>;

export async function getAdminBooks(): Promise<AdminBook[]> {
  const supabase = await loadSupabase();
  return fetchAllRows((from, to) =>
    supabase
      .from('books')
      .select('*', { count: 'exact' })
      .order('order_index', { ascending: true })
      .order('title')
      .order('id')
      .range(from, to),
  );
}

export const adminBooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.books(), queryFn: getAdminBooks });

export function useAdminBooks() {
  return useQuery(adminBooksQueryOptions());
}

/** After any book change: the admin grid and the public /books list. */
export function invalidateBooks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.books() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.books.all() }),
  ]);
}
