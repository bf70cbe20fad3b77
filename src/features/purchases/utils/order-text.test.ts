import { describe, expect, it } from 'vitest';
import { amountText, couponText, orderNumber, paymentText } from './order-text';

const NBSP = '\u00a0';

describe('order lines in pt-BR', () => {
  it('writes how the order is paid', () => {
    expect(paymentText({ method: 'pix', installments: 1, amount: 297 })).toBe('Pix');
    expect(paymentText({ method: 'boleto', installments: 1, amount: 297 })).toBe('Boleto');
    expect(paymentText({ method: 'card', installments: 12, amount: 297 })).toBe(
      `Cartão de crédito em 12x de R$${NBSP}24,75`,
    );
    expect(paymentText({ method: 'card', installments: 1, amount: 297 })).toBe('Cartão de crédito à vista');
  });

  it('writes a plan’s card charge as monthly or yearly, never à vista', () => {
    const plan = { method: 'card', installments: 1, amount: 49.9, recurring: true };
    expect(paymentText({ ...plan, billing_interval: 'month' })).toBe('Cartão de crédito, cobrança mensal');
    expect(paymentText({ ...plan, billing_interval: 'year' })).toBe('Cartão de crédito, cobrança anual');
    expect(paymentText({ ...plan, method: 'pix', billing_interval: 'month' })).toBe('Pix');
  });

  it('writes the amount and the order number', () => {
    expect(amountText(297)).toBe(`R$${NBSP}297,00`);
    expect(orderNumber('a1b2c3d4-e5f6-4000-8000-000000000001')).toBe('A1B2C3D4');
  });
});

describe('couponText', () => {
  it('names the coupon and what it took off; nothing for an order without one', () => {
    expect(couponText({ coupon_code: 'BLACKFRIDAY', discount_amount: 118.8 })).toBe(
      `Cupom BLACKFRIDAY: - R$${NBSP}118,80`,
    );
    expect(couponText({ coupon_code: null, discount_amount: null })).toBeNull();
  });
});
