import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { UnexpectedAnswerError } from '@/lib/api/answer';
import { getBooks } from './get-books';

vi.mock('@/config/env', () => import('@/testing/test-env'));

const fetchMock = mockFetch();

const book = {
  id: 'b1',
  title: 'Cloud',
  subtitle: null,
  description: null,
  author: 'Ana',
  pages: 200,
  rating: 4.5,
  reviews: 12,
  price: 59.9,
  image_url: null,
  sample_url: null,
  purchase_url: 'https://loja.example/cloud',
  file_path: null,
  topics: ['AWS'],
  benefits: ['Prática'],
};

/** A copy of `row` without `key` (a column the changed answer no longer has). */
const without = (row: object, key: string) =>
  Object.fromEntries(Object.entries(row).filter(([name]) => name !== key));

describe('books read', () => {
  it('returns the books the page shows', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([book])));
    await expect(getBooks()).resolves.toEqual([book]);
  });

  it('throws the typed error when a column is missing or retyped', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ ...without(book, 'purchase_url'), topics: 'AWS' }])),
    );
    const read = getBooks();
    await expect(read).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(read).rejects.toMatchObject({
      source: 'books',
      issues: [{ path: [0, 'purchase_url'] }, { path: [0, 'topics'] }],
    });
  });
});
