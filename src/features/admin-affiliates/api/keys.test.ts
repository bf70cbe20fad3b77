// 'Afiliados' keys, below the admin root (docs/architecture.md, "Query keys"): a change of an
// affiliate refreshes every page and status filter of the list, and the products on sale are
// their own read.
import { partialMatchKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productsOnSaleQueryOptions } from '@/lib/products-on-sale';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { affiliatesQueryOptions } from './get-affiliates';
import { affiliatesKeys } from './keys';

describe('affiliate keys', () => {
  it('sit below the admin root, one key a page and status of the list', () => {
    const pages = [
      affiliatesQueryOptions({ status: '', search: '', page: 1 }).queryKey,
      affiliatesQueryOptions({ status: 'pending', search: '', page: 1 }).queryKey,
      affiliatesQueryOptions({ status: 'pending', search: '', page: 2 }).queryKey,
    ];
    expect(new Set(pages.map((key) => JSON.stringify(key))).size).toBe(3);
    for (const key of [...pages, productsOnSaleQueryOptions().queryKey])
      expect(partialMatchKey(key, sharedQueryKeys.admin.all())).toBe(true);
  });

  it("a change's invalidation covers every page of the list, not the products on sale", async () => {
    const client = new QueryClient();
    // Plain keys: the cache is given a stand-in value, not the reads' own data.
    const pages: readonly unknown[][] = [
      [...affiliatesQueryOptions({ status: '', search: '', page: 1 }).queryKey],
      [...affiliatesQueryOptions({ status: 'suspended', search: 'ana', page: 3 }).queryKey],
    ];
    const products: unknown[] = [...productsOnSaleQueryOptions().queryKey];
    for (const key of [...pages, products]) client.setQueryData(key, 'data');
    await client.invalidateQueries({ queryKey: affiliatesKeys.list() });
    for (const key of pages) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(products)?.isInvalidated).toBe(false);
  });
});
