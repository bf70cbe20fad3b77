// The build without a database: with no Supabase URL/key or public origin, or with a
// project that does not answer, `npm run build` still produces today's client-only site and
// says so in one line. Runs the real `vite build` and scripts/prerender.mjs into a temp folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/node-runtime.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'trilha-client-only-'));

/** The process environment without any VITE_ variable (an empty value wins over .env files). */
function envWith(values: Record<string, string>) {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  return {
    ...env,
    VITE_SUPABASE_URL: '',
    VITE_SUPABASE_PUBLISHABLE_KEY: '',
    VITE_SUPABASE_ANON_KEY: '',
    VITE_PUBLIC_SITE_URL: '',
    ...values,
  };
}

function run(script: string, args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, [path.join(projectRoot, script), ...args], {
    cwd: projectRoot,
    env,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const prerender = (env: Record<string, string>) =>
  run('scripts/prerender.mjs', ['--out-dir', outDir], envWith(env));

let shell = '';
beforeAll(() => {
  const build = run(
    'node_modules/vite/bin/vite.js',
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    envWith({}),
  );
  expect(build.status, build.output).toBe(0);
  shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
}, 240_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a build without a database', () => {
  it('without Supabase settings: the client-only site, said in one line', () => {
    const { status, output } = prerender({});
    expect(status).toBe(0);
    expect(output.trim().split('\n')).toEqual([
      'Prerender skipped (no VITE_SUPABASE_URL or publishable key): the client-only site was built; pages render in the browser.',
    ]);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(shell);
    expect(shell).toContain('<div id="root"></div>');
    expect(existsSync(path.join(outDir, 'app-shell.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'sitemap.xml'))).toBe(false);
    expect(existsSync(path.join(outDir, 'courses.html'))).toBe(false);
  });

  it('without the public origin: skipped, said in one line', () => {
    const { status, output } = prerender({
      VITE_SUPABASE_URL: 'http://127.0.0.1:9',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test',
    });
    expect(status).toBe(0);
    expect(output.trim()).toBe(
      'Prerender skipped (no VITE_PUBLIC_SITE_URL for canonical addresses and the sitemap): the client-only site was built; pages render in the browser.',
    );
  });

  it('with a project that does not answer: skipped, said in one line', async () => {
    const closedPort = await freePort();
    const { status, output } = prerender({
      VITE_SUPABASE_URL: `http://127.0.0.1:${closedPort}`,
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test',
      VITE_PUBLIC_SITE_URL: 'https://trilha.cloud',
    });
    expect(status).toBe(0);
    expect(output.trim()).toMatch(
      new RegExp(
        `^Prerender skipped \\(http://127\\.0\\.0\\.1:${closedPort} is unreachable: [A-Z]+\\): the client-only site was built; pages render in the browser\\.$`,
      ),
    );
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(shell);
  });
});
