// Public books: active books by order_index, through the light REST read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { restGet } from '@/lib/public-rest';
import { queryKeys } from '@/lib/query-keys';

const bookColumns = [
  'id',
  'title',
  'subtitle',
  'description',
  'author',
  'pages',
  'rating',
  'reviews',
  'price',
  'image_url',
  'sample_url',
  'purchase_url',
  'topics',
  'benefits',
] as const;

export type Book = Pick<Tables<'books'>, (typeof bookColumns)[number]>;

export function booksQueryPath(): string {
  const query = new URLSearchParams({
    select: bookColumns.join(','),
    is_active: 'eq.true',
    order: 'order_index.asc,title.asc',
  });
  return `books?${query.toString()}`;
}

export async function getBooks(signal?: AbortSignal) {
  try {
    return await restGet<Book[]>(booksQueryPath(), signal);
  } catch (error) {
    // Load failures of public lists are only logged; the list shows its empty state.
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
