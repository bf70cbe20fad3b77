import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';

describe('ReviewCard (threat 23)', () => {
  it('shows the text and the author name as text, never as HTML', () => {
    const body = '<script>alert("x")</script><img src=x onerror=alert(1)> Ótimo curso!';
    const { container } = render(
      <ReviewCard
        rating={4}
        body={body}
        authorName="<b>Hacker</b> S."
        createdAt="2026-11-26T12:00:00+00:00"
        updatedAt="2026-11-26T12:00:00+00:00"
      />,
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.textContent).toContain(body);
    expect(container.textContent).toContain('<b>Hacker</b> S.');
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('4 de 5 estrelas');
  });

  it('says when a review was edited', () => {
    const { container } = render(
      <ReviewCard
        rating={5}
        body={null}
        authorName="Ana S."
        createdAt="2026-11-20T12:00:00+00:00"
        updatedAt="2026-11-26T12:00:00+00:00"
      />,
    );
    expect(container.textContent).toContain('20/11/2026 · editada');
  });
});
