// The Node 22 wrapper every project script starts with (scripts/lib/node-runtime.mjs): on an older
// Node it re-runs the script under Node 22 as a child, so a signal sent to the command (a process
// manager's SIGTERM, a Ctrl+C) must reach that child, the command must end as the child ends, and
// nothing may be left running.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/node-runtime.mjs';

const folder = mkdtempSync(path.join(os.tmpdir(), 'trilha-node-runtime-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const runtime = pathToFileURL(path.join(projectRoot, 'scripts', 'lib', 'node-runtime.mjs')).href;

/**
 * A long-running script: says it is ready, and on `signal` writes which signal it got, then
 * exits with `code` (or, with no code, dies of it).
 */
function writeScript(name: string, body: string) {
  const file = path.join(folder, name);
  writeFileSync(file, body);
  return file;
}
const target = writeScript(
  'target.mjs',
  `import { renameSync, writeFileSync } from 'node:fs';
const [, , report, exitCode] = process.argv;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    writeFileSync(report + '.signal', signal);
    if (exitCode) process.exit(Number(exitCode));
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
}
// Whole or not at all: the test reads it as soon as it exists.
writeFileSync(report + '.tmp', JSON.stringify({ pid: process.pid, node: process.versions.node }));
renameSync(report + '.tmp', report);
setInterval(() => {}, 1000);
`,
);
// The wrapper as the project's scripts use it: this file, re-run under Node 22 when needed.
const wrappedScript = writeScript(
  'wrapped.mjs',
  `import { ensureModernNode } from ${JSON.stringify(runtime)};
await ensureModernNode();
await import(${JSON.stringify(pathToFileURL(target).href)});
`,
);
// The wrapper's stand-in runner on its own, under this Node: run-with-node.mjs uses it too.
const runnerScript = writeScript(
  'runner.mjs',
  `import { runInPlaceOf } from ${JSON.stringify(runtime)};
await runInPlaceOf(process.execPath, [${JSON.stringify(target)}, ...process.argv.slice(2)]);
`,
);

/** The oldest `node` on the PATH outside the project's own fetched Node: the machine's. */
function machineNode() {
  const fetched = path.join(projectRoot, '.cache', 'node');
  const candidates = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((directory) => directory && !directory.startsWith(fetched))
    .map((directory) => path.join(directory, 'node'))
    .filter((file) => existsSync(file));
  const major = (file: string) =>
    Number(execFileSync(file, ['-p', 'process.versions.node'], { encoding: 'utf8' }).split('.')[0]);
  return candidates.sort((a, b) => major(a) - major(b))[0] ?? process.execPath;
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let runs = 0;
/** Starts `node script ...`, waits until the target reports, sends `signal` to the command only. */
async function signalled(node: string, script: string, signal: NodeJS.Signals, exitCode?: number) {
  const report = path.join(folder, `report-${(runs += 1)}.json`);
  const command = spawn(node, [script, report, ...(exitCode === undefined ? [] : [String(exitCode)])], {
    stdio: 'ignore',
  });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    command.once('exit', (code, endSignal) => resolve({ code, signal: endSignal })),
  );
  let target: { pid: number; node: string } | undefined;
  try {
    await expect.poll(() => existsSync(report), { timeout: 60_000 }).toBe(true);
    target = JSON.parse(readFileSync(report, 'utf8')) as { pid: number; node: string };
    command.kill(signal);
    const end = await ended;
    await expect.poll(() => isRunning(target!.pid), { timeout: 10_000 }).toBe(false);
    const received = existsSync(`${report}.signal`) ? readFileSync(`${report}.signal`, 'utf8') : null;
    return { ...end, received, target, commandPid: command.pid! };
  } finally {
    // Whatever a failed run left behind.
    command.kill('SIGKILL');
    if (target && isRunning(target.pid)) process.kill(target.pid, 'SIGKILL');
  }
}

describe('Node 22 wrapper', () => {
  it('a script re-run under Node 22 gets the SIGTERM sent to the command, which ends as it ends', async () => {
    const node = machineNode();
    const result = await signalled(node, wrappedScript, 'SIGTERM', 0);
    expect(Number(result.target.node.split('.')[0])).toBeGreaterThanOrEqual(22);
    expect(result.received).toBe('SIGTERM');
    expect(result).toMatchObject({ code: 0, signal: null });
  }, 90_000);

  it('passes SIGINT and SIGTERM on and ends with the exit code or the signal its child ended with', async () => {
    expect(await signalled(process.execPath, runnerScript, 'SIGINT', 7)).toMatchObject({
      received: 'SIGINT',
      code: 7,
      signal: null,
    });
    expect(await signalled(process.execPath, runnerScript, 'SIGTERM')).toMatchObject({
      received: 'SIGTERM',
      code: null,
      signal: 'SIGTERM',
    });
  }, 90_000);
});
