// Lighthouse budgets of the public pages (docs/performance.md): mobile preset
// (simulated Slow 4G, 4x CPU), Debian Chromium, 5 runs per page, median score per category, and
// the LCP budgets: ≤ 2.0 s and ≤ 1.2× the React floor — a minimal Vite + React page — and, on the
// five public pages, ≤ 1.2× the static floor — the page's own prerendered HTML with its scripts
// removed (scripts/lib/floor-page.mjs). Both are served the same way and measured in the same run,
// interleaved with the pages (one round = the React floor, then every page right after its static
// floor) so that the load of a shared machine weighs on all alike. The machine's load average is
// printed with the figures.
//
//   node scripts/lighthouse.mjs                  build (unless --no-build), serve, measure, check
//   node scripts/lighthouse.mjs --runs 3 /pricing
//
// The production build pointed at the e2e stack is served by scripts/e2e-server.mjs (a fresh local
// Supabase with the seed, and `vite preview` of the build). A server already answering on the e2e
// app port is reused. Ports and folders follow the TRILHA_E2E_* variables (scripts/lib/e2e-config.mjs).
// Needs the `lighthouse` devDependency (it brings chrome-launcher) and Chromium at CHROME_PATH
// (default /usr/bin/chromium). Exits 1 when a median misses its budget.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { E2E_APP_URL, E2E_DIST_DIR, E2E_RESULTS_DIR } = await import('./lib/e2e-config.mjs');

const DEFAULT_PAGES = [
  '/',
  '/courses',
  '/course/aws',
  '/books',
  '/pricing',
  '/trilhas',
  '/trilha/arquiteto-de-solucoes-aws',
];
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
/** LCP on the simulated mobile profile: at most this, and at most LCP_FLOOR_RATIO × the floor's. */
const LCP_BUDGET_MS = 2000;
const LCP_FLOOR_RATIO = 1.2;
const FLOOR = 'floor';
/** The pages measured against their own HTML without scripts as well. */
const STATIC_FLOOR_PAGES = ['/', '/courses', '/course/aws', '/books', '/pricing'];
const staticFloorOf = (page) => `static ${page}`;
const CATEGORY_LABELS = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    'no-assert': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(options.runs) || 5);
const pages = positionals.length ? positionals : DEFAULT_PAGES;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function isUp(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Whether the server at `url` gzips its scripts, as a visitor's server does (the entry, read from its HTML). */
async function isCompressed(url) {
  const html = await (await fetch(url)).text();
  const script = html.match(/\/assets\/[\w-]+\.js/)?.[0];
  if (!script) return false;
  const response = await fetch(new URL(script, url), { headers: { 'Accept-Encoding': 'gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') === 'gzip';
}

async function startServer() {
  if (await isUp(E2E_APP_URL)) {
    if (!(await isCompressed(E2E_APP_URL))) {
      // The end-to-end tests' server answers uncompressed: a slow network's LCP measured on it
      // would count about three times the bytes a visitor downloads.
      console.error(
        `The app on ${E2E_APP_URL} answers uncompressed (the end-to-end tests' server): stop it, or let this script start its own.`,
      );
      process.exit(1);
    }
    console.log(`Reusing the app already served on ${E2E_APP_URL}.`);
    return () => {};
  }
  if (!options['no-build'] || !existsSync(path.join(E2E_DIST_DIR, 'index.html'))) {
    const build = spawnSync(process.execPath, [path.join(projectRoot, 'scripts', 'build-e2e.mjs')], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = spawn(
    process.execPath,
    [path.join(projectRoot, 'scripts', 'e2e-server.mjs'), '--compressed'],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 180_000;
  while (!(await isUp(E2E_APP_URL))) {
    if (server.exitCode !== null) throw new Error(`e2e server exited with code ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error(`e2e server did not answer on ${E2E_APP_URL}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () =>
    new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
}

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { buildFloorPage, buildStaticFloor, serveFolder, staticFloorUrl } =
  await import('./lib/floor-page.mjs');
const { freePort } = await import('./lib/ports.mjs');

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadAtStart = loadAverage();

const stopServer = await startServer();
const floor = await serveFolder(await buildFloorPage(), await freePort());
const staticPages = pages.filter((page) => STATIC_FLOOR_PAGES.includes(page));
const staticFloor = await serveFolder(buildStaticFloor(E2E_DIST_DIR, staticPages), await freePort());
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
const targets = [
  { page: FLOOR, url: floor.url },
  ...pages.flatMap((page) => [
    ...(staticPages.includes(page)
      ? [{ page: staticFloorOf(page), url: staticFloorUrl(staticFloor.url, page) }]
      : []),
    { page, url: new URL(page, E2E_APP_URL).href },
  ]),
];
const isReference = (page) => page === FLOOR || page.startsWith('static ');
const reportsOf = new Map(targets.map(({ page }) => [page, []]));
try {
  // Rounds, not page after page: each round measures the floor and then every page.
  for (let run = 1; run <= runs; run++) {
    for (const { page, url } of targets) {
      // Default config = mobile form factor with simulated throttling (Lighthouse's mobile preset).
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BUDGETS),
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      reportsOf.get(page).push(lhr);
      const scores = Object.keys(BUDGETS)
        .map((key) => `${CATEGORY_LABELS[key]} ${Math.round((lhr.categories[key].score ?? 0) * 100)}`)
        .join(', ');
      const lcp = Math.round(lhr.audits['largest-contentful-paint'].numericValue);
      console.log(`  ${page} run ${run}/${runs}: ${scores}, LCP ${lcp} ms`);
    }
  }
} finally {
  await chrome.kill();
  await floor.close();
  await staticFloor.close();
  await stopServer();
}

const summary = targets.map(({ page }) => {
  const reports = reportsOf.get(page);
  const scores = Object.fromEntries(
    Object.keys(BUDGETS).map((key) => [
      key,
      median(reports.map((lhr) => Math.round((lhr.categories[key].score ?? 0) * 100))),
    ]),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([id]) => [id, median(reports.map((lhr) => lhr.audits[id]?.numericValue ?? 0))]),
  );
  // Audits that cost points outside Performance, from the last run (they are deterministic).
  const last = reports.at(-1);
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((key) =>
    last.categories[key].auditRefs
      .filter((ref) => ref.weight > 0 && last.audits[ref.id].score !== null && last.audits[ref.id].score < 1)
      .map((ref) => `${key}: ${ref.id} — ${last.audits[ref.id].title}`),
  );
  return { page, scores, metrics, failing };
});

const floorLcp = summary[0].metrics['largest-contentful-paint'];
console.log(`\nLighthouse mobile, median of ${runs} run(s), ${chromePath}:`);
const header = [
  'page',
  ...Object.values(CATEGORY_LABELS),
  ...METRICS.map(([, label]) => label),
  'LCP ÷ floor',
  'LCP ÷ static',
];
console.log(header.map((cell, index) => (index ? cell.padStart(15) : cell.padEnd(22))).join(''));
let failed = false;
for (const entry of summary) {
  const { page, scores, metrics, failing } = entry;
  // The floors are references, not pages of the product: they have no budgets.
  const isFloor = isReference(page);
  const cells = Object.entries(scores).map(([key, score]) => {
    const ok = isFloor || score >= BUDGETS[key];
    if (!ok) failed = true;
    return `${score}${ok ? '' : ' ✗'}`.padStart(15);
  });
  const metricCells = METRICS.map(([id, , unit]) =>
    (unit ? `${Math.round(metrics[id])} ${unit}` : metrics[id].toFixed(3)).padStart(15),
  );
  const lcp = metrics['largest-contentful-paint'];
  entry.lcpRatio = lcp / floorLcp;
  const staticEntry = summary.find((other) => other.page === staticFloorOf(page));
  if (staticEntry) {
    entry.staticFloorLcp = staticEntry.metrics['largest-contentful-paint'];
    entry.lcpStaticRatio = lcp / entry.staticFloorLcp;
  }
  const floorOk = isFloor || (lcp <= LCP_BUDGET_MS && entry.lcpRatio <= LCP_FLOOR_RATIO);
  const staticOk = entry.lcpStaticRatio === undefined || entry.lcpStaticRatio <= LCP_FLOOR_RATIO;
  if (!floorOk || !staticOk) failed = true;
  const ratioCell = `${entry.lcpRatio.toFixed(2)}×${floorOk ? '' : ' ✗'}`.padStart(15);
  const staticCell = (
    entry.lcpStaticRatio === undefined ? '' : `${entry.lcpStaticRatio.toFixed(2)}×${staticOk ? '' : ' ✗'}`
  ).padStart(15);
  console.log(`${page.padEnd(22)}${cells.join('')}${metricCells.join('')}${ratioCell}${staticCell}`);
  for (const line of isFloor ? [] : failing) console.log(`    ${line}`);
}
const measured = summary.filter((entry) => !isReference(entry.page));
const perfect = measured.filter((entry) => entry.scores.performance === 100).length;
console.log(
  `Budgets: ${Object.entries(BUDGETS)
    .map(([key, value]) => `${CATEGORY_LABELS[key]} ≥ ${value}`)
    .join(
      ', ',
    )}; LCP ≤ ${LCP_BUDGET_MS} ms and ≤ ${LCP_FLOOR_RATIO}× the floor (${Math.round(floorLcp)} ms); on ${STATIC_FLOOR_PAGES.join(', ')} also ≤ ${LCP_FLOOR_RATIO}× its static floor (its HTML without scripts).`,
);
console.log(`Performance 100 on ${perfect} of ${measured.length} page(s).`);
const loadAtEnd = loadAverage();
console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end.`);

mkdirSync(E2E_RESULTS_DIR, { recursive: true });
const output = path.join(E2E_RESULTS_DIR, 'lighthouse-summary.json');
writeFileSync(
  output,
  JSON.stringify(
    {
      runs,
      chromePath,
      budgets: {
        ...BUDGETS,
        lcpMs: LCP_BUDGET_MS,
        lcpFloorRatio: LCP_FLOOR_RATIO,
        lcpStaticFloorRatio: LCP_FLOOR_RATIO,
        staticFloorPages: STATIC_FLOOR_PAGES,
      },
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      pages: summary,
    },
    null,
    2,
  ),
);
console.log(`Summary written to ${path.relative(projectRoot, output)}`);

if (failed && !options['no-assert']) {
  console.error('FAIL: a median is below its budget.');
  process.exit(1);
}
