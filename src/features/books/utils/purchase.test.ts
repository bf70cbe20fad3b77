import { describe, expect, it, vi } from 'vitest';
import { isSoldHere, purchaseBook } from './purchase';

function effects() {
  return { open: vi.fn(), notify: vi.fn() };
}

describe('purchaseBook', () => {
  it('opens the purchase link and says Redirecionando', () => {
    const fx = effects();
    expect(purchaseBook({ title: 'Guia AWS', purchase_url: 'https://loja.example/aws' }, fx)).toBe(true);
    expect(fx.open).toHaveBeenCalledWith('https://loja.example/aws');
    expect(fx.notify).toHaveBeenCalledWith(
      'redirecting',
      'Redirecionando',
      expect.stringContaining('Guia AWS'),
    );
  });

  it('without a link, says Link indisponível naming the book and opens nothing', () => {
    for (const purchase_url of [null, '', '   ', 'javascript:alert(1)']) {
      const fx = effects();
      expect(purchaseBook({ title: 'IA Generativa', purchase_url }, fx)).toBe(false);
      expect(fx.open).not.toHaveBeenCalled();
      expect(fx.notify).toHaveBeenCalledWith(
        'unavailable',
        'Link indisponível',
        expect.stringContaining('"IA Generativa"'),
      );
    }
  });
});

describe('isSoldHere', () => {
  it('is a book with its e-book file and a price', () => {
    expect(isSoldHere({ file_path: 'guia-aws.pdf', price: 89.9 })).toBe(true);
    expect(isSoldHere({ file_path: 'guia-aws.epub', price: '89.90' })).toBe(true);
  });

  it('is not a book without a file, or without a price', () => {
    expect(isSoldHere({ file_path: null, price: 89.9 })).toBe(false);
    expect(isSoldHere({ file_path: 'guia-aws.pdf', price: null })).toBe(false);
    expect(isSoldHere({ file_path: 'guia-aws.pdf', price: 0.5 })).toBe(false);
  });
});
