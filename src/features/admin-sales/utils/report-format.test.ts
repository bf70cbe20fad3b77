import { describe, expect, it } from 'vitest';
import { compactCurrency, percent, shortDay } from './report-format';

describe('report formats', () => {
  it('writes axis amounts short, in reais', () => {
    expect(compactCurrency(0)).toBe('R$\u00a00');
    expect(compactCurrency(950)).toBe('R$\u00a0950');
    expect(compactCurrency(1200)).toBe('R$\u00a01,2\u00a0mil');
    expect(compactCurrency(3_400_000)).toBe('R$\u00a03,4\u00a0mi');
  });

  it('writes a churn rate as a percentage with one decimal', () => {
    expect(percent(0.0789)).toBe('7,9%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
  });

  it('writes a day as dd/MM', () => {
    expect(shortDay('2026-11-05')).toBe('05/11');
  });
});
