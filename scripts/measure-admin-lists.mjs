// Measures the admin list screens in Chromium against the production build and a local stack,
// first with the demo data, then with a school at real size (20 000 students, 5 000 of them in
// one course, 1 000 certificates), and prints the back office's figures (docs/performance.md): first content and the list
// shown (median of runs, and the ratio real size / demo), DOM nodes, and the bytes of the list's
// answer. Not a test: timings on shared machines are noisy, compare the ratios of one run.
//
//   node scripts/build-e2e.mjs && node scripts/measure-admin-lists.mjs [--runs 5] [--shots <folder>]
//
// Uses the e2e ports and build (TRILHA_E2E_APP_PORT, TRILHA_E2E_STACK_PORT, TRILHA_E2E_DIST_DIR)
// and Chromium from CHROMIUM_PATH or /usr/bin/chromium. --shots saves screenshots of the users
// and certificates screens at 390 and 1280 px wide, at real size.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { startStack } = await import('./lib/stack.mjs');
const { E2E_APP_PORT, E2E_APP_URL, E2E_STACK_PORT, E2E_DIST_DIR } = await import('./lib/e2e-config.mjs');
const { chromium } = await import('@playwright/test');
const { default: postgres } = await import('postgres');
const { preview } = await import('vite');

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, shots: { type: 'string' } },
});
const RUNS = Number(options.runs);
const BUDGET = { ratio: 1.2, domNodes: 3_000, kb: 50 };
const STUDENTS = 20_000;
const BIG_COURSE_STUDENTS = 5_000;
const CERTIFICATES = 1_000;
const ADMIN = { email: 'admin@trilhacloud.dev', password: 'Admin@12345' };
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

if (!existsSync(path.join(E2E_DIST_DIR, 'index.html'))) {
  console.error(`${E2E_DIST_DIR} is missing: run "node scripts/build-e2e.mjs" first.`);
  process.exit(1);
}

// Marks, from inside the page, when the list's first row is in the document (list shown).
const READY_SCRIPT = `
  (() => {
    const selector = 'tbody tr, ul[aria-label="Alunos matriculados"] li, [role="alert"]';
    const mark = () => {
      if (window.__listShown === undefined && document.querySelector(selector)) {
        window.__listShown = performance.now();
        return true;
      }
      return false;
    };
    new MutationObserver((_, observer) => mark() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
    });
  })();
`;

async function seedRealSize(databaseUrl) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const started = performance.now();
    // Brazilian names (accents, shared surnames); signed up over two years, before the demo accounts.
    await sql`
      insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
      select gen_random_uuid(), 'authenticated', 'authenticated',
             private.normalize_search_text(first || '.' || last) || '.' || n || '@exemplo.com.br',
             jsonb_build_object('full_name', first || ' ' || last, 'phone', '1199' || lpad(n::text, 7, '0'),
                                'terms_version', private.current_terms_version()),
             now(), now()
      from generate_series(1, ${STUDENTS}) as n,
           lateral (select (array['Ana', 'João', 'Maria', 'José', 'Antônio', 'Francisca', 'Carlos', 'Luíza',
                                  'Sebastião', 'Tânia', 'Otávio', 'Cecília'])[1 + n % 12] as first,
                           (array['Silva', 'Santos', 'Oliveira', 'Souza', 'Conceição', 'Simões', 'Brandão',
                                  'Gonçalves', 'Nóbrega', 'Magalhães', 'Assunção'])[1 + (n / 12) % 11] as last) as names`;
    await sql`
      update public.profiles p set created_at = now() - interval '2 years' + (split_part(split_part(p.email, '@', 1), '.', 3)::int) * interval '50 minutes'
      where p.email like '%@exemplo.com.br'`;
    const [course] = await sql`
      insert into public.courses (slug, title, description, learning_points, level, duration)
      values ('curso-escala', 'Curso com 5 000 alunos', 'O maior curso da escola.',
              array['Um', 'Dois', 'Três', 'Quatro', 'Cinco'], 'Iniciante', '8 semanas')
      returning id`;
    await sql`
      insert into public.enrollments (user_id, course_id, enrolled_at)
      select p.id, ${course.id}, p.created_at + interval '1 day'
      from public.profiles p where p.email like '%@exemplo.com.br'
      order by p.created_at limit ${BIG_COURSE_STUDENTS}`;
    // A certificate needs a course with a lesson, and a reason when issued without completion.
    const [module] = await sql`
      insert into public.course_modules (course_id, title, order_index) values (${course.id}, 'Módulo 1', 1)
      returning id`;
    await sql`
      insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
      values (${module.id}, 'Aula 1', 'https://www.youtube.com/watch?v=aircAruvnKk', 10, 1)`;
    await sql`
      insert into public.certificates (user_id, course_id, title, issued_at, issue_reason)
      select e.user_id, e.course_id, 'Curso com 5 000 alunos', e.enrolled_at + interval '30 days', 'Carga de medição'
      from public.enrollments e where e.course_id = ${course.id}
      order by e.enrolled_at limit ${CERTIFICATES}`;
    await sql`vacuum analyze`;
    const [counts] = await sql`select
      (select count(*)::int from public.profiles) as profiles,
      (select count(*)::int from public.enrollments where course_id = ${course.id}) as enrolled,
      (select count(*)::int from public.certificates) as certificates`;
    console.log(
      `real size: ${counts.profiles} accounts, ${counts.enrolled} in one course, ${counts.certificates} certificates ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    return course.id;
  } finally {
    await sql.end();
  }
}

async function signIn(stack) {
  const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign in failed: ${response.status}`);
  return JSON.stringify(await response.json());
}

/** One cold visit of a screen in a new context: its timings, DOM nodes and the list answer's bytes. */
async function visit(browser, session, url, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.addInitScript((value) => localStorage.setItem('trilha-cloud-auth', value), session);
  await context.addInitScript(READY_SCRIPT);
  const page = await context.newPage();
  const answers = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/rest/v1/rpc/admin_list_')) return;
    answers.push((await response.body().catch(() => Buffer.alloc(0))).length);
  });
  await page.goto(`${E2E_APP_URL}${url}`);
  await page.waitForFunction(() => globalThis.__listShown !== undefined, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Runs in the page (globalThis is its window).
  const figures = await page.evaluate(() => ({
    firstContent: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    listShown: globalThis.__listShown,
    domNodes: globalThis.document.querySelectorAll('*').length,
    failed: globalThis.document.querySelector('[role="alert"]')?.textContent ?? null,
  }));
  if (figures.failed) throw new Error(`${url}: ${figures.failed}`);
  return { ...figures, bytes: Math.max(0, ...answers), page, context };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, session, screens) {
  const results = {};
  for (const [name, url] of screens) {
    // One visit first, not counted: the server's and the browser's caches warm up on it.
    await (await visit(browser, session, url)).context.close();
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, ...figures } = await visit(browser, session, url);
      delete figures.page;
      await context.close();
      runs.push(figures);
    }
    results[name] = {
      firstContent: median(runs.map((run) => run.firstContent)),
      listShown: median(runs.map((run) => run.listShown)),
      domNodes: Math.max(...runs.map((run) => run.domNodes)),
      bytes: Math.max(...runs.map((run) => run.bytes)),
    };
  }
  return results;
}

async function screenshots(browser, session, folder, courseId) {
  mkdirSync(folder, { recursive: true });
  const shot = (page, name, fullPage = false) =>
    page.screenshot({ path: path.join(folder, `${name}.png`), fullPage });
  for (const width of [390, 1280]) {
    for (const [name, url] of [
      ['users', '/admin/users'],
      ['users-search', '/admin/users?q=joao%20silva&page=2'],
      ['certificates', '/admin/certificates'],
      ['enrollments', `/admin/courses/${courseId}/enrollments`],
    ]) {
      const { page, context } = await visit(browser, session, url, {
        width,
        height: width === 390 ? 844 : 900,
      });
      await shot(page, `${width}-${name}`, true);
      // The first screen, and the screen with the pagination under the list.
      await shot(page, `${width}-${name}-top`);
      await page
        .getByRole('navigation', { name: /^Páginas de/ })
        .first()
        .scrollIntoViewIfNeeded();
      await shot(page, `${width}-${name}-pages`);
      if (name === 'certificates') {
        await page
          .getByRole('button', { name: /^Emitir certificado para / })
          .first()
          .click();
        await page
          .getByRole('dialog')
          .getByText(/certificados? emitidos?/)
          .waitFor();
        await shot(page, `${width}-certificates-dialog`);
      }
      await context.close();
    }
  }
  console.log(`screenshots in ${folder}`);
}

const stack = await startStack({ name: 'measure', port: E2E_STACK_PORT, siteUrl: E2E_APP_URL });
let server;
let browser;
try {
  server = await preview({
    root: projectRoot,
    logLevel: 'warn',
    preview: { port: E2E_APP_PORT, strictPort: true, host: '127.0.0.1' },
    build: { outDir: E2E_DIST_DIR },
  });
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const session = await signIn(stack);
  const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} });
  const [demoCourse] = await sql`
    select c.id from public.courses c left join public.enrollments e on e.course_id = c.id
    group by c.id order by count(e.id) desc, c.id limit 1`;
  await sql.end();

  const screens = (courseId) => [
    ['/admin/users', '/admin/users'],
    ['/admin/certificates', '/admin/certificates'],
    ['enrolments of the biggest course', `/admin/courses/${courseId}/enrollments`],
    ['/admin/teachers', '/admin/teachers'],
  ];
  console.log(`demo data: ${RUNS} cold visits per screen`);
  const demo = await measure(browser, session, screens(demoCourse.id));
  const bigCourse = await seedRealSize(stack.databaseUrl);
  console.log(`real size: ${RUNS} cold visits per screen`);
  const real = await measure(browser, session, screens(bigCourse));

  const rows = screens('').map(([name]) => {
    const [a, b] = [demo[name], real[name]];
    const ratio = b.listShown / a.listShown;
    return {
      screen: name,
      'first content demo / real (ms)': `${a.firstContent?.toFixed(0)} / ${b.firstContent?.toFixed(0)}`,
      'list shown demo / real (ms)': `${a.listShown.toFixed(0)} / ${b.listShown.toFixed(0)}`,
      'ratio (≤ 1.2)': ratio.toFixed(2),
      'DOM nodes demo / real (≤ 3000)': `${a.domNodes} / ${b.domNodes}`,
      'list answer KB real (≤ 50)': (b.bytes / 1024).toFixed(1),
      verdict:
        ratio <= BUDGET.ratio && b.domNodes <= BUDGET.domNodes && b.bytes <= BUDGET.kb * 1024 ? 'OK' : 'OVER',
    };
  });
  console.table(rows);
  if (options.shots) await screenshots(browser, session, path.resolve(options.shots), bigCourse);
} finally {
  await browser?.close();
  if (server) await new Promise((resolve) => server.httpServer.close(resolve));
  await stack.stop();
}
