// Makes every project script run on Node 22+ (storage downloads break on Node 20).
// When the machine's Node is older, an LTS build is fetched once from the npm registry
// (package node-<platform>-<arch>@22) into .cache/node and the script re-runs under it.
import { spawn, spawnSync } from 'node:child_process';
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

/** Signals a wrapper passes on: a terminal's Ctrl+C, a process manager's stop, a closed terminal. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs `command` as this process's stand-in: stdio shared, the signals this process receives
 * passed on to it, and this process ending the way it ends (same exit code, or killed by the same
 * signal). Never resolves: the process exits with the child.
 * @returns {Promise<never>}
 */
export function runInPlaceOf(command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  return new Promise(() => {
    child.once('error', (error) => {
      console.error(error);
      process.exit(1);
    });
    child.once('exit', (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      // Killed by a signal: die of the same one, so whoever started us sees what happened.
      if (signal) process.kill(process.pid, signal);
      else process.exit(code ?? 1);
    });
  });
}

/**
 * Re-executes the current script under Node 22+ when needed (and then never resolves: this
 * process exits with that one, passing signals on to it); resolves at once when already on it.
 * Await it before anything else runs.
 */
export async function ensureModernNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MINIMUM_MAJOR) return;
  const binDir = nodeBinDirectory();
  await runInPlaceOf(path.join(binDir, 'node'), process.argv.slice(1), {
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}` },
  });
}
