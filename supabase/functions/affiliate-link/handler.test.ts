import { describe, expect, it } from 'vitest';
import { destinationOf } from './handler.ts';

const site = 'https://trilha.example';

describe('destinationOf', () => {
  it('leads to the site path the link names, with the code in lower case', () => {
    expect(
      destinationOf(new URL('https://fn/?ref=Ana-1&para=/checkout/curso/abc%3Fcupom%3DX'), site, 'Ana-1')
        .href,
    ).toBe('https://trilha.example/checkout/curso/abc?cupom=X&ref=ana-1');
    expect(destinationOf(new URL('https://fn/?para=/course/aws?x=1'), site, 'ana-1').href).toBe(
      'https://trilha.example/course/aws?x=1&ref=ana-1',
    );
  });

  it('never leaves the site: another origin, // and backslashes lead to the home page', () => {
    for (const para of ['https://evil.example', '//evil.example', '/\\evil.example', 'pagina', '/a b']) {
      const url = new URL(`https://fn/?ref=ana-1&para=${encodeURIComponent(para)}`);
      expect(destinationOf(url, site, null).href, para).toBe('https://trilha.example/');
    }
  });
});
