import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseRpcResult, RpcResultError } from '@/lib/rpc-json';
import { revenueReportQueryOptions, revenueReportSchema } from './get-revenue-report';
import { sampleRevenueAnswer } from './sample-revenue-report';

const parse = (data: unknown) => parseRpcResult('get_revenue_report', revenueReportSchema, data);

describe('the revenue report', () => {
  it('reads the discounts, the commissions and the net after them, numeric text included', () => {
    const report = parse({
      ...sampleRevenueAnswer,
      totals: { ...sampleRevenueAnswer.totals, discounts: '118.80', commissions: '95.04' },
    });
    expect(report.totals).toEqual({
      orders: 3,
      gross: 535.1,
      refunded: 59.9,
      charged_back: 0,
      net: 475.2,
      discounts: 118.8,
      commissions: 95.04,
      net_of_commissions: 380.16,
      average_ticket: 178.37,
    });
  });

  it('reads revenue by coupon and by affiliate, an affiliate without a name included', () => {
    const report = parse({
      ...sampleRevenueAnswer,
      by_affiliate: [{ ...sampleRevenueAnswer.by_affiliate[0], affiliate_name: null }],
    });
    expect(report.by_coupon).toEqual([
      { coupon_code: 'BLACKFRIDAY', orders: 1, gross: 178.2, discounts: 118.8, net: 178.2 },
    ]);
    expect(report.by_affiliate).toEqual([
      {
        affiliate_id: '6f1c2d3e-0000-4000-8000-0000000000a1',
        affiliate_name: null,
        affiliate_code: 'ana-souza-3f9a2',
        orders: 2,
        gross: 475.2,
        net: 475.2,
        commissions: 95.04,
      },
    ]);
  });

  it('throws when a new figure is missing, instead of showing R$ 0,00', () => {
    const totals: Record<string, unknown> = { ...sampleRevenueAnswer.totals };
    delete totals.commissions;
    expect(() => parse({ ...sampleRevenueAnswer, totals })).toThrow(
      /get_revenue_report: totals\.commissions: /,
    );
    expect(() => parse({ ...sampleRevenueAnswer, by_coupon: undefined })).toThrow(/by_coupon: /);
    expect(() =>
      parse({
        ...sampleRevenueAnswer,
        by_affiliate: [{ ...sampleRevenueAnswer.by_affiliate[0], commissions: 'muito' }],
      }),
    ).toThrow(RpcResultError);
  });

  it("is read again when a refund in 'Vendas' invalidates the back office's revenue", () => {
    const key = revenueReportQueryOptions({ from: '2026-11-01', to: '2026-11-30' }).queryKey;
    expect(partialMatchKey(key, ['admin', 'revenue'])).toBe(true);
    expect(key).not.toEqual(revenueReportQueryOptions({ from: '2026-11-24', to: '2026-11-30' }).queryKey);
  });
});
