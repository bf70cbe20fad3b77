// Public books (spec §2 Books): active books by order_index, through the light REST read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { numeric } from '@/lib/api/columns';
import { restGet } from '@/lib/api/rest';
import type { Tables } from '@/lib/database.types';
import { queryKeys } from '@/lib/query-keys';

const bookSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  description: z.nullable(z.string()),
  author: z.string(),
  pages: z.nullable(z.number()),
  rating: z.nullable(numeric),
  reviews: z.number(),
  price: z.nullable(numeric),
  image_url: z.nullable(z.string()),
  sample_url: z.nullable(z.string()),
  purchase_url: z.nullable(z.string()),
  topics: z.array(z.string()),
  benefits: z.array(z.string()),
});

export type Book = z.output<typeof bookSchema>;
readsColumnsOf<Book, Tables<'books'>>(true);

export function booksQueryPath(): string {
  const query = new URLSearchParams({
    select: selectColumns(bookSchema),
    is_active: 'eq.true',
    order: 'order_index.asc,title.asc',
  });
  return `books?${query.toString()}`;
}

export async function getBooks(signal?: AbortSignal) {
  try {
    return await restGet(booksQueryPath(), z.array(bookSchema), signal);
  } catch (error) {
    // Spec §8: load failures of public lists are only logged; the list shows its empty state.
    if (!signal?.aborted) console.error('Falha ao carregar os livros', error);
    throw error;
  }
}

export const booksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.books.public(),
    queryFn: ({ signal }) => getBooks(signal),
  });

export function useBooks() {
  return useQuery(booksQueryOptions());
}
