import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { E2E_APP_URL, E2E_RESULTS_DIR } from './scripts/lib/e2e-config.mjs';

// CHROMIUM_PATH, else Debian's Chromium headless shell (the browser without its window's machinery:
// the same specs in about 55% of its CPU time, docs/testing.md "Speed"), else Debian's Chromium;
// Playwright's own browser otherwise.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
const PUBLIC_CATALOGUE_SPECS = '**/public-*.spec.ts';
// Specs that change a school-wide setting (the fiscal settings…) run after every other spec, so no
// other spec meets the setting halfway through.
const SCHOOL_SETTINGS_SPECS = '**/school-settings-*.spec.ts';
// Screenshot tours (for looking at screens, not assertions) run only when asked for.
const SCREENSHOT_TOURS = process.env.TRILHA_SCREENSHOTS ? [] : ['**/*-screenshots.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  outputDir: path.join(E2E_RESULTS_DIR, 'e2e-artifacts'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(E2E_RESULTS_DIR, 'e2e.json') }]],
  use: {
    baseURL: E2E_APP_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace of every test costs about a fifth of the run on two cores; a failing test is
    // retried once with its trace recorded (docs/testing.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The public catalogue's specs read the seeded catalogue as a visitor sees it (its first page,
    // its counts): they run before the other specs add their own public courses to the database.
    { name: 'catalogue', testMatch: PUBLIC_CATALOGUE_SPECS, testIgnore: SCREENSHOT_TOURS, use: desktop },
    {
      name: 'desktop',
      testIgnore: [PUBLIC_CATALOGUE_SPECS, SCHOOL_SETTINGS_SPECS, ...SCREENSHOT_TOURS],
      dependencies: ['catalogue'],
      use: desktop,
    },
    {
      name: 'school-settings',
      testMatch: SCHOOL_SETTINGS_SPECS,
      testIgnore: SCREENSHOT_TOURS,
      dependencies: ['desktop'],
      use: desktop,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: E2E_APP_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    // Test accounts' passwords hashed at bcrypt's lowest cost (docs/testing.md, "Speed").
    env: { LITE_AUTH_BCRYPT_COST: process.env.LITE_AUTH_BCRYPT_COST ?? '4' },
    // Lets scripts/e2e-server.mjs stop the stack it started (Postgres, lite, Deno).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stderr: 'pipe',
  },
});
