// The config.toml every local stack runs with: supabase/config.toml parsed, adjusted for that
// stack (database, API port, the origin the app is served from) and written beside it, so its
// relative paths (migrations, seed) resolve the same way.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'smol-toml';
import { projectRoot } from './node-runtime.mjs';

export const defaultSupabaseDirectory = path.join(projectRoot, 'supabase');

/** The app's new-password route (src/config/paths.ts), where recovery links must land. */
const RESET_PASSWORD_PATH = '/reset-password';
const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/** supabase/config.toml (or the one in `supabaseDirectory`) as an object. */
export function readProjectConfig(supabaseDirectory = defaultSupabaseDirectory) {
  return parse(readFileSync(path.join(supabaseDirectory, 'config.toml'), 'utf8'));
}

/**
 * Auth's site URL and redirect allow-list for an app served at `origin`. A loopback origin
 * allows both loopback names, since a browser may use either.
 *
 * Hosted Supabase sends a recovery link to site URL's host that redirects to the `redirectTo`
 * the app asked for (allow-listed: /reset-password). lite 0.10 ignores `redirectTo` on
 * /recover and always redirects to the site URL; its links are built from the site URL's origin
 * only. So the local site URL is the app's /reset-password, and the link lands where hosted's does.
 */
export function authUrls(origin) {
  const url = new URL(origin);
  const hosts = LOOPBACK_NAMES.includes(url.hostname)
    ? [url.hostname, ...LOOPBACK_NAMES.filter((name) => name !== url.hostname)]
    : [url.hostname];
  const port = url.port ? `:${url.port}` : '';
  return {
    site_url: `${url.origin}${RESET_PASSWORD_PATH}`,
    additional_redirect_urls: hosts.map((host) => `${url.protocol}//${host}${port}${RESET_PASSWORD_PATH}`),
  };
}

/**
 * Writes `.stack-<name>.toml` beside config.toml and returns its path; the caller removes it.
 * `database` is lite's connection (config.toml names none: the official CLI has its own).
 * @param {{ name: string, appOrigin: string, database: { driver: string, url: string }, apiPort?: number, emailConfirmations?: boolean, supabaseDirectory?: string }} options
 */
export function writeStackConfig({
  name,
  appOrigin,
  database,
  apiPort,
  emailConfirmations,
  supabaseDirectory = defaultSupabaseDirectory,
}) {
  const config = readProjectConfig(supabaseDirectory);
  Object.assign(config.auth, authUrls(appOrigin));
  if (emailConfirmations !== undefined) config.auth.email.enable_confirmations = emailConfirmations;
  Object.assign(config.db, database);
  // lite applies schema_paths itself after the migrations; the stack runs the migrations only.
  config.db.migrations = { ...config.db.migrations, schema_paths: [] };
  if (apiPort !== undefined) config.api.port = apiPort;
  const file = path.join(supabaseDirectory, `.stack-${name}.toml`);
  writeFileSync(file, stringify(config));
  return file;
}
