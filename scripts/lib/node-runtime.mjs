// Makes every project script run on Node 22+ (storage downloads break on Node 20).
// When the machine's Node is older, an LTS build is fetched once from the npm registry
// (package node-<platform>-<arch>@22) into .cache/node and the script re-runs under it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MINIMUM_MAJOR = 22;
const LTS_PACKAGE = `node-${process.platform}-${process.arch}@22`;

function nodeBinDirectory() {
  const installDir = path.join(projectRoot, '.cache', 'node');
  const binDir = path.join(installDir, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin');
  if (!existsSync(path.join(binDir, 'node'))) {
    console.log(
      `[node] Node ${process.versions.node} é antigo demais; baixando ${LTS_PACKAGE} do registro npm...`,
    );
    mkdirSync(installDir, { recursive: true });
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        installDir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        LTS_PACKAGE,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`Could not install ${LTS_PACKAGE}`);
  }
  return binDir;
}

/** Re-executes the current script under Node 22+ when needed; returns only when already on it. */
export function ensureModernNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MINIMUM_MAJOR) return;
  const binDir = nodeBinDirectory();
  const result = spawnSync(path.join(binDir, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}` },
  });
  process.exit(result.status ?? 1);
}
