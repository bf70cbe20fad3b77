// Whole lists that stay small (courses, books, plans, a student's certificates) without trusting
// one response to hold them all: the Data API cuts every answer at max_rows (1 000 here and on
// hosted Supabase, and a project may set less), silently. Rows are read in ranges, with the exact
// count, until the count is reached.

/** Rows asked for per request; the server may send fewer (its max_rows), which is fine. */
const CHUNK = 1000;

interface RangeAnswer<Row> {
  data: Row[] | null;
  error: unknown;
  count: number | null;
}

/**
 * Every row of a query. `rangeOf(from, to)` builds the query for rows from..to (inclusive), with
 * `count: 'exact'` and an order that ends in a unique column so ranges never overlap.
 */
export async function fetchAllRows<Row>(
  rangeOf: (from: number, to: number) => PromiseLike<RangeAnswer<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const { data, error, count } = await rangeOf(rows.length, rows.length + CHUNK - 1);
    if (error) throw error;
    const page = data ?? [];
    rows.push(...page);
    if (page.length === 0 || count === null || rows.length >= count) return rows;
  }
}
