// Every order the search and status filter of 'Vendas' find, in the list's order, for the CSV
// (export_sales: the same filter and rows as list_sales, without pages).
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { saleSchema, type Sale } from './sale-schema';
import type { SalesPage } from './get-sales';

export async function exportSales({ search, status }: Omit<SalesPage, 'page'>): Promise<Sale[]> {
  return callRpc('export_sales', { p_search: search, p_status: status }, z.array(saleSchema));
}
