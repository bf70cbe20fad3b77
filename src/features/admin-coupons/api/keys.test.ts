// 'Cupons' keys, below the admin root (docs/architecture.md, "Query keys"): a save refreshes every
// page and search of the list, and the product picker is its own read.
import { partialMatchKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productsOnSaleQueryOptions } from '@/lib/products-on-sale';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { couponsQueryOptions } from './get-coupons';
import { couponsKeys } from './keys';

describe('coupon keys', () => {
  it('sit below the admin root, one key a page and search of the list', () => {
    const pages = [
      couponsQueryOptions({ search: '', page: 1 }).queryKey,
      couponsQueryOptions({ search: 'BLACK', page: 2 }).queryKey,
    ];
    expect(pages[0]).not.toEqual(pages[1]);
    for (const key of [...pages, productsOnSaleQueryOptions().queryKey])
      expect(partialMatchKey(key, sharedQueryKeys.admin.all())).toBe(true);
  });

  it("a save's invalidation covers every page of the list, not the products on sale", async () => {
    const client = new QueryClient();
    // Plain keys: the cache is given a stand-in value, not the reads' own data.
    const pages: readonly unknown[][] = [
      [...couponsQueryOptions({ search: '', page: 1 }).queryKey],
      [...couponsQueryOptions({ search: 'NATAL', page: 3 }).queryKey],
    ];
    const products: unknown[] = [...productsOnSaleQueryOptions().queryKey];
    for (const key of [...pages, products]) client.setQueryData(key, 'data');
    await client.invalidateQueries({ queryKey: couponsKeys.list() });
    for (const key of pages) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(products)?.isInvalidated).toBe(false);
  });
});
