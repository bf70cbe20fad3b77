import { describe, expect, it, vi } from 'vitest';
import { purchaseBook } from './purchase';

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
