// `npm test`: type check, lint, format, the edge functions' deno check and lint, unit tests,
// integration tests (a fresh local Supabase started and stopped by the run), the production build
// with its size limit, and end-to-end tests in Chromium. Every step runs; the run ends with one
// line counting passed, failed and flaky tests (passed only on a retry), and fails on either of the
// last two.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOME_BUDGET_KB } from './lib/home-budget.mjs';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { E2E_RESULTS_DIR: results } = await import('./lib/e2e-config.mjs');
const { playwrightCounts, runSucceeded, timeProfile, totalLine, vitestCounts } =
  await import('./lib/test-summary.mjs');

const runStarted = Date.now();
const bin = (name) => path.join(projectRoot, 'node_modules', '.bin', name);
// Only this run's own reports go: the folder may be one the developer chose (TRILHA_E2E_RESULTS_DIR).
mkdirSync(results, { recursive: true });
for (const report of [
  'unit.json',
  'unit-flaky.json',
  'integration.json',
  'integration-flaky.json',
  'e2e.json',
  'e2e-stack.json',
  'e2e-artifacts',
])
  rmSync(path.join(results, report), { recursive: true, force: true });

const env = {
  ...process.env,
  DO_NOT_TRACK: '1',
  LITE_TELEMETRY: '0',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
// Vitest's default in a run is one worker less than the cores: one worker on a 2-core CI machine,
// with the other core idle (docs/tooling.md, "Where the time of npm test goes").
const cores = os.availableParallelism();
const summary = [];

// The steps running now: a signal to this run reaches them (a Ctrl+C does by itself; a SIGTERM
// to this process alone would otherwise leave them running).
const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

/**
 * Runs one step and resolves with its own outcome and wall time. A step that runs alongside
 * others (`quiet`) keeps its output and prints it whole when it ends, so logs never interleave.
 */
function run(title, command, args, { extraEnv = {}, quiet = false } = {}) {
  // After an interruption the remaining steps do not start; they count as failed.
  if (interrupted) return Promise.resolve({ ok: false, seconds: '0.0' });
  if (!quiet) console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...extraEnv },
    });
    running.add(child);
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    let finished = false;
    const finish = (ok) => {
      if (finished) return;
      finished = true;
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) {
        console.log(`\n━━ ${title} ━━ (ran alongside other steps)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ ok, seconds });
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.stack ?? error}\n`));
      finish(false);
    });
    child.once('close', (code) => finish(code === 0));
  });
}

/** Keeps the summary in the order the steps are declared, whichever ends first. */
function summarySlot() {
  const slot = summary.push(undefined) - 1;
  return (entry) => (summary[slot] = entry);
}

/** A check that is not a test runner counts as one test. */
async function check(title, command, args, options = {}) {
  const record = summarySlot();
  const { ok, seconds } = await run(title, command, args, options);
  record({ title, passed: ok ? 1 : 0, failed: ok ? 0 : 1, flaky: [], seconds, alongside: options.alongside });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

async function vitestSuite(title, projects, { workers, alongside = false, quiet = false }) {
  const record = summarySlot();
  const output = path.join(results, `${projects[0]}.json`);
  const flakyOutput = path.join(results, `${projects[0]}-flaky.json`);
  const { ok, seconds } = await run(
    title,
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      `--maxWorkers=${workers}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      '--reporter=./scripts/lib/vitest-flaky-reporter.mjs',
    ],
    { alongside, quiet, extraEnv: { TRILHA_VITEST_FLAKY_FILE: flakyOutput } },
  );
  const report = readJson(output);
  record({
    title,
    ...vitestCounts(report, readJson(flakyOutput) ?? [], ok),
    seconds,
    alongside,
    profile: timeProfile('vitest', report),
  });
}

async function playwrightSuite(title, { alongside = false } = {}) {
  const record = summarySlot();
  const { ok, seconds } = await run(title, bin('playwright'), ['test']);
  const report = readJson(path.join(results, 'e2e.json'));
  record({
    title,
    ...playwrightCounts(report, ok),
    seconds,
    alongside,
    profile: timeProfile('playwright', report),
  });
}

// Edge functions: Deno's own type check and lint (ESLint skips them; tsc sees them only as Node).
// Same Deno binary and module cache as the functions server: npm: imports are fetched from the
// registry once, then both work offline.
const functionsDir = path.join('supabase', 'functions');
const denoArgs = [`--config=${path.join(functionsDir, 'deno.json')}`];
const denoEnv = { DENO_DIR: path.join(projectRoot, '.cache', 'deno'), DENO_NO_UPDATE_CHECK: '1' };
const functionEntries = readdirSync(path.join(projectRoot, functionsDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => path.join(functionsDir, entry.name, 'index.ts'));

// Unit tests first, alone: they are CPU-bound (one worker per core) and the quickest to report.
await vitestSuite('Unit tests (vitest)', ['unit', 'unit-isolated', 'unit-dom', 'unit-dom-isolated'], {
  workers: cores,
});

// Then the end-to-end tests set the pace: they wait on their own local stack far more than on the
// cores (the two cores are about a third busy during that run, and three Playwright workers finish
// no sooner than two). The static checks (each one single-threaded process) and the integration
// tests (their own stack, on free ports) run beside them, in the cores they leave idle. On the
// end-to-end path the production build comes first: Playwright tests that build.
// Only the end-to-end output streams; every other step prints its output whole when it ends.
// Measured: docs/tooling.md.
const side = { quiet: true, alongside: true };
// The static checks yield the cores to the end-to-end run when both want them (nice 10, where the
// system has nice): they have minutes of slack beside it, its browser and stack have none.
const nice = existsSync('/usr/bin/nice') ? '/usr/bin/nice' : null;
const lowPriority = (command, args) => (nice ? [nice, ['-n', '10', command, ...args]] : [command, args]);
console.log('\n━━ Then side by side: the end-to-end tests stream, the other steps print when they end ━━');
await Promise.all([
  check('Type check (tsc)', ...lowPriority(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']), side),
  check('Lint (eslint)', ...lowPriority(bin('eslint'), ['.', '--max-warnings=0']), side),
  check('Format (prettier)', ...lowPriority(bin('prettier'), ['--check', '.']), side),
  (async () => {
    const deno = { ...side, extraEnv: denoEnv };
    await check(
      'Edge functions type check (deno check)',
      bin('deno'),
      ['check', ...denoArgs, ...functionEntries],
      deno,
    );
    await check('Edge functions lint (deno lint)', bin('deno'), ['lint', ...denoArgs, functionsDir], deno);
  })(),
  vitestSuite('Integration tests (vitest + local Supabase)', ['integration'], { workers: cores, ...side }),
  (async () => {
    await check('Production build', process.execPath, [path.join('scripts', 'build-e2e.mjs')], side);
    // The size check reads the build with its own server and browser: beside the end-to-end tests,
    // not before them (they are the run's longest path).
    await Promise.all([
      check(
        `Home JavaScript until idle ≤ ${HOME_BUDGET_KB} KB gzip`,
        process.execPath,
        [path.join('scripts', 'size.mjs')],
        side,
      ),
      playwrightSuite('End-to-end tests (Playwright + Chromium)', { alongside: true }),
    ]);
  })(),
]);

console.log('\n━━ Summary ━━ (each step’s own time; ‖ ran alongside other steps)');
for (const step of summary) {
  const mark = step.failed || step.flaky.length ? '✗' : '✓';
  const overlap = step.alongside ? ' ‖' : '';
  const flaky = step.flaky.length ? `, ${step.flaky.length} flaky` : '';
  console.log(
    `${mark} ${step.title}: ${step.passed} passed, ${step.failed} failed${flaky} (${step.seconds} s${overlap})`,
  );
}
// Where the test time went: the sum of each runner's file times and its slowest files (the reports
// hold every file: test-results/*.json).
for (const step of summary.filter((entry) => entry.profile?.files.length)) {
  console.log(`\n${step.title}: ${step.profile.seconds.toFixed(1)} s of test time; slowest files:`);
  for (const file of step.profile.files)
    console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.file}`);
}
const flakyTests = summary.flatMap((step) => step.flaky);
if (flakyTests.length) {
  console.log('\nFlaky: failed, then passed on a retry (each fails this run):');
  for (const name of flakyTests) console.log(`  ✗ ${name}`);
}
console.log(`Wall time: ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
console.log(`\n${totalLine(summary)}`);
process.exit(runSucceeded(summary) && !interrupted ? 0 : 1);
