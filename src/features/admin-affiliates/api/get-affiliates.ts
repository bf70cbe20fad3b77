// 'Afiliados': the affiliates, applications first, one page at a time, filtered by status and
// searched by name, e-mail or code, counted and paged by the database, each with their rates, clicks, sales and commissions as it sums them
// (admin_list_affiliates, supabase/schemas/18_affiliates.sql; docs/affiliates.md, "Calls").
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { PAGE_SIZE } from '@/lib/list-params';
import { pagedQueryOptions, parsePagedList, type PagedList } from '@/lib/paged-list';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { PRODUCT_KINDS } from '@/rules/orders';
import { AFFILIATE_STATUSES, type AffiliateStatus } from '../utils/affiliate-format';
import { affiliatesKeys } from './keys';

export const affiliateProductSchema = z.object({
  kind: z.enum(PRODUCT_KINDS),
  id: z.string(),
  commission_percent: jsonNumber,
  // A product deleted since has no title left.
  title: z.string().nullable(),
});

export const affiliateSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  code: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  commission_percent: jsonNumber.nullable(),
  pix_key_hint: z.string().nullable(),
  applied_at: z.string(),
  approved_at: z.string().nullable(),
  products: z.array(affiliateProductSchema),
  clicks: jsonCount,
  clicks_30_days: jsonCount,
  sales: jsonCount,
  revenue: jsonNumber,
  pending: jsonNumber,
  available: jsonNumber,
  paid: jsonNumber,
  reversed: jsonNumber,
});

export type Affiliate = z.output<typeof affiliateSchema>;
export type AffiliateProduct = z.output<typeof affiliateProductSchema>;

/** One page of the list: the status picked ('' for every status), the search and the page. */
export interface AffiliatesPage {
  status: AffiliateStatus | '';
  search: string;
  page: number;
}

export function parseAffiliates(data: unknown): PagedList<Affiliate> {
  return parsePagedList('admin_list_affiliates', affiliateSchema, data);
}

export function getAffiliates({ status, search, page }: AffiliatesPage): Promise<PagedList<Affiliate>> {
  return callRpc(
    'admin_list_affiliates',
    { p_status: status, p_search: search, p_page: page, p_page_size: PAGE_SIZE },
    parseAffiliates,
  );
}

export const affiliatesQueryOptions = (list: AffiliatesPage) =>
  pagedQueryOptions([...affiliatesKeys.list(), list] as const, () => getAffiliates(list));

export function useAffiliates(list: AffiliatesPage) {
  return useQuery(affiliatesQueryOptions(list));
}
