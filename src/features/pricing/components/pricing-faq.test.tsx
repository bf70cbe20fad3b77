import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqItems, PricingFaq } from './pricing-faq';

describe('PricingFaq', () => {
  it('has five questions carrying the spec promises', () => {
    expect(faqItems).toHaveLength(5);
    const answers = faqItems.map((item) => item.answer).join(' ');
    expect(answers).toMatch(/7 dias/);
    expect(answers).toMatch(/100%/);
    expect(answers).toMatch(/fim do período já pago/);
    expect(answers).toMatch(/você paga só a diferença pelos dias que faltam do período/);
    expect(answers).toMatch(/código único de verificação/);
  });

  it('opens one answer at a time and closes it again', () => {
    render(<PricingFaq />);
    const [first, second] = screen.getAllByRole('button');
    expect(first!.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(second!);
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    expect(first!.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(second!);
    expect(second!.getAttribute('aria-expanded')).toBe('false');
  });
});
