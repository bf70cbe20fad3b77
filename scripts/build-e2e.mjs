// Production build of the app pointed at the end-to-end stack (used by `npm test`, the Lighthouse
// and size scripts): the client bundle, then the public pages prerendered with the stack's data
// (scripts/prerender.mjs) for the e2e app's address. A stack already answering on the e2e stack
// port is used as it is; otherwise a fresh one (migrations and seed) is started for the build and
// stopped after it. The e2e server then starts its own fresh stack with the same seed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { ensureLocalKeys } = await import('./lib/local-keys.mjs');
const { E2E_APP_URL, E2E_STACK_PORT, E2E_STACK_URL, E2E_DIST_DIR } = await import('./lib/e2e-config.mjs');

const keys = ensureLocalKeys();
const env = {
  ...process.env,
  VITE_SUPABASE_URL: E2E_STACK_URL,
  VITE_SUPABASE_PUBLISHABLE_KEY: keys.publishableKey,
  VITE_PUBLIC_SITE_URL: E2E_APP_URL,
};
const run = (script, args) =>
  spawnSync(process.execPath, [script, ...args], { cwd: projectRoot, stdio: 'inherit', env }).status ?? 1;

const viteStatus = run(path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js'), [
  'build',
  '--outDir',
  E2E_DIST_DIR,
  '--emptyOutDir',
]);
if (viteStatus !== 0) process.exit(viteStatus);

async function stackAnswers() {
  try {
    const response = await fetch(`${E2E_STACK_URL}/rest/v1/`, {
      headers: { apikey: keys.publishableKey },
      signal: AbortSignal.timeout(2000),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

let stop = async () => {};
if (!(await stackAnswers())) {
  const { startStack } = await import('./lib/stack.mjs');
  const stack = await startStack({ name: 'build', port: E2E_STACK_PORT, siteUrl: E2E_APP_URL });
  stop = stack.stop;
}
// Not spawnSync: the stack's gateway runs in this process and must answer the prerender's requests.
const runAsync = (script, args) =>
  new Promise((resolve) =>
    spawn(process.execPath, [script, ...args], { cwd: projectRoot, stdio: 'inherit', env }).once(
      'exit',
      (code) => resolve(code ?? 1),
    ),
  );
let status;
try {
  status = await runAsync(path.join(projectRoot, 'scripts', 'prerender.mjs'), ['--out-dir', E2E_DIST_DIR]);
} finally {
  await stop();
}
process.exit(status);
