import { describe, expect, it, vi } from 'vitest';
import { booksQueryPath } from './get-books';

vi.mock('@/lib/public-rest', () => ({ restGet: vi.fn() }));

describe('books query', () => {
  it('reads the active books by order_index with every field the page shows', () => {
    const query = new URL(`http://x/${booksQueryPath()}`).searchParams;
    expect(query.get('is_active')).toBe('eq.true');
    expect(query.get('order')).toMatch(/^order_index\.asc/);
    for (const column of ['purchase_url', 'sample_url', 'topics', 'benefits', 'reviews', 'pages', 'price']) {
      expect(query.get('select')).toContain(column);
    }
  });
});
