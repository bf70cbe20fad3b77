// Addresses of the end-to-end setup: the built app is compiled against this stack URL.
// Overridable so that several checkouts or helpers can run end-to-end tests side by side.
import path from 'node:path';
import { projectRoot } from './node-runtime.mjs';

export const E2E_APP_PORT = Number(process.env.TRILHA_E2E_APP_PORT ?? 4173);
export const E2E_STACK_PORT = Number(process.env.TRILHA_E2E_STACK_PORT ?? 54380);
export const E2E_APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
export const E2E_STACK_URL = `http://127.0.0.1:${E2E_STACK_PORT}`;
/** Where the e2e build goes and where the e2e stack's details are written. */
export const E2E_DIST_DIR = path.resolve(projectRoot, process.env.TRILHA_E2E_DIST_DIR ?? 'dist');
export const E2E_RESULTS_DIR = path.resolve(
  projectRoot,
  process.env.TRILHA_E2E_RESULTS_DIR ?? 'test-results',
);
