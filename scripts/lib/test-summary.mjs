// How `npm test` counts the tests of each step from the runners' reports: passed, failed, and
// flaky (failed first, passed on a retry). A flaky test fails the run: no test may rely on a retry
// to pass (docs/testing.md, "Flaky tests"). And where the time went (docs/tooling.md).
import path from 'node:path';

/**
 * A Vitest run: its JSON report (null when the run crashed before writing one), the tests the
 * flaky reporter listed, and whether the process exited with 0.
 * @param {{ numPassedTests: number, numFailedTests: number } | null} report
 * @param {{ file: string, name: string, retries: number }[]} flakyTests
 * @param {boolean} exitedCleanly
 */
export function vitestCounts(report, flakyTests, exitedCleanly) {
  if (!report) return { passed: 0, failed: 1, flaky: [] };
  const flaky = flakyTests.map((test) => `${test.file} › ${test.name} (passed on retry ${test.retries})`);
  // Vitest counts a flaky test as passed. A run that failed without failing a test (an error
  // outside the tests, a crash) still counts as one failure.
  const failed = report.numFailedTests + (exitedCleanly || report.numFailedTests ? 0 : 1);
  return { passed: report.numPassedTests - flaky.length, failed, flaky };
}

/** Every spec of a Playwright JSON report, however deeply its suites nest. */
function* playwrightSpecs(suites = []) {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* playwrightSpecs(suite.suites);
  }
}

/**
 * A Playwright run: its JSON report (null when it never wrote one) and whether the process exited
 * with 0. Playwright marks a test that failed and then passed on a retry `flaky`.
 */
export function playwrightCounts(report, exitedCleanly) {
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 1, flaky: [] };
  const flaky = [];
  for (const spec of playwrightSpecs(report.suites)) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'flaky') continue;
      const project = test.projectName ? ` [${test.projectName}]` : '';
      flaky.push(`${spec.file}:${spec.line} › ${spec.title}${project}`);
    }
  }
  const failed = stats.unexpected + (exitedCleanly || stats.unexpected ? 0 : 1);
  return { passed: stats.expected, failed, flaky };
}

/** The last line of `npm test`. */
export function totalLine(steps) {
  const sum = (count) => steps.reduce((total, step) => total + count(step), 0);
  const passed = sum((step) => step.passed);
  const failed = sum((step) => step.failed);
  const flaky = sum((step) => step.flaky?.length ?? 0);
  return `Total: ${passed} passed, ${failed} failed, ${flaky} flaky`;
}

/** The run fails when a step failed a test or a test passed only on a retry. */
export function runSucceeded(steps) {
  return steps.every((step) => step.failed === 0 && (step.flaky?.length ?? 0) === 0);
}

/**
 * Where a step's time went, from its runner's JSON report: the sum of the files' own times (more
 * than the step's wall time when files run in parallel) and the slowest files, slowest first.
 * Vitest reports each file's start and end; Playwright each attempt of each test (retries count).
 * @param {'vitest' | 'playwright'} runner
 * @param {any} report
 * @returns {{ seconds: number, files: { file: string, seconds: number }[] }}
 */
export function timeProfile(runner, report, slowest = 8) {
  const perFile = new Map();
  const add = (file, milliseconds) => perFile.set(file, (perFile.get(file) ?? 0) + milliseconds);
  if (runner === 'vitest') {
    for (const file of report?.testResults ?? [])
      add(path.relative(process.cwd(), file.name), Math.max(0, file.endTime - file.startTime));
  } else {
    for (const spec of playwrightSpecs(report?.suites))
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) add(spec.file, result.duration ?? 0);
  }
  const files = [...perFile]
    .map(([file, milliseconds]) => ({ file, seconds: milliseconds / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
  return { seconds: files.reduce((sum, file) => sum + file.seconds, 0), files: files.slice(0, slowest) };
}
