// Admin books (spec §7): every book, active or not, by order_index.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type AdminBook = Tables<'books'>;

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
