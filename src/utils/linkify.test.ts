import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('splitLinks', () => {
  it('finds http(s) links and keeps every other character as text', () => {
    const text = 'Leia https://aws.amazon.com/pt/ e depois http://example.com/a?b=1.\nFim';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', text: 'Leia ' },
      { kind: 'link', text: 'https://aws.amazon.com/pt/', href: 'https://aws.amazon.com/pt/' },
      { kind: 'text', text: ' e depois ' },
      { kind: 'link', text: 'http://example.com/a?b=1', href: 'http://example.com/a?b=1' },
      { kind: 'text', text: '.\nFim' },
    ]);
  });

  it('leaves sentence punctuation outside and balanced brackets inside', () => {
    expect(
      splitLinks('(veja https://pt.wikipedia.org/wiki/Nuvem_(computação)).').map((part) => part.text),
    ).toEqual(['(veja ', 'https://pt.wikipedia.org/wiki/Nuvem_(computação)', ').']);
  });

  it('never makes a link of javascript:, data: or HTML, and keeps them as plain text', () => {
    const hostile =
      '<script>alert(1)</script> javascript:alert(1) data:text/html,<b>x</b> <a href="https://x.dev">y</a>';
    const parts = splitLinks(hostile);
    expect(parts.map((part) => part.text).join('')).toBe(hostile);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', text: 'https://x.dev', href: 'https://x.dev/' },
    ]);
  });

  it('returns one text part for text without links, and nothing for an empty text', () => {
    expect(splitLinks('Sem links.')).toEqual([{ kind: 'text', text: 'Sem links.' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
