// 'Minhas compras': the person's orders, newest first, paged and counted by the database
// (list_my_orders, 20 a page).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { myOrderSchema } from './order-schema';

export const myOrdersPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(myOrderSchema),
});

export type MyOrdersPage = z.output<typeof myOrdersPageSchema>;

export function listMyOrders(page: number): Promise<MyOrdersPage> {
  return callRpc('list_my_orders', { p_page: page }, myOrdersPageSchema);
}

export const myOrdersQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'orders', 'page', page],
    queryFn: () => listMyOrders(page),
    placeholderData: keepPreviousData,
  });

export function useMyOrders(userId: string, page: number) {
  return useQuery(myOrdersQueryOptions(userId, page));
}
