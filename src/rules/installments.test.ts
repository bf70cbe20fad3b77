import { describe, expect, it } from 'vitest';
import {
  installmentChoices,
  installmentLabel,
  installmentOfferText,
  installmentValue,
  maxInstallments,
} from './installments';

const NBSP = '\u00a0';
const MINIMUM = 5;

describe('installment offer text', () => {
  it("writes the AWS course's price as 'ou 12x de R$ 24,75'", () => {
    expect(installmentOfferText(297, MINIMUM)).toBe(`ou 12x de R$${NBSP}24,75`);
    expect(installmentOfferText('297.00', MINIMUM)).toBe(`ou 12x de R$${NBSP}24,75`);
  });

  it('rounds each installment to the cent', () => {
    // 100 / 12 = 8,333… → 8,33; 49,90 / 12 = 4,158… → fewer installments (minimum R$ 5,00).
    expect(installmentOfferText(100, MINIMUM)).toBe(`ou 12x de R$${NBSP}8,33`);
    expect(installmentOfferText(199.99, MINIMUM)).toBe(`ou 12x de R$${NBSP}16,67`);
    expect(installmentValue(0.1 + 0.2, 3)).toBe(0.1);
  });

  it('offers fewer installments when twelve would each be under the minimum', () => {
    expect(installmentOfferText(49.9, MINIMUM)).toBe(`ou 9x de R$${NBSP}5,54`);
    expect(installmentOfferText(10, MINIMUM)).toBe(`ou 2x de R$${NBSP}5,00`);
  });

  it('offers none for a price that allows only one payment, or no price', () => {
    expect(installmentOfferText(9.99, MINIMUM)).toBeNull();
    expect(installmentOfferText(0, MINIMUM)).toBeNull();
    expect(installmentOfferText(null, MINIMUM)).toBeNull();
    expect(installmentOfferText('', MINIMUM)).toBeNull();
  });
});

describe('installment choices', () => {
  it('counts up to twelve', () => {
    expect(maxInstallments(297, MINIMUM)).toBe(12);
    expect(maxInstallments(10000, MINIMUM)).toBe(12);
    expect(maxInstallments(60, MINIMUM)).toBe(12);
    expect(maxInstallments(59.99, MINIMUM)).toBe(11);
    expect(maxInstallments(4, MINIMUM)).toBe(1);
    expect(maxInstallments(297, 0)).toBe(12);
  });

  it('lists 1x to the most with each value', () => {
    const choices = installmentChoices(297, MINIMUM);
    expect(choices).toHaveLength(12);
    expect(choices[0]).toEqual({ count: 1, label: `1x de R$${NBSP}297,00` });
    expect(choices[2]).toEqual({ count: 3, label: `3x de R$${NBSP}99,00` });
    expect(choices[11]).toEqual({ count: 12, label: `12x de R$${NBSP}24,75` });
    expect(installmentLabel(297, 7)).toBe(`7x de R$${NBSP}42,43`);
  });
});

describe("the database's minimum installment", () => {
  it('is R$ 5,00 unless told otherwise', () => {
    expect(installmentOfferText(49.9)).toBe(`ou 9x de R$${NBSP}5,54`);
    expect(maxInstallments(297)).toBe(12);
    expect(installmentChoices(20)).toHaveLength(4);
  });
});
