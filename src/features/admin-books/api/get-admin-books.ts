// Admin books: every book, active or not, by order_index (read in ranges: never
// trusting one answer of the Data API, cut at 1 000 rows, to hold them all).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { jsonNumber } from '@/lib/rpc-json';
import { tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/** Every column of a book: the grid shows some, the edit dialog the rest. */
const adminBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  author: z.string(),
  pages: z.number().nullable(),
  rating: jsonNumber.nullable(),
  reviews: z.number(),
  price: jsonNumber.nullable(),
  image_url: z.string().nullable(),
  sample_url: z.string().nullable(),
  purchase_url: z.string().nullable(),
  topics: z.array(z.string()),
  benefits: z.array(z.string()),
  is_active: z.boolean(),
  order_index: z.number(),
  created_at: z.string(),
  file_path: z.string().nullable(),
});

export type AdminBook = z.output<typeof adminBookSchema>;
readsColumnsOf<AdminBook, Tables<'books'>>(true);

export async function getAdminBooks(): Promise<AdminBook[]> {
  const supabase = await tableClient();
  return fetchAllRows('books', z.array(adminBookSchema), (from, to) =>
    supabase
      .from('books')
      .select(selectColumns(adminBookSchema), { count: 'exact' })
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
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.publicBooks() }),
  ]);
}
