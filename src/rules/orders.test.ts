import { describe, expect, it } from 'vitest';
import { isSettledStatus, orderStatusLabel, paymentMethodLabel, productKindLabel } from './orders';

describe('orders in pt-BR', () => {
  it.each([
    ['pending', 'Aguardando pagamento'],
    ['paid', 'Pago'],
    ['refunded', 'Reembolsado'],
    ['charged_back', 'Contestado no cartão'],
    ['expired', 'Expirado'],
    ['failed', 'Pagamento recusado'],
  ])('status %s reads %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it('names the methods and the kinds of product', () => {
    expect(['pix', 'boleto', 'card'].map(paymentMethodLabel)).toEqual(['Pix', 'Boleto', 'Cartão de crédito']);
    expect(['course', 'book', 'plan'].map(productKindLabel)).toEqual([
      'Curso',
      'Livro digital',
      'Assinatura',
    ]);
  });

  it('only a pending order may still change by itself', () => {
    expect(isSettledStatus('pending')).toBe(false);
    expect(['paid', 'refunded', 'charged_back', 'expired', 'failed'].every(isSettledStatus)).toBe(true);
  });
});
