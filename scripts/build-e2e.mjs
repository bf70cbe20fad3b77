// Production build of the app pointed at the end-to-end stack (used by `npm test`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

ensureModernNode();
const { ensureLocalKeys } = await import('./lib/local-keys.mjs');
const { E2E_STACK_URL, E2E_DIST_DIR } = await import('./lib/e2e-config.mjs');

const keys = ensureLocalKeys();
const result = spawnSync(
  process.execPath,
  [
    path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--outDir',
    E2E_DIST_DIR,
    '--emptyOutDir',
  ],
  {
    cwd: projectRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_SUPABASE_URL: E2E_STACK_URL,
      VITE_SUPABASE_PUBLISHABLE_KEY: keys.publishableKey,
    },
  },
);
process.exit(result.status ?? 1);
