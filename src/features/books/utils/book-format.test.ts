import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/utils/format';
import { formatBookRating, formatPages, formatReviews } from './book-format';

describe('book figures in pt-BR', () => {
  it('formats rating, reviews and pages', () => {
    expect(formatBookRating('4.8')).toBe('4,8');
    expect(formatBookRating(null)).toBeNull();
    expect(formatReviews(1)).toBe('1 avaliação');
    expect(formatReviews(1214)).toBe('1.214 avaliações');
    expect(formatReviews(null)).toBe('0 avaliações');
    expect(formatPages(320)).toBe('320 páginas');
    expect(formatPages(null)).toBeNull();
  });

  it('shows prices in reais, also when the column arrives as a string', () => {
    expect(formatCurrency('89.90')).toBe('R$\u00a089,90');
    expect(formatCurrency(109.9)).toBe('R$\u00a0109,90');
  });
});
