import { describe, expect, it } from 'vitest';
import { absoluteSignedUrl } from './backend';

describe('signed Storage links', () => {
  const base = 'https://projeto.supabase.co';

  it("reads hosted Storage's path, relative to /storage/v1", () => {
    expect(absoluteSignedUrl(base, '/object/sign/book-files/livro.pdf?token=t')).toBe(
      'https://projeto.supabase.co/storage/v1/object/sign/book-files/livro.pdf?token=t',
    );
  });

  it("reads the local server's path, relative to the origin", () => {
    expect(
      absoluteSignedUrl('http://127.0.0.1:54321', '/storage/v1/object/sign/book-files/livro.pdf?token=t'),
    ).toBe('http://127.0.0.1:54321/storage/v1/object/sign/book-files/livro.pdf?token=t');
  });

  it('keeps an absolute address', () => {
    expect(absoluteSignedUrl(base, 'https://cdn.example/livro.pdf?token=t')).toBe(
      'https://cdn.example/livro.pdf?token=t',
    );
  });
});
