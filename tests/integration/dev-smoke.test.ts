// `npm run dev`, the README's run command (`node scripts/dev.mjs`), started as a developer starts
// it (the machine's Node, which may re-run the script under Node 22; no NODE_ENV=test, which would
// switch lite's experimental storage on by itself) on a free port and a throwaway data folder, then
// used through that one port the way the browser uses it: Auth, REST, Storage (upload and public
// read), the create-teacher edge function and the payment stand-in. It runs the tests' engine: a
// real Postgres 17 whose data directory stays in the data folder. Last, it is stopped the way a
// process manager stops it (SIGTERM to the command's own process) and must leave nothing running.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/database.types';
import { PRODUCT_IMAGES_BUCKET, storeProductImage } from '@/lib/image-upload';
import type { SupabaseClient } from '@/lib/supabase';
import { ensureLocalKeys } from '../../scripts/lib/local-keys.mjs';
import { projectRoot } from '../../scripts/lib/node-runtime.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';

// A real 1×1 WebP.
const TINY_WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const ADMIN = { email: 'admin@trilhacloud.dev', password: 'Admin@12345' };
const READY = /Trilha Cloud rodando em (http:\/\/\S+)/;

/** The environment of a developer's terminal: no test runner's variables, no fetched Node first on PATH. */
function developerEnv(extra: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || name === 'NODE_ENV' || name.startsWith('VITEST')) continue;
    env[name] = value;
  }
  const fetchedNode = path.join(projectRoot, '.cache', 'node');
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((directory) => !directory.startsWith(fetchedNode))
    .join(path.delimiter);
  return { ...env, ...extra };
}

/** Processes still running in the dev command's process group. */
function groupMembers(groupId: number) {
  const lines = execFileSync('ps', ['-A', '-o', 'pgid=,pid=,args='], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => Number(line.trim().split(/\s+/)[0]) === groupId);
}

describe('npm run dev, used like the browser uses it', () => {
  let dev: ChildProcess;
  let origin = '';
  let output = '';
  /** A refused answer's body and the end of npm run dev's output (the functions' log), for the failure message. */
  const answerAndLog = async (response: Response) =>
    `${await response.clone().text()}\n--- npm run dev ---\n${output.slice(-3000)}`;
  let exited: Promise<number | null>;
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'trilha-dev-smoke-'));
  const storedObjects: string[] = [];
  const keys = ensureLocalKeys();
  const client = () =>
    createClient<Database>(origin, keys.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });

  beforeAll(async () => {
    const port = await freePort();
    // What `npm run dev` runs. Not through npm itself: npm 11 exits on SIGTERM without passing it on.
    dev = spawn('node', ['scripts/dev.mjs'], {
      cwd: projectRoot,
      env: developerEnv({ PORT: String(port), TRILHA_DEV_DATA_DIR: dataDirectory }),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: the test can see (and, if it must, end) everything it started.
      detached: true,
    });
    exited = new Promise((resolve) => dev.once('exit', (code) => resolve(code)));
    origin = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += String(chunk);
        const match = READY.exec(output);
        if (match) resolve(match[1]!);
      };
      dev.stdout!.on('data', onData);
      dev.stderr!.on('data', onData);
      void exited.then((code) =>
        reject(new Error(`npm run dev exited (${code}) before it was ready:\n${output}`)),
      );
    });
    expect(origin).toBe(`http://localhost:${port}`);
  }, 180_000);

  afterAll(() => {
    if (dev?.pid) {
      try {
        // Whatever a failed test left running.
        process.kill(-dev.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    }
    rmSync(dataDirectory, { recursive: true, force: true });
    // lite keeps the objects of every local stack under supabase/.temp/storage.
    for (const object of storedObjects)
      rmSync(path.join(projectRoot, 'supabase', '.temp', 'storage', PRODUCT_IMAGES_BUCKET, object), {
        force: true,
      });
  });

  it('keeps its database in the data folder: a Postgres 17 data directory', () => {
    expect(readFileSync(path.join(dataDirectory, 'postgres', 'PG_VERSION'), 'utf8').trim()).toBe('17');
  });

  it('serves the app on the printed port', async () => {
    const response = await fetch(origin);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('REST: a visitor reads the published courses', async () => {
    const { data, error } = await client().from('courses').select('slug, title').eq('slug', 'aws').single();
    expect(error).toBeNull();
    expect(data!.slug).toBe('aws');
  });

  it('Auth, Storage and the edge function: the demo administrator uploads an image that anyone reads', async () => {
    const admin = client();
    const { data: signedIn, error } = await admin.auth.signInWithPassword(ADMIN);
    expect(error).toBeNull();
    expect(signedIn.user!.email).toBe(ADMIN.email);

    const { path: objectPath, publicUrl } = await storeProductImage(
      admin as unknown as SupabaseClient,
      new Blob([new Uint8Array(TINY_WEBP)], { type: 'image/webp' }),
      'courses',
    );
    storedObjects.push(objectPath);
    expect(publicUrl).toBe(`${origin}/storage/v1/object/public/${PRODUCT_IMAGES_BUCKET}/${objectPath}`);
    const image = await fetch(publicUrl);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(TINY_WEBP);

    const functionUrl = `${origin}/functions/v1/create-teacher`;
    const headers = { apikey: keys.publishableKey, 'Content-Type': 'application/json' };
    const anonymous = await fetch(functionUrl, { method: 'POST', headers, body: '{}' });
    expect(anonymous.status, await answerAndLog(anonymous)).toBe(401);
    const token = signedIn.session!.access_token;
    const invalid = await fetch(functionUrl, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(invalid.status).toBe(400);
  });

  it('payments: the local stand-in printed in the terminal answers, and the webhook is configured', async () => {
    const standIn = /simulador local do Mercado Pago em (http:\/\/\S+?);/.exec(output);
    expect(standIn).not.toBeNull();
    expect((await fetch(`${standIn![1]}/health`)).status).toBe(200);
    // Configured (not 503 payments_not_configured): an unsigned notification is refused as such.
    const webhook = await fetch(`${origin}/functions/v1/payment-webhook?data.id=1&type=payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-request-id': 'smoke' },
      body: '{}',
    });
    expect(webhook.status, await answerAndLog(webhook)).toBe(401);
    expect(await webhook.json()).toEqual({ code: 'invalid_signature' });
  });

  it('stops on SIGTERM and leaves nothing running', async () => {
    dev.kill('SIGTERM');
    // It exits: waited for under the test's limit (a hung stop fails there, with this line).
    await exited;
    // Nothing of it (Vite, Postgres, lite, Deno, the Node 22 it may have re-run itself under) is left.
    await expect.poll(() => groupMembers(dev.pid!), { timeout: 10_000 }).toEqual([]);
  }, 40_000);
});
