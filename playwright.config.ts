import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { E2E_APP_URL, E2E_RESULTS_DIR } from './scripts/lib/e2e-config.mjs';

// Debian's Chromium when present (or CHROMIUM_PATH); Playwright's own browser otherwise.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  // Screenshot tours (for looking at screens, not assertions) run only when asked for.
  testIgnore: process.env.TRILHA_SCREENSHOTS ? [] : ['**/*-screenshots.spec.ts'],
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
    trace: 'retain-on-failure',
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: E2E_APP_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    // Lets scripts/e2e-server.mjs stop the stack it started (Postgres, lite, Deno).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stderr: 'pipe',
  },
});
