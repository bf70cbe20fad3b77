import { describe, expect, it, vi } from 'vitest';
import { courseQueryPath } from './get-course';

// The REST client reads the build's env; this test only builds a query string. What the reads
// answer is tested against the local stack (tests/integration/public-reads.test.ts).
vi.mock('@/lib/api/light-fetch', () => ({ restGet: vi.fn() }));

describe('catalogue REST queries', () => {
  it('keeps an odd slug inside its filter, so a slug cannot add query parameters', () => {
    const query = new URL(`http://x/${courseQueryPath('a&limit=100')}`).searchParams;
    expect(query.get('slug')).toBe('eq.a&limit=100');
    expect(query.get('limit')).toBe('1');
  });
});
