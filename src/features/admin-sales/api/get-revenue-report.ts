// The revenue report of 'Relatórios' (get_revenue_report, docs/payments.md): totals, revenue by
// day and by product, by payment method, and the subscriptions (active, MRR, churn) of one period,
// each figure defined in docs/payments.md.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { PAYMENT_METHODS, PRODUCT_KINDS } from './sale-schema';
import { JUST_READ_MS } from '@/lib/query-client';

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

export interface ReportRange {
  from: string;
  to: string;
}

export async function getRevenueReport({ from, to }: ReportRange): Promise<RevenueReport> {
  return callRpc('get_revenue_report', { p_from: from, p_to: to }, revenueReportSchema);
}

/** The revenue report of every period (a refund refreshes them all). */
export const revenueKey = () => [...sharedQueryKeys.admin.all(), 'revenue'] as const;

export const revenueReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: [...revenueKey(), range],
    queryFn: () => getRevenueReport(range),
    // Another period keeps the charts of the last one on screen until its numbers arrive.
    placeholderData: keepPreviousData,
    staleTime: JUST_READ_MS,
  });

export function useRevenueReport(range: ReportRange) {
  return useQuery(revenueReportQueryOptions(range));
}
