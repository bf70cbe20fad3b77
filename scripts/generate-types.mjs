// Generates src/lib/database.types.ts from the real schema: starts a throwaway local stack
// (fresh Postgres + our migrations) and runs the same postgres-meta typegen that
// `supabase gen types typescript` runs. `--check` fails when the committed file is stale.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

ensureModernNode();
const { startStack } = await import('./lib/stack.mjs');
const { generateTypes, typesFile } = await import('./lib/typegen.mjs');

const checkOnly = process.argv.includes('--check');

const stack = await startStack({ name: 'typegen' });
try {
  const generated = await generateTypes(stack.databaseUrl);
  if (checkOnly) {
    const current = existsSync(typesFile) ? readFileSync(typesFile, 'utf8') : '';
    if (current !== generated) {
      console.error('src/lib/database.types.ts is stale: run `npm run db:types` and commit the result.');
      process.exitCode = 1;
    } else {
      console.log('Database types are up to date.');
    }
  } else {
    writeFileSync(typesFile, generated);
    console.log(`Wrote ${path.relative(projectRoot, typesFile)}`);
  }
} finally {
  await stack.stop();
}
