// The local stack itself: the Postgres major it runs, the Auth URLs it derives from the port the
// app is served on, and that a start which fails leaves nothing running and nothing on disk.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import postgres from 'postgres';
import { parse } from 'smol-toml';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/node-runtime.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import {
  defaultSupabaseDirectory,
  readProjectConfig,
  writeStackConfig,
} from '../../scripts/lib/stack-config.mjs';
import { anonClient, createUser, readAuthLog, sql, stack } from '../support/stack';

describe('Postgres version', () => {
  it('runs the major of new hosted Supabase projects, as config.toml declares: 17', async () => {
    const [row] = await sql<{ server_version_num: string }[]>`show server_version_num`;
    const major = Math.floor(Number(row!.server_version_num) / 10_000);
    expect(major).toBe(17);
    expect((readProjectConfig() as { db: { major_version: number } }).db.major_version).toBe(major);
  });
});

describe("the demo accounts' passwords", () => {
  it("are hashed at the test stack's own bcrypt cost, and still sign in", async () => {
    expect(process.env.LITE_AUTH_BCRYPT_COST).toBe('4');
    const rows = await sql<{ prefix: string }[]>`
      select distinct left(encrypted_password, 7) as prefix from auth.users
      where email in ('admin@trilhacloud.dev', 'gestor@trilhacloud.dev')`;
    expect(rows.map((row) => row.prefix)).toEqual(['$2a$04$']);
    const { error } = await anonClient().auth.signInWithPassword({
      email: 'admin@trilhacloud.dev',
      password: 'Admin@12345',
    });
    expect(error).toBeNull();
  });
});

describe('Auth URLs follow the port the app is served on', () => {
  const written: string[] = [];
  afterEach(() => written.splice(0).forEach((file) => rmSync(file, { force: true })));

  it('npm run dev on PORT=5301: site URL and the allow-listed /reset-password on 5301', () => {
    const database = { driver: 'postgres', url: 'postgres://postgres:postgres@127.0.0.1:5432/postgres' };
    const file = writeStackConfig({
      name: `dev-config-test-${process.pid}`,
      appOrigin: 'http://localhost:5301',
      database,
    });
    written.push(file);
    const config = parse(readFileSync(file, 'utf8')) as {
      auth: { site_url: string; additional_redirect_urls: string[] };
      db: { driver: string; url: string };
    };
    expect(config.auth.site_url).toBe('http://localhost:5301/reset-password');
    expect(config.auth.additional_redirect_urls).toEqual([
      'http://localhost:5301/reset-password',
      'http://127.0.0.1:5301/reset-password',
    ]);
    // The one engine of every local stack: the real Postgres it was given.
    expect(config.db).toMatchObject(database);
  });

  it('the recovery e-mail links to the served origin and redirects to its /reset-password', async () => {
    const user = await createUser();
    const redirectTo = `${stack.url}/reset-password`;
    const { error } = await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo });
    expect(error).toBeNull();
    await expect.poll(() => readAuthLog().lastIndexOf(user.email), { timeout: 10_000 }).toBeGreaterThan(-1);
    const mail = readAuthLog().slice(readAuthLog().lastIndexOf(user.email));
    const link = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+type=recovery[^\s"'<>]*/.exec(mail)?.[0];
    expect(link, 'recovery link in the Auth log').toBeDefined();
    const url = new URL(link!.replaceAll('&amp;', '&'));
    expect(url.origin).toBe(stack.url);
    expect(url.searchParams.get('redirect_to')).toBe(redirectTo);
  });
});

/** This worker's child processes (the stack's Postgres, lite and Deno run as children of it). */
function childProcesses() {
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match && Number(match[2]) === process.pid && !match[3]!.startsWith('ps '))
    .map((match) => `${match![1]} ${match![3]}`);
}

/** Every process on the machine, as "pid args". */
function allProcesses() {
  return execFileSync('ps', ['-A', '-o', 'pid=,args='], { encoding: 'utf8' }).split('\n');
}

/** The pids of the processes started, directly or not, by `root` whose command line has `text`. */
function descendantsRunning(root: number, text: string) {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), parent: Number(match[2]), args: match[3]! }));
  const family = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (family.has(row.parent) && !family.has(row.pid)) grew = Boolean(family.add(row.pid));
  }
  return rows
    .filter((row) => row.pid !== root && family.has(row.pid) && row.args.includes(text))
    .map((row) => row.pid);
}

/** Those of `pids` still running with `text` in their command line (a zombie no longer has it). */
function stillRunning(pids: number[], text: string) {
  return allProcesses().filter(
    (line) => pids.includes(Number(line.trim().split(/\s+/)[0])) && line.includes(text),
  );
}

/** Files a stack named `purpose` would leave: its Postgres data folder and its config.toml copy. */
function leftovers(purpose: string, supabaseDirectory: string, pid = process.pid) {
  const name = `${purpose}-${pid}`;
  return [
    ...readdirSync(os.tmpdir())
      .filter((entry) => entry.startsWith(`trilha-${name}-`))
      .map((entry) => path.join(os.tmpdir(), entry)),
    ...readdirSync(supabaseDirectory)
      .filter((entry) => entry.startsWith(`.stack-${name}`))
      .map((entry) => path.join(supabaseDirectory, entry)),
  ];
}

/** The log a stack keeps for reading after it stops (or fails to start). */
function stackLog(purpose: string) {
  return path.join(defaultSupabaseDirectory, '.temp', `${purpose}-${process.pid}-stack.log`);
}

// Each test here starts a whole stack (or the e2e server, which starts one): 30 s + 120 s a stack
// start (docs/testing.md, "Limits sized for the work").
describe('a start that fails cleans up after itself', { timeout: 150_000 }, () => {
  it('a broken migration: the error names the log, no process and no temp folder remain', async () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'trilha-broken-project-'));
    const supabaseCopy = path.join(copy, 'supabase');
    try {
      for (const entry of ['config.toml', 'seed.sql', 'migrations'])
        cpSync(path.join(defaultSupabaseDirectory, entry), path.join(supabaseCopy, entry), {
          recursive: true,
        });
      const broken = path.join(supabaseCopy, 'migrations', '99991231000000_broken.sql');
      writeFileSync(broken, 'select * from no_such_table;');
      const before = childProcesses();

      await expect(startStack({ name: 'broken-migration', projectDirectory: copy })).rejects.toThrow(
        /lite db reset failed .*broken-migration-\d+-stack\.log/,
      );
      expect(readFileSync(stackLog('broken-migration'), 'utf8')).toContain('no_such_table');

      expect(childProcesses()).toEqual(before);
      expect(leftovers('broken-migration', supabaseCopy)).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
      rmSync(stackLog('broken-migration'), { force: true });
    }
  });

  it('a busy port at the last step: Postgres, lite and Deno are all stopped again', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as net.AddressInfo;
    try {
      const before = childProcesses();
      await expect(startStack({ name: 'busy-port', port })).rejects.toThrow('EADDRINUSE');
      expect(childProcesses()).toEqual(before);
      expect(leftovers('busy-port', defaultSupabaseDirectory)).toEqual([]);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
      rmSync(stackLog('busy-port'), { force: true });
    }
  });

  it('cleans up the same way after a successful start and stop', async () => {
    const before = childProcesses();
    const started = await startStack({ name: 'start-stop' });
    expect(childProcesses().length).toBeGreaterThan(before.length);
    await started.stop();
    expect(childProcesses()).toEqual(before);
    expect(leftovers('start-stop', defaultSupabaseDirectory)).toEqual([]);
    expect(existsSync(stackLog('start-stop')), 'the log stays for reading').toBe(true);
    rmSync(stackLog('start-stop'), { force: true });
  });

  // Two stack starts: 30 s + 2 × 120 s + a few requests (docs/testing.md, "Limits sized for the work").
  it('a kept data folder (npm run dev): made once with the seed, then started as it is with the new migrations applied', async () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'trilha-kept-project-'));
    const supabaseCopy = path.join(copy, 'supabase');
    const dataDirectory = path.join(copy, 'data', 'postgres');
    const output: string[] = [];
    try {
      for (const entry of ['config.toml', 'seed.sql', 'migrations'])
        cpSync(path.join(defaultSupabaseDirectory, entry), path.join(supabaseCopy, entry), {
          recursive: true,
        });
      const options = {
        name: 'kept',
        projectDirectory: copy,
        dataDirectory,
        onOutput: (text: string) => output.push(text),
      };
      const first = await startStack(options);
      expect(first.created).toBe(true);
      const firstDatabase = postgres(first.databaseUrl, { max: 1, onnotice: () => {} });
      const [admin] =
        await firstDatabase`select count(*)::int as n from auth.users where email = 'admin@trilhacloud.dev'`;
      await firstDatabase.end();
      await first.stop();
      expect(admin!.n).toBe(1);
      expect(existsSync(path.join(dataDirectory, 'PG_VERSION')), 'the data directory is kept').toBe(true);

      writeFileSync(
        path.join(supabaseCopy, 'migrations', '99991231000000_kept_probe.sql'),
        'create table public.kept_probe (id int);',
      );
      const before = childProcesses();
      const second = await startStack(options);
      try {
        expect(second.created).toBe(false);
        // lite colours its terminal output when it thinks it may (CI=true, FORCE_COLOR): read the text.
        expect(stripVTControlCharacters(output.join(''))).toContain('Applied 99991231000000_kept_probe.sql');
        const database = postgres(second.databaseUrl, { max: 1, onnotice: () => {} });
        const [probe] = await database`select to_regclass('public.kept_probe') is not null as present`;
        // The seed ran once: the demo administrator is still one row, not re-seeded.
        const [again] =
          await database`select count(*)::int as n from auth.users where email = 'admin@trilhacloud.dev'`;
        await database.end();
        expect(probe!.present).toBe(true);
        expect(again!.n).toBe(1);
      } finally {
        await second.stop();
      }
      expect(childProcesses()).toEqual(before);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 300_000);

  it('the e2e server ended by SIGTERM (as Playwright ends it) leaves nothing behind', async () => {
    const folders = ['dist', 'results'].map((kind) =>
      path.join(projectRoot, '.cache', `sigterm-${kind}-${process.pid}`),
    );
    const [distFolder, resultsFolder] = folders as [string, string];
    mkdirSync(distFolder, { recursive: true });
    writeFileSync(path.join(distFolder, 'index.html'), '<!doctype html><title>e2e</title>');
    const server = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'e2e-server.mjs')], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        TRILHA_E2E_APP_PORT: String(await freePort()),
        TRILHA_E2E_STACK_PORT: String(await freePort()),
        TRILHA_E2E_DIST_DIR: distFolder,
        TRILHA_E2E_RESULTS_DIR: resultsFolder,
      },
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (chunk) => String(chunk).includes('e2e app on') && resolve());
        server.once('exit', (code) => reject(new Error(`the e2e server exited early (${code})`)));
      });
      const marker = `e2e-${server.pid}`;
      expect(allProcesses().filter((line) => line.includes(marker)).length).toBeGreaterThan(0);
      // Its own functions server only: other suites may be running theirs meanwhile.
      const denoServers = descendantsRunning(server.pid!, path.join(projectRoot, 'scripts', 'deno'));
      expect(denoServers.length).toBeGreaterThan(0);

      server.kill('SIGTERM');
      await exited;
      // A child killed as the server exits (lite, by SIGKILL in an 'exit' listener) can still be
      // listed for a moment after: what counts is that it goes, not that it is gone first.
      await expect
        .poll(() => allProcesses().filter((line) => line.includes(marker)), { timeout: 15_000 })
        .toEqual([]);
      await expect
        .poll(() => stillRunning(denoServers, path.join(projectRoot, 'scripts', 'deno')), { timeout: 15_000 })
        .toEqual([]);
      expect(leftovers('e2e', defaultSupabaseDirectory, server.pid)).toEqual([]);
    } finally {
      server.kill('SIGKILL');
      folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
      rmSync(path.join(defaultSupabaseDirectory, '.temp', `e2e-${server.pid}-stack.log`), { force: true });
    }
  });
});
