// The committed database types (the app's and the edge functions' copy) must match the schema
// the migrations produce.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generateTypes, typesFiles } from '../../scripts/lib/typegen.mjs';
import { stack } from '../support/stack';

it('the generated database types are up to date with supabase/migrations (npm run db:types)', async () => {
  const generated = await generateTypes(stack.databaseUrl);
  for (const file of typesFiles) {
    const name = path.relative(process.cwd(), file);
    expect(readFileSync(file, 'utf8') === generated, `${name} is stale: run \`npm run db:types\``).toBe(true);
  }
});
