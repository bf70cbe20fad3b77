import { describe, expect, it } from 'vitest';
import { billingIntervalLabel, billingPeriodSuffix } from './subscriptions';

describe('billing periods in pt-BR', () => {
  it('writes the suffix after an amount and the adjective', () => {
    expect(billingPeriodSuffix('month')).toBe('/mês');
    expect(billingPeriodSuffix('year')).toBe('/ano');
    expect(billingPeriodSuffix(null)).toBeNull();
    expect(billingIntervalLabel('month')).toBe('mensal');
    expect(billingIntervalLabel('year')).toBe('anual');
    expect(billingIntervalLabel('week')).toBeNull();
  });
});
