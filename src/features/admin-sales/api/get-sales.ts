// 'Vendas': the orders, newest first, one page at a time, searched (buyer, e-mail, product, order
// or payment id) and filtered by status by the database, with the total of what it finds
// (list_sales, one request per page).
import { useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import type { ListPage } from '@/lib/list-params';
import { pageArgs, pagedQueryOptions, parsePagedList, type PagedList } from '@/lib/paged-list';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { saleSchema, type OrderStatus, type Sale } from './sale-schema';

/** One page of the orders: what was searched, the status picked ('' for every status) and the page. */
export interface SalesPage extends ListPage {
  status: OrderStatus | '';
}

export function parseSales(data: unknown): PagedList<Sale> {
  return parsePagedList('list_sales', saleSchema, data);
}

export async function getSales(list: SalesPage): Promise<PagedList<Sale>> {
  return callRpc('list_sales', { ...pageArgs(list), p_status: list.status }, parseSales);
}

/** Every page and filter of 'Vendas' (not the revenue report, which has its own key). */
export const salesKey = () => [...sharedQueryKeys.admin.all(), 'sales'] as const;

export const salesQueryOptions = (list: SalesPage) =>
  pagedQueryOptions([...salesKey(), 'page', list] as const, () => getSales(list));

export function useSales(list: SalesPage) {
  return useQuery(salesQueryOptions(list));
}
