// 'Painel do afiliado' (get_my_affiliate_panel, docs/affiliates.md): the caller's code, rates,
// clicks, sales and commissions, the products they earn on, and a page of their sales (never who
// bought); applying to the program and changing the PIX key. Every figure is the database's.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { PRODUCT_KINDS } from '@/rules/orders';

const saleSchema = z.object({
  id: z.string(),
  sold_at: z.string().nullable(),
  product_kind: z.enum(PRODUCT_KINDS),
  product_title: z.string(),
  amount: jsonNumber,
  percent: jsonNumber,
  commission: jsonNumber,
  status: z.enum(['pending', 'available', 'paid', 'reversed']),
  available_at: z.string(),
});

export type AffiliateSale = z.output<typeof saleSchema>;

const linkSchema = z.object({
  kind: z.enum(PRODUCT_KINDS),
  id: z.string(),
  title: z.string(),
  price: jsonNumber,
  commission_percent: jsonNumber,
  commission: jsonNumber,
});

export type AffiliateProductLink = z.output<typeof linkSchema>;

export const affiliatePanelSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(['pending', 'active', 'suspended', 'rejected']),
  commission_percent: jsonNumber.nullable(),
  pix_key_hint: z.string().nullable(),
  applied_at: z.string(),
  clicks: jsonCount,
  clicks_30_days: jsonCount,
  sales: jsonCount,
  revenue: jsonNumber,
  pending: jsonNumber,
  available: jsonNumber,
  paid: jsonNumber,
  reversed: jsonNumber,
  links: z.array(linkSchema),
  sales_page: z.object({
    total: jsonCount,
    page: z.number().int(),
    page_size: z.number().int(),
    rows: z.array(saleSchema),
  }),
});

export type AffiliatePanel = z.output<typeof affiliatePanelSchema>;

const affiliateKeys = {
  all: (userId: string) => [...sharedQueryKeys.learner.all(userId), 'affiliate'] as const,
  panel: (userId: string, page: number) => [...affiliateKeys.all(userId), 'panel', page] as const,
};

export const affiliatePanelQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: affiliateKeys.panel(userId, page),
    queryFn: () => callRpc('get_my_affiliate_panel', { p_page: page }, affiliatePanelSchema.nullable()),
  });

export function useAffiliatePanel(userId: string, page: number) {
  return useQuery(affiliatePanelQueryOptions(userId, page));
}

const summarySchema = z.object({ id: z.string(), status: z.string() });

function useAffiliateChange(userId: string, run: (pixKey: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all(userId) }),
  });
}

export function useApplyAsAffiliate(userId: string) {
  return useAffiliateChange(userId, (pixKey) =>
    callRpc('apply_as_affiliate', { p_pix_key: pixKey }, summarySchema),
  );
}

export function useUpdatePixKey(userId: string) {
  return useAffiliateChange(userId, (pixKey) =>
    callRpc('update_my_pix_key', { p_pix_key: pixKey }, summarySchema),
  );
}
