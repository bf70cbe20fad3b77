import { describe, expect, it, vi } from 'vitest';
import { pageDocument, scriptJson } from './html-document';
import { fillPattern } from './public-pages';
import { breadcrumbJsonLd, isoDuration } from './structured-data';

// The page list imports the REST client, which reads the build's env; these tests use none of it.
vi.mock('@/lib/public-rest', () => ({ restGet: vi.fn() }));

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Trilha Cloud</title>
    <meta name="description" content="shell" />
  </head>
  <body>
    <noscript>Ative o JavaScript.</noscript>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const parts = {
  head: { title: 'Cursos & "trilhas"', description: 'Tudo <sobre> nuvem', path: '/courses' },
  canonicalUrl: 'https://trilha.cloud/courses',
  imageUrl: 'https://trilha.cloud/og-image.jpg',
  imageSize: { width: 1200, height: 630 },
  structuredData: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
  appHtml: '<main>Conteúdo</main>',
  stateJson: scriptJson({ path: '/courses', text: '</script>' }),
};

describe('a prerendered document', () => {
  const html = pageDocument(TEMPLATE, parts);

  it('has the page title, description, canonical and sharing tags, escaped', () => {
    expect(html).toContain('<title>Cursos &amp; &quot;trilhas&quot; | Trilha Cloud</title>');
    expect(html).toContain('<meta name="description" content="Tudo &lt;sobre&gt; nuvem" />');
    expect(html).toContain('<link rel="canonical" href="https://trilha.cloud/courses" />');
    expect(html).toContain('<meta property="og:image" content="https://trilha.cloud/og-image.jpg" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('puts the app in the root and drops the "enable JavaScript" note', () => {
    expect(html).toContain('<div id="root"><main>Conteúdo</main></div>');
    expect(html).not.toContain('<noscript>');
  });

  it('embeds data only as JSON no text can break out of', () => {
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((match) => match[1]!.trim())).toEqual([
      'type="application/ld+json"',
      'type="module" src="/assets/index.js"',
      'type="application/json" id="trilha-prerender-state"',
    ]);
    expect(JSON.parse(scripts[0]![2]!)).toEqual(parts.structuredData[0]);
    expect(JSON.parse(scripts[2]![2]!)).toEqual({ path: '/courses', text: '</script>' });
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageDocument(TEMPLATE.replace('<div id="root"></div>', ''), parts)).toThrow('empty #root');
  });
});

describe('structured data', () => {
  it('writes schema.org durations', () => {
    expect(isoDuration(24)).toBe('PT24H');
    expect(isoDuration(18.5)).toBe('PT18H30M');
    expect(isoDuration(0.25)).toBe('PT15M');
  });

  it('places a page under Home', () => {
    expect(breadcrumbJsonLd('https://trilha.cloud', [{ name: 'Cursos', path: '/courses' }])).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://trilha.cloud/' },
        { position: 2, name: 'Cursos', item: 'https://trilha.cloud/courses' },
      ],
    });
  });
});

describe('route patterns', () => {
  it('fills parameters, encoded', () => {
    expect(fillPattern('/course/:slug', { slug: 'aws' })).toBe('/course/aws');
    expect(fillPattern('/course/:slug', { slug: 'a b' })).toBe('/course/a%20b');
    expect(() => fillPattern('/course/:slug', {})).toThrow(':slug');
  });
});
