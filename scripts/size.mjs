// Reports the home page's first-load JavaScript (gzip) from the production build in dist/ (or in
// TRILHA_E2E_DIST_DIR, where `npm test` builds): the entry chunk, its static imports and (when it
// is lazy) the home route chunk with its imports.
// Fails above the hard limit (performance.md); `--quiet` prints only the summary.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { E2E_DIST_DIR } from './lib/e2e-config.mjs';

const BUDGET_KB = 130;
const HARD_LIMIT_KB = 180;
const LAZY_CHUNK_BUDGET_KB = 60;
const HOME_ROUTE = 'src/app/routes/public/home.tsx';

const distDirectory = E2E_DIST_DIR;
const manifest = JSON.parse(readFileSync(path.join(distDirectory, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(path.join(distDirectory, file))).length / 1024;

function collectStaticImports(key, seen = new Set()) {
  // The home route may be its own chunk or part of the entry: only chunks count.
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collectStaticImports(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstLoad = collectStaticImports(entryKey);
collectStaticImports(HOME_ROUTE, firstLoad);

const rows = [...firstLoad].map((key) => ({ chunk: manifest[key].file, kb: gzipKb(manifest[key].file) }));
const totalKb = rows.reduce((sum, row) => sum + row.kb, 0);

console.log('Home page first-load JavaScript (gzip):');
for (const row of rows.sort((a, b) => b.kb - a.kb))
  console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.chunk}`);
console.log(
  `  ${totalKb.toFixed(1).padStart(6)} KB  total (budget ${BUDGET_KB} KB, hard limit ${HARD_LIMIT_KB} KB)`,
);

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
    console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.chunk}`);
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
    console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.chunk}`);
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

if (totalKb > HARD_LIMIT_KB) {
  console.error(
    `FAIL: home first-load JavaScript ${totalKb.toFixed(1)} KB exceeds the ${HARD_LIMIT_KB} KB hard limit.`,
  );
  process.exit(1);
}
if (totalKb > BUDGET_KB) console.warn(`WARN: over the ${BUDGET_KB} KB budget.`);
