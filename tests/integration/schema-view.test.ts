// The committed schema view (supabase/schema.sql) must be what the migrations add up to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { withMigratedDatabase } from '../../scripts/lib/migrated-database.mjs';
import { generateSchemaView, schemaViewFile } from '../../scripts/lib/schema-view.mjs';
import { stack } from '../support/stack';

it('supabase/schema.sql is up to date with supabase/migrations (npm run db:schema)', async () => {
  const generated = await withMigratedDatabase(stack.databaseUrl, generateSchemaView);
  const name = path.relative(process.cwd(), schemaViewFile);
  expect(
    readFileSync(schemaViewFile, 'utf8') === generated,
    `${name} is stale: run \`npm run db:schema\``,
  ).toBe(true);
});
