import { describe, expect, it } from 'vitest';
import {
  checkoutLinkWithCoupon,
  couponStatus,
  formatDiscount,
  formatPaidOrders,
  formatPerPerson,
  formatUses,
  formatValidity,
} from './coupon-format';

describe('coupon texts', () => {
  it("writes the discount as '40 %' or 'R$ 50,00', the Brazilian way", () => {
    expect(formatDiscount('percent', 40)).toBe('40\u00a0%');
    expect(formatDiscount('fixed', 50)).toBe('R$\u00a050,00');
    expect(formatDiscount('fixed', 1299.9)).toBe('R$\u00a01.299,90');
    expect(formatDiscount('fixed', 100_000)).toBe('R$\u00a0100.000,00');
  });

  it('counts uses against the limit, or alone when there is none', () => {
    expect(formatUses(12, 100)).toBe('12 de 100 usos');
    expect(formatUses(12, null)).toBe('12 usos');
    expect(formatUses(1, null)).toBe('1 uso');
    expect(formatUses(0, null)).toBe('0 usos');
    expect(formatUses(0, 1)).toBe('0 de 1 uso');
    expect(formatUses(1500, 20_000)).toBe('1.500 de 20.000 usos');
    expect(formatPerPerson(1)).toBe('Até 1 por pessoa');
    expect(formatPerPerson(null)).toBe('Sem limite por pessoa');
    expect(formatPaidOrders(1)).toBe('1 pedido pago');
    expect(formatPaidOrders(1203)).toBe('1.203 pedidos pagos');
  });

  it('writes the validity in pt-BR dates of Brasília, with no end said as such', () => {
    expect(formatValidity('2026-11-27T03:00:00+00:00', '2026-12-01T02:59:00+00:00')).toEqual({
      from: 'De 27/11/2026',
      until: 'até 30/11/2026',
    });
    expect(formatValidity('2026-11-27 03:00:00+00', null)).toEqual({
      from: 'De 27/11/2026',
      until: 'Sem data final',
    });
  });
});

describe('couponStatus', () => {
  const coupon = { is_active: true, valid_from: '2026-11-27T03:00:00Z', valid_until: '2026-12-01T03:00:00Z' };
  const at = (iso: string) => new Date(iso);

  it('is active between its dates, scheduled before, expired from its end on', () => {
    expect(couponStatus(coupon, at('2026-11-27T02:59:59Z'))).toBe('scheduled');
    expect(couponStatus(coupon, at('2026-11-27T03:00:00Z'))).toBe('active');
    expect(couponStatus(coupon, at('2026-12-01T02:59:59Z'))).toBe('active');
    expect(couponStatus(coupon, at('2026-12-01T03:00:00Z'))).toBe('expired');
    expect(couponStatus({ ...coupon, valid_until: null }, at('2030-01-01T00:00:00Z'))).toBe('active');
  });

  it('is inactive when switched off, whatever its dates', () => {
    for (const now of ['2026-11-01T00:00:00Z', '2026-11-28T00:00:00Z', '2027-01-01T00:00:00Z'])
      expect(couponStatus({ ...coupon, is_active: false }, at(now))).toBe('inactive');
  });
});

describe('checkoutLinkWithCoupon', () => {
  it("is the product's checkout carrying ?cupom=", () => {
    expect(checkoutLinkWithCoupon('https://trilha.cloud', 'course', 'abc-123', 'BLACKFRIDAY')).toBe(
      'https://trilha.cloud/checkout/curso/abc-123?cupom=BLACKFRIDAY',
    );
    expect(checkoutLinkWithCoupon('http://localhost:5173', 'plan', 'p1', 'NATAL_10')).toBe(
      'http://localhost:5173/checkout/plano/p1?cupom=NATAL_10',
    );
    expect(checkoutLinkWithCoupon('', 'book', 'b1', 'LIVRO-5')).toBe('/checkout/livro/b1?cupom=LIVRO-5');
    expect(checkoutLinkWithCoupon('', 'track', 't1', 'X1Y')).toBe('/checkout/trilha/t1?cupom=X1Y');
  });
});
