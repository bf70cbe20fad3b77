import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createAppRoutes } from '@/app/router';
import { pageDocument, scriptJson } from './html-document';
import { routeModulePreloads, type BuildManifest } from './module-preloads';
import { fillPattern, prerenderedRoutes } from './prerendered-routes';
import { breadcrumbJsonLd, isoDuration } from './structured-data';

// The route table imports the REST client, which reads the build's env; these tests use none of it.
vi.mock('@/lib/api/light-fetch', () => ({ restGet: vi.fn() }));

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'" />
    <title>Trilha Cloud</title>
    <meta name="description" content="shell" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils.js">
  </head>
  <body>
    <noscript>Ative o JavaScript.</noscript>
    <div id="root"></div>
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
  modulePreloads: ['/assets/courses-abc.js', '/assets/course-card-def.js'],
  startApp: { code: 'start()', hash: 'sha256-c3RhcnQ=' },
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
      'data-entry="/assets/index.js" data-preload="/assets/utils.js /assets/courses-abc.js /assets/course-card-def.js" data-session-key="trilha-cloud-session"',
      'type="application/ld+json"',
      'type="application/json" id="trilha-prerender-state"',
    ]);
    expect(JSON.parse(scripts[1]![2]!)).toEqual(parts.structuredData[0]);
    expect(JSON.parse(scripts[2]![2]!)).toEqual({ path: '/courses', text: '</script>' });
  });

  it("leaves the app's code to its start script, allowed by its hash and nothing else", () => {
    // start-app.js asks for the entry, the entry's imports and the page's route chunks together,
    // once the content has been painted.
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('-session-key="trilha-cloud-session">start()</script>');
    expect(html).toContain(`script-src 'self' 'sha256-c3RhcnQ='; object-src 'none'`);
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageDocument(TEMPLATE.replace('<div id="root"></div>', ''), parts)).toThrow('empty #root');
    expect(() => pageDocument(TEMPLATE.replace(/<script type="module".*<\/script>/, ''), parts)).toThrow(
      'no module script',
    );
    expect(() => pageDocument(TEMPLATE.replace("script-src 'self'; ", ''), parts)).toThrow(
      'Content-Security-Policy',
    );
    expect(() => pageDocument(TEMPLATE, { ...parts, startApp: { code: '"</script>"', hash: 'x' } })).toThrow(
      'inline',
    );
  });
});

// The shape of dist/.vite/manifest.json: the entry (index.html) and its shared chunk load from the
// template already; the course page's chunk and what it imports alone are what the page preloads.
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_utils-U1.js'] },
  '_utils-U1.js': { file: 'assets/utils-U1.js' },
  'src/app/routes/public/course-detail.tsx': {
    file: 'assets/course-detail-C1.js',
    imports: ['index.html', '_utils-U1.js', '_reviews-R1.js'],
  },
  '_reviews-R1.js': { file: 'assets/reviews-R1.js', imports: ['_stars-S1.js', 'index.html'] },
  '_stars-S1.js': { file: 'assets/stars-S1.js', imports: ['_reviews-R1.js'] },
};
const BUILT_TEMPLATE = `<head>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils-U1.js">
  </head>`;

describe('route chunk preloads', () => {
  it("lists the route's chunk and its static imports, recursively, but not what the template loads", () => {
    expect(routeModulePreloads(MANIFEST, 'src/app/routes/public/course-detail.tsx', BUILT_TEMPLATE)).toEqual([
      '/assets/course-detail-C1.js',
      '/assets/reviews-R1.js',
      '/assets/stars-S1.js',
    ]);
  });

  it('refuses a module the build does not have', () => {
    expect(() => routeModulePreloads(MANIFEST, 'src/app/routes/public/curso.tsx', BUILT_TEMPLATE)).toThrow(
      'src/app/routes/public/curso.tsx is not in the build manifest',
    );
  });

  it('knows the module and the document of every prerendered page of the route table', async () => {
    const routes = prerenderedRoutes(createAppRoutes({ queryClient: new QueryClient(), waitForData: true }));
    expect(routes.map((route) => route.pattern)).toEqual([
      '/',
      '/courses',
      '/course/:slug',
      '/courses/:slug',
      '/books',
      '/trilhas',
      '/trilha/:slug',
      '/pricing',
      '/empresas',
      '/privacidade',
      '/termos',
    ]);
    for (const { pattern, handle } of routes) {
      expect(existsSync(handle.module), handle.module).toBe(true);
      expect(typeof (await handle.document()).head, pattern).toBe('function');
    }
    const course = routes.find((route) => route.pattern === '/course/:slug')!.handle;
    expect(course.module).toBe('src/app/routes/public/course-detail.tsx');
    expect(course.paths).toBeDefined();
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
