import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Tables } from '@/lib/database.types';
import { parseAnswer, readsColumnsOf, selectColumns, UnexpectedAnswerError } from './answer';
import { array, nullable, number, numeric, object, text, type Infer } from './light-schema';

afterEach(() => vi.restoreAllMocks());

describe('checked answers', () => {
  it('derives the select list from the schema, embedded relations included', () => {
    const lesson = z.object({ id: z.string(), title: z.string() });
    const schema = z.object({
      id: z.string(),
      topics: z.array(z.string()),
      author: z.object({ name: z.string() }).nullable(),
      modules: z.array(z.object({ id: z.string(), lessons: z.array(lesson) })),
    });
    expect(selectColumns(schema)).toBe('id,topics,author(name),modules(id,lessons(id,title))');
  });

  it('throws an UnexpectedAnswerError naming every field that is off, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const schema = z.array(z.object({ id: z.string(), price: z.number().nullable() }));
    const answer = [
      { id: 'b1', price: null },
      { id: 2, cost: 10 },
    ];
    const failure = (() => {
      try {
        return parseAnswer('books', schema, answer);
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(UnexpectedAnswerError);
    expect(failure).toMatchObject({ source: 'books' });
    expect((failure as UnexpectedAnswerError).issues.map((issue) => issue.path.join('.'))).toEqual([
      '1.id',
      '1.price',
    ]);
    expect(log).toHaveBeenCalledWith(failure);
  });

  it('compiles a schema only while it reads columns as the generated types describe them', () => {
    readsColumnsOf<{ id: string; subtitle: string | null }, Tables<'books'>>(true);
    // @ts-expect-error a column books does not have (renamed, say)
    readsColumnsOf<{ id: string; sub_title: string | null }, Tables<'books'>>(true);
    // @ts-expect-error a nullable column read as always there
    readsColumnsOf<{ subtitle: string }, Tables<'books'>>(true);
    // @ts-expect-error a number read as text
    readsColumnsOf<{ pages: string | null }, Tables<'books'>>(true);
    const light = object({ pages: number });
    // @ts-expect-error a light schema that forgets a column may be null
    readsColumnsOf<Infer<typeof light>, Tables<'books'>>(true);
    expect(selectColumns(light)).toBe('pages');
  });

  it('reads light schemas the same way: numeric text as a number, every issue named', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const book = object({ id: text, price: nullable(numeric), topics: array(text) });
    expect(selectColumns(object({ id: text, author: object({ name: text }) }))).toBe('id,author(name)');
    expect(parseAnswer('books', array(book), [{ id: 'b1', price: '59.90', topics: [], extra: 1 }])).toEqual([
      { id: 'b1', price: 59.9, topics: [] },
    ]);
    expect(() => parseAnswer('books', array(book), [{ id: 1, price: 'R$ 5', topics: [2] }])).toThrow(
      'Unexpected answer from books: 0.id: expected string, received number; 0.price: expected a number or numeric text, received string; 0.topics.0: expected string, received number',
    );
  });
});
