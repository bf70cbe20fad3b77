// 'Vendas' and the revenue report, each below its own root (docs/architecture.md, "Query keys").
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { revenueKey, revenueReportQueryOptions } from './get-revenue-report';
import { salesKey, salesQueryOptions } from './get-sales';

describe('sales keys', () => {
  it("the sales key covers every page and filter of 'Vendas', not the revenue report", () => {
    const pages = [
      salesQueryOptions({ search: '', page: 1, status: '' }).queryKey,
      salesQueryOptions({ search: 'joao', page: 2, status: 'paid' }).queryKey,
    ];
    const revenue = revenueReportQueryOptions({ from: '2026-11-01', to: '2026-11-30' }).queryKey;
    expect(pages[0]).not.toEqual(pages[1]);
    for (const page of pages) expect(partialMatchKey(page, salesKey())).toBe(true);
    expect(partialMatchKey(revenue, salesKey())).toBe(false);
    expect(partialMatchKey(revenue, revenueKey())).toBe(true);
  });
});
