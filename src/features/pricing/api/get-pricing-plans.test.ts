import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { UnexpectedAnswerError } from '@/lib/api/answer';
import { getPricingPlans, pricingPlansQueryOptions } from './get-pricing-plans';

vi.mock('@/config/env', () => import('@/testing/test-env'));

const fetchMock = mockFetch();

describe('pricing plans read', () => {
  it("is cached under the key 'pricing-plans' (the admin screen refreshes it)", () => {
    expect(pricingPlansQueryOptions().queryKey).toEqual(['pricing-plans']);
  });

  it('throws the typed error when a plan comes back without its features list', async () => {
    const plan = {
      id: 'p1',
      name: 'Pro',
      price: 'R$ 49',
      period: '/mês',
      description: null,
      cta: 'Assinar',
      amount: null,
      billing_interval: null,
    };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ ...plan, features: null, cta_link: '/cadastro', is_popular: true }])),
    );
    const read = getPricingPlans();
    await expect(read).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(read).rejects.toMatchObject({
      source: 'pricing_plans',
      issues: [{ path: [0, 'features'] }],
    });
  });
});
