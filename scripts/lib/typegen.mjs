// Runs the same postgres-meta typegen that `supabase gen types typescript` runs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './node-runtime.mjs';

export const typesFile = path.join(projectRoot, 'src', 'lib', 'database.types.ts');
/**
 * The same types for the edge functions. A copy, not an import from src/: `supabase functions
 * deploy` bundles only what lives under supabase/functions.
 */
export const functionsTypesFile = path.join(
  projectRoot,
  'supabase',
  'functions',
  '_shared',
  'database.types.ts',
);
/** Every file the generated types are written to (the check compares each of them). */
export const typesFiles = [typesFile, functionsTypesFile];

/** Returns the formatted TypeScript types of the database's public schema. */
export async function generateTypes(databaseUrl) {
  const server = path.join(
    projectRoot,
    'node_modules',
    '@supabase',
    'postgres-meta',
    'dist',
    'server',
    'server.js',
  );
  const result = spawnSync(process.execPath, [server], {
    cwd: projectRoot,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
    env: {
      ...process.env,
      PG_META_DB_URL: databaseUrl,
      PG_META_GENERATE_TYPES: 'typescript',
      PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
      PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
      SENTRY_DSN: '',
    },
  });
  if (result.status !== 0) throw new Error(`Type generation failed:\n${result.stderr}`);
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(typesFile)) ?? {};
  return prettier.format(result.stdout, { ...options, parser: 'typescript' });
}
