import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsePagedList, personSchema } from './paged-list';
import { RpcResultError } from './rpc-json';

const page = { total: 2_501, page: 3, page_size: 25 };
const person = { id: 'p', full_name: null, email: 'a@b.c' };

describe('parsePagedList', () => {
  it('reads the total, the page answered and its rows (counts may come as text)', () => {
    expect(parsePagedList('admin_list_x', personSchema, { ...page, total: '2501', rows: [person] })).toEqual({
      total: 2_501,
      page: 3,
      pageSize: 25,
      rows: [person],
    });
  });

  it('throws instead of showing a wrong total or an empty list', () => {
    expect(() =>
      parsePagedList('admin_list_x', personSchema, { ...page, total: undefined, rows: [] }),
    ).toThrow(/admin_list_x: total: /);
    expect(() => parsePagedList('admin_list_x', personSchema, { ...page, page: 0, rows: [] })).toThrow(
      /page: /,
    );
    expect(() => parsePagedList('admin_list_x', personSchema, { ...page, rows: null })).toThrow(/rows: /);
    expect(() =>
      parsePagedList('admin_list_x', personSchema, { ...page, rows: [{ ...person, email: 3 }] }),
    ).toThrow(/rows\.0\.email: /);
    expect(() => parsePagedList('admin_list_x', z.object({}), null)).toThrow(RpcResultError);
  });
});
