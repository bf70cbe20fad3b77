// Addresses and folders of the test runs: the built app is compiled against this stack URL.
// Overridable so that several checkouts or helpers can run end-to-end tests side by side.
import path from 'node:path';
import { projectRoot } from './node-runtime.mjs';

// Fixed ports below every system's range of ports handed out at random (Linux: from 32768; macOS
// and Windows: from 49152). Inside it, any socket of the integration run beside (its stack's free
// ports, its thousands of outgoing connections) could hold the port when the e2e stack starts:
// docs/tooling.md, "Fixed ports".
export const E2E_APP_PORT = Number(process.env.TRILHA_E2E_APP_PORT || 4173);
export const E2E_STACK_PORT = Number(process.env.TRILHA_E2E_STACK_PORT || 24380);
/** Where systems start handing out ports at random (Linux's default; the others start higher). */
export const RANDOM_PORTS_FROM = 32768;
export const E2E_APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
export const E2E_STACK_URL = `http://127.0.0.1:${E2E_STACK_PORT}`;

/** Inside the project, generated files may live only where git, ESLint, Prettier and Vite's watcher ignore them. */
const IGNORED_FOLDER = '.cache';

/**
 * A folder from an environment variable (unset or empty: the default): outside the project, its
 * default, or under .cache/. Anywhere else in the project, lint and format would check the
 * generated files in it.
 */
export function outputFolder(variable, defaultFolder, env = process.env) {
  const folder = path.resolve(projectRoot, env[variable] || defaultFolder);
  const relative = path.relative(projectRoot, folder);
  const isOutside = (from, to) => {
    const route = path.relative(from, to);
    return route === '..' || route.startsWith(`..${path.sep}`) || path.isAbsolute(route);
  };
  const allowed = isOutside(projectRoot, folder)
    ? isOutside(folder, projectRoot) // never the project's parent folders
    : relative === defaultFolder ||
      (relative.split(path.sep)[0] === IGNORED_FOLDER && relative !== IGNORED_FOLDER);
  if (!allowed) {
    throw new Error(
      `${variable}=${env[variable]}: use a folder of its own under ${IGNORED_FOLDER}/ (e.g. ${IGNORED_FOLDER}/${defaultFolder}) or outside the project; elsewhere in the project lint and format would check its generated files.`,
    );
  }
  return folder;
}

/** Where the e2e build goes (also read by `npm run size`). */
export const E2E_DIST_DIR = outputFolder('TRILHA_E2E_DIST_DIR', 'dist');
/** Where test reports, e2e artifacts and the e2e stack's details are written. */
export const E2E_RESULTS_DIR = outputFolder('TRILHA_E2E_RESULTS_DIR', 'test-results');
