// Public books: active books by order_index, through the light REST read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { array, nullable, number, numeric, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const bookSchema = object({
  id: text,
  title: text,
  subtitle: nullable(text),
  description: nullable(text),
  author: text,
  pages: nullable(number),
  rating: nullable(numeric),
  reviews: number,
  price: nullable(numeric),
  image_url: nullable(text),
  sample_url: nullable(text),
  purchase_url: nullable(text),
  // The e-book in the private bucket: with one the book is sold here (docs/payments.md).
  file_path: nullable(text),
  topics: array(text),
  benefits: array(text),
});

export type Book = Infer<typeof bookSchema>;
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
    return await restGet(booksQueryPath(), array(bookSchema), signal);
  } catch (error) {
    // Load failures of public lists are only logged; the list shows its empty state.
    if (!signal?.aborted) console.error('Falha ao carregar os livros', error);
    throw error;
  }
}

export const booksQueryOptions = () =>
  queryOptions({
    queryKey: sharedQueryKeys.publicBooks(),
    queryFn: ({ signal }) => getBooks(signal),
  });

export function useBooks() {
  return useQuery(booksQueryOptions());
}
