import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { UnexpectedAnswerError } from './api/answer';
import { fetchAllRows as fetchAll } from './fetch-all-rows';

const numbers = z.array(z.number());
const fetchAllRows = (rangeOf: Parameters<typeof fetchAll>[2]) => fetchAll('numbers', numbers, rangeOf);

/** A table of `size` rows behind a server that answers at most `maxRows` per request. */
function server(size: number, maxRows: number) {
  const table = Array.from({ length: size }, (_, index) => index);
  const ranges: [number, number][] = [];
  const rangeOf = async (from: number, to: number) => {
    ranges.push([from, to]);
    return { data: table.slice(from, Math.min(to + 1, from + maxRows)), error: null, count: size };
  };
  return { table, ranges, rangeOf };
}

describe('fetchAllRows', () => {
  it('reads past a server that cuts every answer at its max rows', async () => {
    const { table, ranges, rangeOf } = server(2_345, 1_000);
    expect(await fetchAllRows(rangeOf)).toEqual(table);
    expect(ranges).toEqual([
      [0, 999],
      [1_000, 1_999],
      [2_000, 2_999],
    ]);
  });

  it('goes on from where a smaller cap stopped', async () => {
    const { table, ranges, rangeOf } = server(1_200, 500);
    expect(await fetchAllRows(rangeOf)).toEqual(table);
    expect(ranges.map(([from]) => from)).toEqual([0, 500, 1_000]);
  });

  it('one request when everything fits, none more for an empty table', async () => {
    const small = server(40, 1_000);
    expect(await fetchAllRows(small.rangeOf)).toHaveLength(40);
    expect(small.ranges).toHaveLength(1);
    const empty = server(0, 1_000);
    expect(await fetchAllRows(empty.rangeOf)).toEqual([]);
    expect(empty.ranges).toHaveLength(1);
  });

  it('throws the error of any range', async () => {
    const failure = { code: '42501', message: 'denied' };
    await expect(fetchAllRows(async () => ({ data: null, error: failure, count: null }))).rejects.toBe(
      failure,
    );
  });

  it('throws the typed error when a range holds a row of another shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = fetchAllRows(async () => ({ data: [1, 'two'], error: null, count: 2 }));
    await expect(answer).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(answer).rejects.toMatchObject({ source: 'numbers', issues: [{ path: [1] }] });
  });
});
