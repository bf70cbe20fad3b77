import { describe, expect, it, vi } from 'vitest';
import { pricingPlansQueryOptions, pricingPlansQueryPath } from './get-pricing-plans';

// The REST client reads the build's env; these tests only look at the query.
vi.mock('@/lib/public-rest', () => ({ restGet: vi.fn() }));

describe('pricing plans query', () => {
  it("is cached under the key 'pricing-plans' (the admin screen refreshes it)", () => {
    expect(pricingPlansQueryOptions().queryKey).toEqual(['pricing-plans']);
  });

  it('reads the active plans by order_index', () => {
    const query = new URL(`http://x/${pricingPlansQueryPath()}`).searchParams;
    expect(query.get('is_active')).toBe('eq.true');
    expect(query.get('order')).toMatch(/^order_index\.asc/);
  });
});
