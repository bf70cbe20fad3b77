// 'Vendas e receita' in 'Relatórios' (get_revenue_report, docs/payments.md): the period's totals —
// with what coupons took off and what affiliates earn —, revenue by day, by product, by payment
// method, by coupon and by affiliate, and the subscriptions (active, MRR, churn). Every figure is
// the database's; the screen and the CSV only write them (docs/sales-admin.md).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { JUST_READ_MS } from '@/lib/query-client';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { PAYMENT_METHODS, PRODUCT_KINDS } from '@/rules/orders';
import type { ReportRange } from '../utils/report-period';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const revenueReportSchema = z.object({
  from: isoDate,
  to: isoDate,
  totals: z.object({
    orders: jsonCount,
    gross: jsonNumber,
    refunded: jsonNumber,
    charged_back: jsonNumber,
    net: jsonNumber,
    /** What coupons took off the orders still paid (docs/coupons.md): already out of gross and net. */
    discounts: jsonNumber,
    /** What affiliates earn on the orders still paid (docs/affiliates.md). */
    commissions: jsonNumber,
    net_of_commissions: jsonNumber,
    average_ticket: jsonNumber,
  }),
  by_day: z.array(z.object({ day: isoDate, orders: jsonCount, gross: jsonNumber, net: jsonNumber })),
  by_product: z.array(
    z.object({
      product_kind: z.enum(PRODUCT_KINDS),
      product_id: z.string(),
      product_title: z.string(),
      orders: jsonCount,
      gross: jsonNumber,
      net: jsonNumber,
    }),
  ),
  by_method: z.array(z.object({ method: z.enum(PAYMENT_METHODS), orders: jsonCount, net: jsonNumber })),
  by_coupon: z.array(
    z.object({
      coupon_code: z.string(),
      orders: jsonCount,
      gross: jsonNumber,
      discounts: jsonNumber,
      net: jsonNumber,
    }),
  ),
  by_affiliate: z.array(
    z.object({
      affiliate_id: z.string(),
      /** The affiliate's profile name; null when the profile has none. */
      affiliate_name: z.string().nullable(),
      affiliate_code: z.string(),
      orders: jsonCount,
      gross: jsonNumber,
      net: jsonNumber,
      commissions: jsonNumber,
    }),
  ),
  // docs/payments.md, "Subscriptions in the report": read at the period's start and at as_of.
  subscriptions: z.object({
    as_of: z.string(),
    active_at_start: jsonCount,
    churned: jsonCount,
    /** null when none ran at the start: no rate to give. */
    churn_rate: jsonNumber.nullable(),
    started: jsonCount,
    started_ended: jsonCount,
    active: jsonCount,
    canceling: jsonCount,
    mrr: jsonNumber,
    mrr_canceling: jsonNumber,
  }),
});

export type RevenueReport = z.output<typeof revenueReportSchema>;

export async function getRevenueReport({ from, to }: ReportRange): Promise<RevenueReport> {
  return callRpc('get_revenue_report', { p_from: from, p_to: to }, revenueReportSchema);
}

/** Below the shared revenue root, which a refund in 'Vendas' invalidates: every period is read again. */
export const revenueReportKey = (range: ReportRange) =>
  [...sharedQueryKeys.admin.revenue(), 'report', range] as const;

export const revenueReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: revenueReportKey(range),
    queryFn: () => getRevenueReport(range),
    // Another period keeps the last one's figures on screen until its numbers arrive.
    placeholderData: keepPreviousData,
    staleTime: JUST_READ_MS,
  });

export function useRevenueReport(range: ReportRange) {
  return useQuery(revenueReportQueryOptions(range));
}
