import { describe, expect, it, vi } from 'vitest';
import { pricingPlansQueryOptions } from './get-pricing-plans';

// The REST client reads the build's env; this test only looks at the cache key. What the read
// returns is tested against the local stack (tests/integration/public-reads.test.ts).
vi.mock('@/lib/public-rest', () => ({ restGet: vi.fn() }));

describe('pricing plans query', () => {
  it("is cached under the key 'pricing-plans' (the admin screen refreshes it)", () => {
    expect(pricingPlansQueryOptions().queryKey).toEqual(['pricing-plans']);
  });
});
