import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainText } from './plain-text';

describe('PlainText (threat 23: questions and answers are text, never HTML)', () => {
  it('shows HTML and script as text and makes only http(s) links clickable, in a new tab', () => {
    const text =
      '<b>negrito</b>\n<img src=x onerror="alert(1)"><script>alert(2)</script>\njavascript:alert(3) veja https://docs.aws.amazon.com/s3/.';
    const { container } = render(<PlainText text={text} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe(text);
    expect(container.querySelector('b, img, script')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://docs.aws.amazon.com/s3/']);
    expect(links[0]).toHaveProperty('target', '_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(paragraph.className).toContain('whitespace-pre-line');
  });
});
