// Local-only API keys and JWT secret for the Docker-free stack. Generated once per checkout into
// supabase/.temp (git-ignored), so no secret is ever committed. A hosted project uses its own keys.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './node-runtime.mjs';

const keysFile = path.join(projectRoot, 'supabase', '.temp', 'local-keys.json');

function randomToken(bytes) {
  return randomBytes(bytes).toString('base64url');
}

/** Returns { publishableKey, secretKey, jwtSecret } and exports them as the env vars config.toml reads. */
export function ensureLocalKeys() {
  let keys;
  if (existsSync(keysFile)) {
    keys = JSON.parse(readFileSync(keysFile, 'utf8'));
  } else {
    keys = {
      publishableKey: `sb_publishable_${randomToken(24)}`,
      secretKey: `sb_secret_${randomToken(24)}`,
      jwtSecret: randomToken(48),
    };
    mkdirSync(path.dirname(keysFile), { recursive: true });
    writeFileSync(keysFile, JSON.stringify(keys, null, 2));
  }
  process.env.SUPABASE_PUBLISHABLE_KEY = keys.publishableKey;
  process.env.SUPABASE_SECRET_KEY = keys.secretKey;
  process.env.LOCAL_JWT_SECRET = keys.jwtSecret;
  return keys;
}
