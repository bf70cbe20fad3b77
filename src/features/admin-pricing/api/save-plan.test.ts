import { describe, expect, it } from 'vitest';
import { addFeature, planSchema, type PlanFormValues } from './save-plan';

const valid: PlanFormValues = {
  name: 'Pro',
  price: 'R$ 49,90',
  period: '',
  description: '',
  features: ['Tudo', ' '],
  cta: 'Assinar',
  cta_link: 'https://example.com/pagar',
  order_index: '3',
  is_popular: false,
  is_active: true,
};

describe('plan form', () => {
  it('adds features by text, ignoring blanks', () => {
    expect(addFeature(['A'], '  B  ')).toEqual(['A', 'B']);
    expect(addFeature(['A'], '   ')).toEqual(['A']);
  });

  it('keeps filled features and turns the order into a number', () => {
    expect(planSchema.parse(valid)).toMatchObject({ features: ['Tudo'], order_index: 3, period: null });
  });

  it('requires name, price, button text, button link and order', () => {
    const result = planSchema.safeParse({
      ...valid,
      name: '',
      price: ' ',
      cta: '',
      cta_link: '',
      order_index: '',
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Nome é obrigatório',
      'Preço é obrigatório',
      'Texto do botão é obrigatório',
      'Link do botão é obrigatório',
      'Ordem de exibição é obrigatória',
    ]);
    expect(planSchema.safeParse({ ...valid, cta_link: 'pagar' }).success).toBe(false);
  });
});
