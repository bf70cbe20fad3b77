// The committed database types must match the schema the migrations produce.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateTypes, typesFile } from '../../scripts/lib/typegen.mjs';
import { stack } from '../support/stack';

it('src/lib/database.types.ts is up to date with supabase/migrations (npm run db:types)', async () => {
  const generated = await generateTypes(stack.databaseUrl);
  expect(readFileSync(typesFile, 'utf8') === generated, 'types are stale: run `npm run db:types`').toBe(true);
});
