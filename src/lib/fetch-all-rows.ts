// Whole lists that stay small (courses, books, plans, a student's certificates) without trusting
// one response to hold them all: the Data API cuts every answer at max_rows (1 000 here and on
// hosted Supabase, and a project may set less), silently. Rows are read in ranges, with the exact
// count, until the count is reached; each range is parsed with the list's schema.
import { parseAnswer, type AnswerOf, type AnswerSchema } from './api/answer';

/** Rows asked for per request; the server may send fewer (its max_rows), which is fine. */
const CHUNK = 1000;

interface RangeAnswer {
  data: unknown;
  error: unknown;
  count: number | null;
}

/**
 * Every row of a query, parsed with `rows` (a list schema). `rangeOf(from, to)` builds the query
 * for rows from..to (inclusive), with `count: 'exact'` and an order that ends in a unique column so
 * ranges never overlap.
 */
export async function fetchAllRows<Rows extends AnswerSchema>(
  table: string,
  rows: Rows,
  rangeOf: (from: number, to: number) => PromiseLike<RangeAnswer>,
): Promise<AnswerOf<Rows>> {
  const all: unknown[] = [];
  for (;;) {
    const { data, error, count } = await rangeOf(all.length, all.length + CHUNK - 1);
    if (error) throw error;
    // Not a list: the schema says what is off.
    if (!Array.isArray(data)) return parseAnswer(table, rows, data);
    all.push(...data);
    if (data.length === 0 || count === null || all.length >= count) return parseAnswer(table, rows, all);
  }
}
