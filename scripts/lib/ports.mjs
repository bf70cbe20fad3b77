import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The OS hands out a port and forgets it once it is closed again, so two processes starting stacks
// at the same moment (npm test runs its suites side by side) can be given the same one before
// either binds it. Each port handed out is therefore also reserved for a while in a folder every
// process of this machine sees; a port another process reserved recently is asked again.
const RESERVATIONS = path.join(os.tmpdir(), 'trilha-cloud-ports');
const RESERVED_FOR_MS = 10 * 60_000;

/** Whether `port` is now reserved for this process (false: another process took it recently). */
export function reservePort(port, now = Date.now()) {
  const file = path.join(RESERVATIONS, String(port));
  try {
    mkdirSync(RESERVATIONS, { recursive: true });
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') return true; // No shared folder: the OS's answer alone.
    try {
      if (now - statSync(file).mtimeMs < RESERVED_FOR_MS) return false;
      writeFileSync(file, String(process.pid));
      return true;
    } catch {
      return true;
    }
  }
}

function portFromOs() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Asks the OS for a free TCP port on loopback that no other process of this machine was just given. */
export async function freePort() {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await portFromOs();
    if (reservePort(port)) return port;
  }
  return portFromOs();
}
/** Resolves once something accepts connections on the port, or rejects after the timeout. */
export async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing listening on port ${port} after ${timeoutMs} ms`);
}
