export interface StepCounts {
  passed: number;
  failed: number;
  /** The tests that passed only on a retry, by file and name. */
  flaky: string[];
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}

export interface FlakyVitestTest {
  file: string;
  name: string;
  retries: number;
}

export function vitestCounts(
  report: VitestReport | null,
  flakyTests: FlakyVitestTest[],
  exitedCleanly: boolean,
): StepCounts;
export function playwrightCounts(report: unknown, exitedCleanly: boolean): StepCounts;
export function totalLine(steps: StepCounts[]): string;
export function runSucceeded(steps: StepCounts[]): boolean;
export interface TimeProfile {
  /** The sum of the files' own times, in seconds. */
  seconds: number;
  /** The slowest files, slowest first. */
  files: { file: string; seconds: number }[];
}
export function timeProfile(runner: 'vitest' | 'playwright', report: unknown, slowest?: number): TimeProfile;
