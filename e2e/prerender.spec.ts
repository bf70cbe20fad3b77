// Public pages as real HTML: what a crawler or a link preview gets without running
// JavaScript, what a browser without JavaScript shows, and the hydration of that HTML in a
// browser with JavaScript (no warning, no layout shift, the database's latest data after it).
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import postgres from 'postgres';
import { E2E_APP_URL, E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { AUTH_STORAGE_KEY, sessionRecordValue, SESSION_RECORD_KEY } from '../src/lib/auth-storage';
import { builtFileOf, demo, e2eStack, expect, signInWithSession, test, waitForHydration } from './support';

/** The prerendered pages, each with a text of its content and its canonical path. */
const PAGES = [
  { path: '/', text: 'Cursos em destaque', title: 'Trilha Cloud — carreiras em computação em nuvem' },
  {
    path: '/courses',
    text: 'AWS Cloud Practitioner: fundamentos da nuvem AWS',
    title: 'Cursos | Trilha Cloud',
  },
  {
    path: '/course/aws',
    text: 'Conteúdo do curso',
    title: 'AWS Cloud Practitioner: fundamentos da nuvem AWS | Trilha Cloud',
  },
  { path: '/books', text: 'Por que ler os livros da Trilha Cloud?', title: 'Livros | Trilha Cloud' },
  { path: '/pricing', text: 'Perguntas Frequentes', title: 'Preços | Trilha Cloud' },
  { path: '/privacidade', text: 'LGPD', title: 'Política de Privacidade | Trilha Cloud' },
  { path: '/termos', text: 'Termos de Uso', title: 'Termos de Uso | Trilha Cloud' },
] as const;

const absolute = (pagePath: string) => new URL(pagePath, `${E2E_APP_URL}/`).href;

/** What `curl` gets: the document as served, no JavaScript run. */
async function fetchHtml(page: Page, pagePath: string) {
  const response = await page.request.get(pagePath);
  expect(response.status(), pagePath).toBe(200);
  return response.text();
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The courses published when the e2e stack started (the build's data: the same seed). */
async function seededPublishedCourses() {
  const started = statSync(path.join(E2E_RESULTS_DIR, 'e2e-stack.json')).mtime;
  const sql = postgres(e2eStack().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ slug: string }[]>`
      select slug from public.courses where is_active and lesson_count > 0 and created_at < ${started}`;
    return rows.map((row) => row.slug);
  } finally {
    await sql.end();
  }
}

test.describe('as served, without running JavaScript', () => {
  for (const { path: pagePath, text, title } of PAGES) {
    test(`${pagePath} has its content, title, description, canonical, sharing tags and JSON-LD`, async ({
      page,
    }) => {
      const html = await fetchHtml(page, pagePath);
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(text);
      expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(title);
      expect(attribute(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(40);
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(absolute(pagePath));
      expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(absolute(pagePath));
      for (const tag of ['og:title', 'og:description', 'og:image'])
        expect(attribute(html, new RegExp(`<meta property="${tag}" content="([^"]+)"`)), tag).toBeTruthy();
      expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
      expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toBe(absolute('/og-image.jpg'));
      const types = jsonLd(html).map((data) => data['@type']);
      expect(types).toEqual(
        pagePath === '/'
          ? ['Organization']
          : pagePath.startsWith('/course/')
            ? ['Course', 'BreadcrumbList']
            : ['BreadcrumbList'],
      );
      // The only code: the page's start script, inline and allowed by the Content-Security-Policy
      // through its hash (no other inline code runs); every other script is JSON.
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      const code = scripts.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!));
      expect(code.map(([, attributes]) => attributes!.replace(/"[^"]*"/g, '""'))).toEqual([
        ' data-entry="" data-preload="" data-session-key=""',
      ]);
      const policy = attribute(html, /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)!;
      const hash = createHash('sha256').update(code[0]![2]!).digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(policy.match(/'sha256-/g)).toHaveLength(1);
      expect(html).not.toContain('<noscript>');
    });
  }

  test('a course page: Course with its provider and an offer in BRL, and the breadcrumb', async ({
    page,
  }) => {
    const [course, breadcrumb] = jsonLd(await fetchHtml(page, '/course/aws'));
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'AWS Cloud Practitioner: fundamentos da nuvem AWS',
      url: absolute('/course/aws'),
      inLanguage: 'pt-BR',
      provider: { '@type': 'Organization', name: 'Trilha Cloud', url: absolute('/') },
      // Sold on its own at its price (it is also in the plans).
      offers: [
        {
          '@type': 'Offer',
          category: 'Paid',
          price: 297,
          priceCurrency: 'BRL',
          url: absolute('/course/aws'),
        },
      ],
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT24H' }],
    });
    expect(breadcrumb).toMatchObject({
      itemListElement: [
        { position: 1, item: absolute('/') },
        { position: 2, name: 'Cursos', item: absolute('/courses') },
        {
          position: 3,
          name: 'AWS Cloud Practitioner: fundamentos da nuvem AWS',
          item: absolute('/course/aws'),
        },
      ],
    });
  });

  test('/courses/{slug} serves the same page, canonical at /course/{slug}', async ({ page }) => {
    const html = await fetchHtml(page, '/courses/azure');
    expect(html).toContain('<h1');
    expect(html).toContain('Microsoft Azure Fundamentals (AZ-900)');
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(absolute('/course/azure'));
  });

  test('every other route gets the client-only shell', async ({ page }) => {
    for (const pagePath of ['/auth', '/dashboard', '/course/nao-existe', '/certificado/TC-0000']) {
      const html = await fetchHtml(page, pagePath);
      expect(html, pagePath).toContain('<div id="root"></div>');
      expect(html, pagePath).not.toContain('trilha-prerender-state');
    }
  });

  test('sitemap.xml lists every prerendered page and every published course; robots.txt points to it', async ({
    page,
  }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const courses = await seededPublishedCourses();
    expect(courses.length).toBeGreaterThan(0);
    expect(locations.sort()).toEqual(
      [
        ...['/', '/courses', '/books', '/pricing', '/empresas', '/privacidade', '/termos', '/trilhas'],
        ...courses.map((slug) => `/course/${slug}`),
        // The seeded published tracks.
        ...['/trilha/arquiteto-de-solucoes-aws', '/trilha/devops-no-azure'],
      ]
        .map(absolute)
        .sort(),
    );
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
    expect(robots).toContain('Disallow: /admin');
  });
});

test.describe('in a browser without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path: pagePath, text } of PAGES) {
    test(`${pagePath} shows its content`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByText('Carregando')).toHaveCount(0);
    });
  }

  test('the catalogue and the course cards are there, with their links', async ({ page }) => {
    await page.goto('/courses');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount((await seededPublishedCourses()).length);
    await expect(page.getByRole('link', { name: /^Ver Detalhes.*AWS/ })).toHaveAttribute(
      'href',
      '/course/aws',
    );
  });
});

test.describe('hydrated in a browser with JavaScript', () => {
  /** Console errors and warnings, uncaught errors, and the layout shifts of the page. */
  async function watch(page: Page) {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Remembers the prerendered root element: hydration keeps it, a client render would replace it.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      // What moved, for the failure message: a shift seen once under load was never explained.
      const moved: string[] = [];
      type Shift = PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          shifts.push(entry.value);
          for (const source of entry.sources ?? []) {
            const node = source.node instanceof Element ? source.node : source.node?.parentElement;
            const name = node
              ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join('.')}`
              : '?';
            const rect = (r: DOMRectReadOnly) =>
              `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
            moved.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { __layoutShifts: shifts, __layoutShiftSources: moved });
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { __prerendered: document.getElementById('root')?.firstElementChild }),
      );
    });
    return problems;
  }

  for (const { path: pagePath, text } of PAGES) {
    test(`${pagePath}: hydrated without a warning or a layout shift`, async ({ page }) => {
      const problems = await watch(page);
      // The refresh after hydration shows what changed since the build (other specs change the
      // shared database meanwhile), which may move content by design: held back here, so what is
      // measured is hydration's own work on the build's data (the refresh: the test below).
      await page.route(`${e2eStack().url}/**`, () => {});
      await page.goto(pagePath);
      await expect(page.getByText(text).first()).toBeVisible();
      // Hydrated (page.goto waits for the mark); two frames more, so that a shift its render
      // caused has been drawn and reported to the observer.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      // Hydrated: the prerendered elements are still there (a client render would replace them).
      expect(
        await page.evaluate(
          () =>
            document.getElementById('root')?.firstElementChild ===
            (window as unknown as { __prerendered: Element }).__prerendered,
        ),
      ).toBe(true);
      expect(problems).toEqual([]);
      const { shifts, sources } = await page.evaluate(() => {
        const seen = window as unknown as { __layoutShifts: number[]; __layoutShiftSources: string[] };
        return { shifts: seen.__layoutShifts, sources: seen.__layoutShiftSources };
      });
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        sources.join('\n'),
      ).toBe(0);
    });
  }

  test('a change made in the admin since the build shows on reload', async ({ page }) => {
    const sql = postgres(e2eStack().databaseUrl, { max: 1, onnotice: () => {} });
    const [before] = await sql<
      { description: string }[]
    >`select description from public.courses where slug = 'ia'`;
    const changed = `${before!.description} Turma nova em março.`;
    try {
      await sql`update public.courses set description = ${changed} where slug = 'ia'`;
      const html = await fetchHtml(page, '/course/ia');
      expect(html).not.toContain('Turma nova em março.');
      await page.goto('/course/ia');
      await expect(page.getByText('Turma nova em março.')).toBeVisible();
    } finally {
      await sql`update public.courses set description = ${before!.description} where slug = 'ia'`;
      await sql.end();
    }
  });
});

test.describe('someone signed in, on a page built for visitors', () => {
  /** What the page showed when its start script asked for the app's code (none of which had run). */
  async function recordBeforeTheApp(page: Page) {
    await page.addInitScript(() => {
      const visibility = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).visibility : 'absent';
      };
      // Whether a visitor's enrol button was ever on screen, from the first paint to the end.
      const watchEnrol = () => {
        const button = [...document.querySelectorAll('main button, main a')].find((element) =>
          ['Inscrever-se Agora', 'Comprar Agora'].includes(element.textContent?.trim() ?? ''),
        );
        if (button && getComputedStyle(button).visibility === 'visible')
          Object.assign(window, { __sawEnrol: true });
        requestAnimationFrame(watchEnrol);
      };
      requestAnimationFrame(watchEnrol);
      const observer = new MutationObserver(() => {
        if (!document.querySelector('script[type="module"]')) return;
        observer.disconnect();
        Object.assign(window, {
          __beforeTheApp: {
            marked: document.documentElement.hasAttribute('data-stored-session'),
            signIn: visibility('header a[href="/auth"]'),
            enrol: visibility('main [data-session-dependent]'),
          },
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  }
  const beforeTheApp = (page: Page) =>
    page.evaluate(() => (window as unknown as { __beforeTheApp: Record<string, unknown> }).__beforeTheApp);

  test("does not see 'Entrar' or the visitor's enrol button while the app starts", async ({ page }) => {
    await signInWithSession(page, demo.student.email, demo.student.password);
    await recordBeforeTheApp(page);
    await page.goto('/course/aws');
    expect(await beforeTheApp(page)).toEqual({
      marked: true,
      signIn: 'hidden',
      enrol: 'hidden',
    });
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Minha Conta' })).toBeVisible();
    // Enrolled in this course (the seed): from the first paint to 'Continuar', never the visitor's
    // 'Comprar Agora' (or a free course's 'Inscrever-se Agora').
    await expect(page.getByRole('link', { name: /^Continuar/ }).first()).toBeVisible();
    expect(await page.evaluate(() => '__sawEnrol' in window)).toBe(false);
    await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-stored-session'))).toBe(
      false,
    );
  });

  test('a visitor sees the page as built, at once', async ({ page }) => {
    await recordBeforeTheApp(page);
    await page.goto('/course/aws');
    expect(await beforeTheApp(page)).toEqual({
      marked: false,
      signIn: 'visible',
      enrol: 'visible',
    });
    // The watcher of the test above does see the button when it is shown.
    expect(await page.evaluate(() => '__sawEnrol' in window)).toBe(true);
  });

  test("a stored session that is no longer valid ends with 'Entrar' shown", async ({ page }) => {
    await page.goto('/');
    const session = { access_token: 'expired', refresh_token: 'revoked', expires_at: 1, user: { id: 'x' } };
    await page.evaluate(([entries]) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), [
      [
        [AUTH_STORAGE_KEY, JSON.stringify(session)],
        [SESSION_RECORD_KEY, sessionRecordValue(session)],
      ],
    ] as const);
    await page.goto('/course/aws');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Comprar Agora' })).toBeVisible();
  });
});

test.describe("a page's route chunk", () => {
  /** The built files of the entry and of the course page's route module (Vite's build manifest). */
  function builtFiles() {
    return {
      entry: `/${builtFileOf('index.html')}`,
      courseDetail: `/${builtFileOf('src/app/routes/public/course-detail.tsx')}`,
    };
  }

  test("is listed for the page's start script in the prerendered HTML", async ({ page }) => {
    const { entry, courseDetail } = builtFiles();
    for (const pagePath of ['/course/aws', '/courses/aws']) {
      const html = await fetchHtml(page, pagePath);
      const head = html.slice(0, html.indexOf('</head>'));
      const start = /<script data-entry="([^"]+)" data-preload="([^"]+)"/.exec(head);
      expect(start, pagePath).not.toBeNull();
      expect(start![1]).toBe(entry);
      expect(start![2]!.split(' ')).toContain(courseDetail);
      expect(html, pagePath).not.toContain('type="module"');
    }
  });

  test("is asked for, with the app's code, only once the content has been painted", async ({ page }) => {
    const { entry, courseDetail } = builtFiles();
    await page.goto('/course/aws');
    await waitForHydration(page);
    const timings = await page.evaluate(
      ([entryPath, chunkPath]) => {
        const requestStart = (pathname: string) =>
          performance
            .getEntriesByType('resource')
            .find((resource) => new URL(resource.name).pathname === pathname)?.startTime;
        return {
          firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          entry: requestStart(entryPath),
          routeChunk: requestStart(chunkPath),
        };
      },
      [entry, courseDetail] as const,
    );
    expect(timings.firstContentfulPaint).toBeDefined();
    expect(timings.entry).toBeGreaterThanOrEqual(timings.firstContentfulPaint!);
    expect(timings.routeChunk).toBeGreaterThanOrEqual(timings.firstContentfulPaint!);
  });

  test('is requested while the entry is still downloading, not after it has run', async ({ page }) => {
    const { entry, courseDetail } = builtFiles();
    // The entry is held back: only the HTML itself can ask for the route chunk meanwhile.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(`**${entry}`, async (route) => {
      await entryHeld;
      await route.continue();
    });
    const chunkRequested = page.waitForRequest((request) => new URL(request.url()).pathname === courseDetail);
    await page.goto('/course/aws', { waitUntil: 'commit' });
    await chunkRequested;
    releaseEntry();
    await waitForHydration(page);
  });
});
