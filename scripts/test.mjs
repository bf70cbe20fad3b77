// `npm test`: type check, lint, format, the edge functions' deno check and lint, unit tests,
// integration tests (a fresh local Supabase started and stopped by the run), the production build
// with its size limit, and end-to-end tests in Chromium. Every step runs; the run ends with one
// line counting passed and failed tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { E2E_RESULTS_DIR: results } = await import('./lib/e2e-config.mjs');

const bin = (name) => path.join(projectRoot, 'node_modules', '.bin', name);
// Only this run's own reports go: the folder may be one the developer chose (TRILHA_E2E_RESULTS_DIR).
mkdirSync(results, { recursive: true });
for (const report of ['unit.json', 'integration.json', 'e2e.json', 'e2e-stack.json', 'e2e-artifacts'])
  rmSync(path.join(results, report), { recursive: true, force: true });

const env = {
  ...process.env,
  DO_NOT_TRACK: '1',
  LITE_TELEMETRY: '0',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
const summary = [];

function run(title, command, args, extraEnv = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

/** A check that is not a test runner counts as one test. */
function check(title, command, args, extraEnv = {}) {
  const { ok, seconds } = run(title, command, args, extraEnv);
  summary.push({ title, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function vitestSuite(title, project) {
  const output = path.join(results, `${project}.json`);
  const { ok, seconds } = run(title, bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  const report = readJson(output);
  const passed = report?.numPassedTests ?? 0;
  // A crash before any report still counts as a failure.
  const failed = report ? report.numFailedTests + (ok || report.numFailedTests ? 0 : 1) : 1;
  summary.push({ title, passed, failed, seconds });
}

function playwrightSuite(title) {
  const { ok, seconds } = run(title, bin('playwright'), ['test']);
  const report = readJson(path.join(results, 'e2e.json'));
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats ? stats.unexpected + (ok || stats.unexpected ? 0 : 1) : 1;
  summary.push({ title, passed, failed, seconds });
}

check('Type check (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('Lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
check('Format (prettier)', bin('prettier'), ['--check', '.']);

// Edge functions: Deno's own type check and lint (ESLint skips them; tsc sees them only as Node).
// Same Deno binary and module cache as the functions server: npm: imports are fetched from the
// registry once, then both work offline.
const functionsDir = path.join('supabase', 'functions');
const denoArgs = [`--config=${path.join(functionsDir, 'deno.json')}`];
const denoEnv = { DENO_DIR: path.join(projectRoot, '.cache', 'deno'), DENO_NO_UPDATE_CHECK: '1' };
const functionEntries = readdirSync(path.join(projectRoot, functionsDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => path.join(functionsDir, entry.name, 'index.ts'));
check(
  'Edge functions type check (deno check)',
  bin('deno'),
  ['check', ...denoArgs, ...functionEntries],
  denoEnv,
);
check('Edge functions lint (deno lint)', bin('deno'), ['lint', ...denoArgs, functionsDir], denoEnv);
vitestSuite('Unit tests (vitest)', 'unit');
vitestSuite('Integration tests (vitest + local Supabase)', 'integration');
check('Production build', process.execPath, [path.join('scripts', 'build-e2e.mjs')]);
check('Home JavaScript until idle ≤ 180 KB gzip', process.execPath, [path.join('scripts', 'size.mjs')]);
playwrightSuite('End-to-end tests (Playwright + Chromium)');

const passed = summary.reduce((sum, step) => sum + step.passed, 0);
const failed = summary.reduce((sum, step) => sum + step.failed, 0);
console.log('\n━━ Summary ━━');
for (const step of summary) {
  const mark = step.failed ? '✗' : '✓';
  console.log(`${mark} ${step.title}: ${step.passed} passed, ${step.failed} failed (${step.seconds} s)`);
}
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
