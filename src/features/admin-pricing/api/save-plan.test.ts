import { describe, expect, it } from 'vitest';
import { addFeature, INTERVAL_REQUIRED_MESSAGE, planSchema, type PlanFormValues } from './save-plan';

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
  amount: '',
  billing_interval: '',
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

  it('sells the plan only with an amount of R$ 1,00 or more and a billing interval', () => {
    // Blank: the plan is not sold here, whatever interval was picked.
    expect(planSchema.parse({ ...valid, billing_interval: 'month' })).toMatchObject({
      amount: null,
      billing_interval: null,
    });
    expect(planSchema.parse({ ...valid, amount: '49,90', billing_interval: 'month' })).toMatchObject({
      amount: 49.9,
      billing_interval: 'month',
    });
    expect(planSchema.parse({ ...valid, amount: '1.990,00', billing_interval: 'year' })).toMatchObject({
      amount: 1990,
      billing_interval: 'year',
    });
    const messages = (values: Partial<PlanFormValues>) => {
      const result = planSchema.safeParse({ ...valid, ...values });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ amount: '49,90' })).toEqual([INTERVAL_REQUIRED_MESSAGE]);
    expect(messages({ amount: '0,50', billing_interval: 'month' })).toEqual([
      'Informe um valor a partir de R$ 1,00 (ex.: 49,90)',
    ]);
    expect(messages({ amount: '49,999', billing_interval: 'month' })).toEqual([
      'Informe um valor a partir de R$ 1,00 (ex.: 49,90)',
    ]);
  });
});
