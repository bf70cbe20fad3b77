// Generates src/lib/database.types.ts (and its copy for the edge functions) from the real schema: starts a throwaway local stack
// (fresh Postgres + our migrations) and runs the same postgres-meta typegen that
// `supabase gen types typescript` runs. `--check` fails when the committed file is stale.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { startStack } = await import('./lib/stack.mjs');
const { generateTypes, typesFiles } = await import('./lib/typegen.mjs');

const checkOnly = process.argv.includes('--check');

const stack = await startStack({ name: 'typegen' });
try {
  const generated = await generateTypes(stack.databaseUrl);
  for (const file of typesFiles) {
    const name = path.relative(projectRoot, file);
    if (!checkOnly) {
      writeFileSync(file, generated);
      console.log(`Wrote ${name}`);
    } else if ((existsSync(file) ? readFileSync(file, 'utf8') : '') !== generated) {
      console.error(`${name} is stale: run \`npm run db:types\` and commit the result.`);
      process.exitCode = 1;
    } else {
      console.log(`${name} is up to date.`);
    }
  }
} finally {
  await stack.stop();
}
