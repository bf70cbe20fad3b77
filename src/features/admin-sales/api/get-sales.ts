// 'Vendas': the orders, newest first, one page at a time, searched (buyer, e-mail, product, order
// or payment id) and filtered by status by the database, with the total of what it finds
// (list_sales, one request per page).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { PAGE_SIZE, type ListPage } from '@/lib/list-params';
import { parsePagedList, type PagedList } from '@/lib/paged-list';
import { queryKeys } from '@/lib/query-keys';
import { saleSchema, type OrderStatus, type Sale } from './sale-schema';

/** One page of the orders: what was searched, the status picked ('' for every status) and the page. */
export interface SalesPage extends ListPage {
  status: OrderStatus | '';
}

export function parseSales(data: unknown): PagedList<Sale> {
  return parsePagedList('list_sales', saleSchema, data);
}

export async function getSales({ search, status, page }: SalesPage): Promise<PagedList<Sale>> {
  return callRpc(
    'list_sales',
    { p_search: search, p_status: status, p_page: page, p_page_size: PAGE_SIZE },
    parseSales,
  );
}

export const salesQueryOptions = (list: SalesPage) =>
  queryOptions({
    queryKey: queryKeys.admin.salesPage(list),
    queryFn: () => getSales(list),
    // The page on screen stays while the next one loads (no flash of 'Carregando...').
    placeholderData: keepPreviousData,
  });

export function useSales(list: SalesPage) {
  return useQuery(salesQueryOptions(list));
}
