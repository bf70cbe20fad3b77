// The schema diff behind `npm run db:diff` and tests/integration/schema-files.test.ts: the statements
// that bring a database with the migrations applied to the schema the files of supabase/schemas
// declare, on a real Postgres (docs/database-changes.md).
// migra (@pgkit/migra) writes the tables, columns, constraints, indexes, functions, triggers,
// policies and table grants; what it does not compare (function, column and schema grants,
// comments, storage buckets) comes from comparing the two catalogues (./schema-view.mjs). The
// result is checked by applying it: whatever still differs is reported, never left silent.
import { createClient } from '@pgkit/client';
import { Migration } from '@pgkit/migra';
import postgres from 'postgres';
import { withMigratedAndSchemaDatabases } from './migrated-database.mjs';
import { describeSchema, readCatalogue } from './schema-view.mjs';

/** migra's statements from the database at `fromUrl` to the one at `toUrl` ('' when none). */
export async function migraStatements(fromUrl, toUrl) {
  // Each client is its own pg-promise instance: the same database twice (both ways) is intended.
  const options = { pgpOptions: { initialize: { noWarnings: true } } };
  const from = createClient(fromUrl, options);
  const to = createClient(toUrl, options);
  try {
    const migration = await Migration.create(from, to, {});
    // Drops are part of a change (a removed policy, a replaced function); review them in the file.
    migration.set_safety(false);
    migration.add_all_changes(true);
    return functionsTablesNeedFirst(migration.sql.trim());
  } finally {
    await Promise.all([from.end(), to.end()]);
  }
}

const FUNCTION_BLOCK = /CREATE OR REPLACE FUNCTION ([a-z_]+\.[a-z_]+)\([\s\S]*?\$function\$\n;/g;

/**
 * migra writes new tables before new functions, so a table whose CHECK, default or index calls a
 * new function (`private.cnpj_is_valid` in `organisations_cnpj_check`) fails to apply. Such
 * functions move to the top, with bodies left unchecked as the schema files do; the others stay
 * where migra put them (their bodies may name the new tables).
 */
export function functionsTablesNeedFirst(sql) {
  const blocks = [...sql.matchAll(FUNCTION_BLOCK)];
  const outside = blocks.reduce((text, [block]) => text.replace(block, ''), sql);
  const needed = blocks.filter(([, name]) => outside.includes(`${name}(`));
  if (needed.length === 0) return sql;
  const rest = needed.reduce((text, [block]) => text.replace(block, ''), sql).trim();
  const hoisted = needed.map(([block]) => block).join('\n\n');
  return `-- Called by the checks, defaults or indexes of the tables below.\nset check_function_bodies = off;\n\n${hoisted}\n\n${rest}`;
}

async function catalogueOf(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await readCatalogue(sql);
  } finally {
    await sql.end();
  }
}

const quote = (text) => (text == null ? 'null' : `'${text.replaceAll("'", "''")}'`);
const aclKey = ({ grantee, privilege, grantable }) => `${grantee}\u0000${privilege}\u0000${grantable}`;

/** grant/revoke statements that turn ACL rows `from` into `to` on `on` (the owner left out). */
function aclChanges(fromRows, toRows, on, owner) {
  const fromKeys = new Set(fromRows.map(aclKey));
  const toKeys = new Set(toRows.map(aclKey));
  const revokes = fromRows.filter((row) => row.grantee !== owner && !toKeys.has(aclKey(row)));
  const grants = toRows.filter((row) => row.grantee !== owner && !fromKeys.has(aclKey(row)));
  return [
    ...revokes.map(({ grantee, privilege }) => `revoke ${privilege.toLowerCase()} on ${on} from ${grantee};`),
    ...grants.map(
      ({ grantee, privilege, grantable }) =>
        `grant ${privilege.toLowerCase()} on ${on} to ${grantee}${grantable ? ' with grant option' : ''};`,
    ),
  ];
}

function columnAclChanges(fromColumn, toColumn, relation) {
  return aclChanges(fromColumn?.acl ?? [], toColumn.acl, `table ${relation}`, null).map((statement) =>
    statement.replace(/^(grant|revoke) (\w+) on/, `$1 $2 (${toColumn.name}) on`),
  );
}

/**
 * What migra leaves out, from the catalogues: grants on functions, schemas and columns, comments,
 * and the storage buckets. Objects only in `from` are migra's to drop (their grants go with them).
 */
export async function catalogueStatements(fromUrl, toUrl) {
  const [from, to] = await Promise.all([catalogueOf(fromUrl), catalogueOf(toUrl)]);
  const out = [];
  const index = (rows, key) => new Map(rows.map((row) => [row[key], row]));

  const fromNamespaces = index(from.namespaces, 'name');
  for (const namespace of to.namespaces) {
    const before = fromNamespaces.get(namespace.name);
    out.push(...aclChanges(before?.acl ?? [], namespace.acl, `schema ${namespace.name}`, namespace.owner));
    if (before?.comment !== namespace.comment)
      out.push(`comment on schema ${namespace.name} is ${quote(namespace.comment)};`);
  }

  const fromEnums = index(from.enums, 'name');
  for (const type of to.enums)
    if ((fromEnums.get(type.name)?.comment ?? null) !== type.comment)
      out.push(`comment on type ${type.name} is ${quote(type.comment)};`);

  const fromRelations = index(from.relations, 'name');
  for (const relation of to.relations) {
    const before = fromRelations.get(relation.name);
    // migra writes a table's grants privilege by privilege but knows nothing of MAINTAIN
    // (Postgres 17); the catalogue of `from` is read after migra's statements ran.
    if (before && ['r', 'p', 'f'].includes(relation.kind))
      out.push(...aclChanges(before.acl, relation.acl, `table ${relation.name}`, relation.owner));
    if ((before?.comment ?? null) !== relation.comment)
      out.push(`comment on table ${relation.name} is ${quote(relation.comment)};`);
  }

  const columnKey = (column) => `${column.relation}.${column.name}`;
  const fromColumns = new Map(from.columns.map((column) => [columnKey(column), column]));
  for (const column of to.columns) {
    const before = fromColumns.get(columnKey(column));
    out.push(...columnAclChanges(before, column, column.relation));
    if ((before?.comment ?? null) !== column.comment)
      out.push(`comment on column ${columnKey(column)} is ${quote(column.comment)};`);
  }

  const fromFunctions = index(from.functions, 'signature');
  for (const fn of to.functions) {
    const before = fromFunctions.get(fn.signature);
    // A function migra creates gets the schema's default privileges; the catalogue of `from`
    // is read after migra's statements ran, so `before` already has them.
    out.push(...aclChanges(before?.acl ?? [], fn.acl, `function ${fn.signature}`, fn.owner));
    if ((before?.comment ?? null) !== fn.comment)
      out.push(`comment on function ${fn.signature} is ${quote(fn.comment)};`);
  }

  const fromBuckets = index(from.buckets, 'id');
  const bucketValues = (bucket) =>
    `(${quote(bucket.id)}, ${quote(bucket.name)}, ${bucket.public}, ${bucket.file_size_limit ?? 'null'}, ${
      bucket.allowed_mime_types ? `array[${bucket.allowed_mime_types.map(quote).join(', ')}]` : 'null'
    })`;
  for (const bucket of to.buckets) {
    const before = fromBuckets.get(bucket.id);
    if (!before || bucketValues(before) !== bucketValues(bucket))
      out.push(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)\n  values ${bucketValues(bucket)}\n  on conflict (id) do update set name = excluded.name, public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;`,
      );
  }
  const toBuckets = new Set(to.buckets.map((bucket) => bucket.id));
  for (const bucket of from.buckets)
    if (!toBuckets.has(bucket.id)) out.push(`delete from storage.buckets where id = ${quote(bucket.id)};`);
  return out;
}

/** The lines of `a` that `b` lacks and the other way round (what two schema texts disagree on). */
export function lineDifferences(a, b) {
  const linesA = a.split('\n');
  const linesB = new Set(b.split('\n'));
  const setA = new Set(linesA);
  return [
    ...linesA.filter((line) => !linesB.has(line)).map((line) => `- ${line}`),
    ...b
      .split('\n')
      .filter((line) => !setA.has(line))
      .map((line) => `+ ${line}`),
  ];
}

async function run(url, statements) {
  if (!statements.trim()) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(statements);
  } finally {
    await sql.end();
  }
}

/**
 * The migration from the migrations' database to the schema files', on the server of `serverUrl`:
 * `{ statements, remaining }`, where `remaining` lists what still differs after applying them
 * (empty when the statements are complete).
 */
export function generateMigration(serverUrl, directories = {}) {
  return withMigratedAndSchemaDatabases(
    serverUrl,
    async (currentUrl, targetUrl) => {
      const migra = await migraStatements(currentUrl, targetUrl);
      // A statement Postgres refuses (a function's new return type under `create or replace`,
      // say) is reported with the statements, to be written by hand.
      const refused = (statements, error) => ({
        statements,
        remaining: [`The statements fail on the migrated database: ${error.message}`],
      });
      try {
        await run(currentUrl, migra);
      } catch (error) {
        return refused(migra, error);
      }
      const catalogue = (await catalogueStatements(currentUrl, targetUrl)).join('\n');
      const statements = [migra, catalogue].filter(Boolean).join('\n\n');
      try {
        await run(currentUrl, catalogue);
      } catch (error) {
        return refused(statements, error);
      }
      const [after, target, leftover] = await Promise.all([
        describeSchema(currentUrl),
        describeSchema(targetUrl),
        migraStatements(currentUrl, targetUrl),
      ]);
      const remaining = [...lineDifferences(after, target), ...(leftover ? [leftover] : [])];
      return { statements, remaining };
    },
    directories,
  );
}

/**
 * Whether the migrations and the schema files agree, on the server of `serverUrl`: migra both ways
 * and the two catalogues' texts (`{ forward, backward, differences }`, all empty when they agree).
 */
export function compareSchemas(serverUrl, directories = {}) {
  return withMigratedAndSchemaDatabases(
    serverUrl,
    async (migratedUrl, schemaUrl) => {
      const [forward, backward, migrated, declared] = await Promise.all([
        migraStatements(migratedUrl, schemaUrl),
        migraStatements(schemaUrl, migratedUrl),
        describeSchema(migratedUrl),
        describeSchema(schemaUrl),
      ]);
      return { forward, backward, differences: lineDifferences(migrated, declared) };
    },
    directories,
  );
}
