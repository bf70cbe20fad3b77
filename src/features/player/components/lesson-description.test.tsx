import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonDescription } from './lesson-description';

describe('LessonDescription (threat 23: text, never HTML)', () => {
  it('shows HTML and script as text and makes only http(s) links clickable, in a new tab', () => {
    const text =
      'Linha 1\n<img src=x onerror="alert(1)"><script>alert(2)</script>\njavascript:alert(3) e https://aws.amazon.com/pt/.';
    const { container } = render(<LessonDescription text={text} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe(text);
    expect(container.querySelector('img, script')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://aws.amazon.com/pt/']);
    expect(links[0]).toHaveProperty('target', '_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // Line breaks are kept on screen.
    expect(paragraph.className).toContain('whitespace-pre-line');
  });
});
