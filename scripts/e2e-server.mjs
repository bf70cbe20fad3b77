// Playwright's web server: a fresh local stack on the fixed e2e port and the built app
// (TRILHA_E2E_DIST_DIR, default dist/) served with SPA fallback. Writes e2e-stack.json into
// TRILHA_E2E_RESULTS_DIR (default test-results/) for specs that need fixtures.
//
//   node scripts/e2e-server.mjs               answers uncompressed (the end-to-end tests)
//   node scripts/e2e-server.mjs --compressed  answers gzipped as a visitor's server does (npm run lighthouse)
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { startStack } = await import('./lib/stack.mjs');
const { E2E_APP_PORT, E2E_APP_URL, E2E_STACK_PORT, E2E_DIST_DIR, E2E_RESULTS_DIR } =
  await import('./lib/e2e-config.mjs');

if (!existsSync(path.join(E2E_DIST_DIR, 'index.html'))) {
  console.error(`${E2E_DIST_DIR} is missing: run "node scripts/build-e2e.mjs" first (npm test does).`);
  process.exit(1);
}

/**
 * Vite's preview gzips every answer again on each request; between Chromium and a server on the
 * same machine that is CPU for both and saves nothing (docs/testing.md, "Speed"). Its middlewares
 * added here run before the compression, which then sees no Accept-Encoding and passes.
 */
function uncompressed() {
  return {
    name: 'trilha-e2e-uncompressed',
    configurePreviewServer(previewServer) {
      previewServer.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding'];
        next();
      });
    },
  };
}

const stack = await startStack({ name: 'e2e', port: E2E_STACK_PORT, siteUrl: E2E_APP_URL });
const { stop, ...info } = stack;
let server;
try {
  mkdirSync(E2E_RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(E2E_RESULTS_DIR, 'e2e-stack.json'), JSON.stringify(info, null, 2));
  const { preview } = await import('vite');
  server = await preview({
    root: projectRoot,
    preview: { port: E2E_APP_PORT, strictPort: true, host: '127.0.0.1' },
    build: { outDir: E2E_DIST_DIR },
    // Lighthouse measures what a visitor downloads over a slow network: it needs the gzipped bytes.
    plugins: process.argv.includes('--compressed') ? [] : [uncompressed()],
  });
} finally {
  // A preview that did not start must not leave the stack running.
  if (!server) await stop();
}
console.log(`e2e app on ${E2E_APP_URL}, stack on ${info.url}`);

async function shutdown() {
  await new Promise((resolve) => server.httpServer.close(resolve));
  await stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
