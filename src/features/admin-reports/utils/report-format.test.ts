import { describe, expect, it } from 'vitest';
import { brazilianDay, compactCurrency, money, percent, shortDay } from './report-format';

describe('report formats', () => {
  it('writes amounts in reais, with the non-breaking space after R$', () => {
    expect(money(1234.5)).toBe('R$\u00a01.234,50');
    expect(money(0)).toBe('R$\u00a00,00');
  });

  it('writes axis amounts short, in reais, without a trailing ",0"', () => {
    expect(compactCurrency(0)).toBe('R$\u00a00');
    expect(compactCurrency(950)).toBe('R$\u00a0950');
    expect(compactCurrency(1000)).toBe('R$\u00a01\u00a0mil');
    expect(compactCurrency(1200)).toBe('R$\u00a01,2\u00a0mil');
    expect(compactCurrency(3_400_000)).toBe('R$\u00a03,4\u00a0mi');
  });

  it('writes a churn rate as a percentage with one decimal', () => {
    expect(percent(0.0789)).toBe('7,9%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
  });

  it('writes a day as dd/MM on an axis and dd/MM/yyyy in a table', () => {
    expect(shortDay('2026-11-05')).toBe('05/11');
    expect(brazilianDay('2026-11-05')).toBe('05/11/2026');
  });
});
