// 'Vendas' keys, below their own root (docs/architecture.md, "Query keys"): the sales key covers
// every page and filter of the list, and never the revenue report's shared root.
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { salesKey, salesQueryOptions } from './get-sales';

describe('sales keys', () => {
  it("the sales key covers every page and filter of 'Vendas', not the revenue report", () => {
    const pages = [
      salesQueryOptions({ search: '', page: 1, status: '' }).queryKey,
      salesQueryOptions({ search: 'joao', page: 2, status: 'paid' }).queryKey,
    ];
    expect(pages[0]).not.toEqual(pages[1]);
    for (const page of pages) expect(partialMatchKey(page, salesKey())).toBe(true);
    expect(partialMatchKey(sharedQueryKeys.admin.revenue(), salesKey())).toBe(false);
  });
});
