// Free ports for the local stacks (scripts/lib/ports.mjs): npm test starts several stacks at the
// same moment, and a port the OS handed to one process must not be handed to another before it is
// bound, so each port given out is reserved for a while in a folder every process sees.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/node-runtime.mjs';
import { freePort, reservePort } from '../../scripts/lib/ports.mjs';

const ports = pathToFileURL(path.join(projectRoot, 'scripts', 'lib', 'ports.mjs')).href;

/** Whether another process may reserve `port` (at `now`). */
function reservedByAnotherProcess(port: number, now = Date.now()) {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { reservePort } = await import(${JSON.stringify(ports)}); console.log(reservePort(${port}, ${now}));`,
    ],
    { encoding: 'utf8' },
  );
  return result.stdout.trim();
}

describe('free ports', () => {
  it('a port given to one process is refused to another for ten minutes, then free again', async () => {
    const port = await freePort();
    expect(reservedByAnotherProcess(port)).toBe('false');
    expect(reservedByAnotherProcess(port, Date.now() + 11 * 60_000)).toBe('true');
    expect(reservePort(port, Date.now() + 22 * 60_000)).toBe(true);
  });

  it('many ports asked at once are all different', async () => {
    const given = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(given).size).toBe(given.length);
  });
});
