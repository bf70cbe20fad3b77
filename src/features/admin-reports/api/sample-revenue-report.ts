// Test data for the unit tests of 'Vendas e receita': get_revenue_report's answer for three days in
// which the figures add up as the database adds them — a course sold with the coupon BLACKFRIDAY
// (R$ 297,00 − R$ 118,80) through the affiliate Ana Souza (20 %), the same course by card through
// her, and an e-book later refunded.
import { revenueReportSchema, type RevenueReport } from './get-revenue-report';

export const sampleRevenueAnswer = {
  from: '2026-11-24',
  to: '2026-11-26',
  totals: {
    orders: 3,
    gross: 535.1,
    refunded: 59.9,
    charged_back: 0,
    net: 475.2,
    discounts: 118.8,
    commissions: 95.04,
    net_of_commissions: 380.16,
    average_ticket: 178.37,
  },
  by_day: [
    { day: '2026-11-24', orders: 1, gross: 178.2, net: 178.2 },
    { day: '2026-11-25', orders: 2, gross: 356.9, net: 297 },
    { day: '2026-11-26', orders: 0, gross: 0, net: 0 },
  ],
  by_product: [
    {
      product_kind: 'course',
      product_id: '6f1c2d3e-0000-4000-8000-000000000001',
      product_title: 'AWS Cloud Practitioner',
      orders: 2,
      gross: 475.2,
      net: 475.2,
    },
    {
      product_kind: 'book',
      product_id: '6f1c2d3e-0000-4000-8000-000000000002',
      product_title: 'Guia Prático da Nuvem AWS',
      orders: 1,
      gross: 59.9,
      net: 0,
    },
  ],
  by_method: [
    { method: 'card', orders: 1, net: 297 },
    { method: 'pix', orders: 2, net: 178.2 },
  ],
  by_coupon: [{ coupon_code: 'BLACKFRIDAY', orders: 1, gross: 178.2, discounts: 118.8, net: 178.2 }],
  by_affiliate: [
    {
      affiliate_id: '6f1c2d3e-0000-4000-8000-0000000000a1',
      affiliate_name: 'Ana Souza',
      affiliate_code: 'ana-souza-3f9a2',
      orders: 2,
      gross: 475.2,
      net: 475.2,
      commissions: 95.04,
    },
  ],
  subscriptions: {
    as_of: '2026-11-26T15:00:00+00:00',
    active_at_start: 4,
    churned: 1,
    churn_rate: 0.25,
    started: 1,
    started_ended: 0,
    active: 4,
    canceling: 1,
    mrr: 179.8,
    mrr_canceling: 89.9,
  },
};

/** The sample as the screen holds it (parsed), with `changes` over it. */
export function sampleRevenueReport(changes: Partial<RevenueReport> = {}): RevenueReport {
  return { ...revenueReportSchema.parse(sampleRevenueAnswer), ...changes };
}
