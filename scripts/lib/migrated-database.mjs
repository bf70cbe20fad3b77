// Throwaway databases on a Postgres server, each starting from what a hosted Supabase project has
// before our first migration: one with every migration of supabase/migrations applied in order,
// one with the schema files of supabase/schemas (the database as it should be now) applied in
// order. `npm run db:diff` and tests/integration/schema-files.test.ts compare the two
// (docs/database-changes.md).
// Not the local stack's own database: @supabase/lite rewrites its table grants on the first request
// that carries a role (docs/testing.md, "The schema files and the migrations").
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { projectRoot } from './node-runtime.mjs';

export const migrationsDirectory = path.join(projectRoot, 'supabase', 'migrations');
export const schemasDirectory = path.join(projectRoot, 'supabase', 'schemas');

/** The API roles, per server: created when missing. */
const SUPABASE_ROLES = `
  do $$ begin
    if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
    if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
    if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  end $$;
`;

/**
 * The API roles (per server; created when missing), Auth's users table and helpers, a Storage
 * schema with the two tables the migrations write to, and Supabase's default privileges in public
 * (everything new open to the API roles until a migration revokes it).
 */
export const SUPABASE_BASELINE = `${SUPABASE_ROLES}

  create schema auth;
  create table auth.users (
    id uuid primary key,
    email text,
    raw_user_meta_data jsonb default '{}'::jsonb,
    raw_app_meta_data jsonb default '{}'::jsonb,
    last_sign_in_at timestamptz,
    created_at timestamptz default now()
  );
  create function auth.uid() returns uuid language sql stable as $$
    select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid
  $$;
  create function auth.jwt() returns jsonb language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
  $$;
  grant usage on schema auth to anon, authenticated, service_role;
  grant execute on all functions in schema auth to anon, authenticated, service_role;

  create schema storage;
  create table storage.buckets (
    id text primary key,
    name text not null,
    public boolean default false,
    file_size_limit bigint,
    allowed_mime_types text[]
  );
  create table storage.objects (
    id uuid primary key default gen_random_uuid(),
    bucket_id text references storage.buckets (id),
    name text,
    owner uuid
  );
  alter table storage.objects enable row level security;

  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;

/** The .sql files of `directory` in name order: the order they apply in. */
export function sqlFiles(directory) {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => path.join(directory, file));
}

/** Applies the baseline and then each file, in name order, naming the one that fails. */
async function applyFiles(db, directory) {
  await db.unsafe(SUPABASE_BASELINE);
  for (const file of sqlFiles(directory)) {
    await db.unsafe(readFileSync(file, 'utf8')).catch((error) => {
      throw new Error(`${path.basename(file)}: ${error.message}`);
    });
  }
}

/** The baseline, then every migration. */
export function applyMigrations(db, directory = migrationsDirectory) {
  return applyFiles(db, directory);
}

/** The baseline, then every schema file. */
export function applySchemaFiles(db, directory = schemasDirectory) {
  return applyFiles(db, directory);
}

/**
 * Creates one database per `prepares` entry on the server of `serverUrl`, side by side, runs each
 * `prepare(db)` on its own, then `use(urls)`, and drops them all.
 * @template T
 * @param {string} serverUrl a superuser connection string to any database of the server
 * @param {((db: import('postgres').Sql) => Promise<void>)[]} prepares
 * @param {(databaseUrls: string[]) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withThrowawayDatabases(serverUrl, prepares, use) {
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const names = prepares.map(() => `throwaway_${randomUUID().replaceAll('-', '')}`);
  const urls = names.map((name) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  });
  try {
    // Roles belong to the server: made once here, not by two databases' baselines at the same time.
    await server.unsafe(SUPABASE_ROLES);
    for (const name of names) await server.unsafe(`create database ${name} template template0`);
    await Promise.all(
      prepares.map(async (prepare, index) => {
        const db = postgres(urls[index], { max: 1, onnotice: () => {} });
        try {
          await prepare(db);
        } finally {
          await db.end();
        }
      }),
    );
    return await use(urls);
  } finally {
    for (const name of names) {
      // A closed client's backend can still be leaving; dropping under it would end it with an
      // error its pool reports as unhandled. Wait (a few seconds at most) until it is gone.
      for (let tries = 0; tries < 100; tries++) {
        const [{ count }] =
          await server`select count(*)::int as count from pg_stat_activity where datname = ${name}`;
        if (count === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await server.unsafe(`drop database if exists ${name} with (force)`);
    }
    await server.end();
  }
}

/** One throwaway database: `prepare(db)`, then `use(url)`. */
export function withThrowawayDatabase(serverUrl, prepare, use) {
  return withThrowawayDatabases(serverUrl, [prepare], ([url]) => use(url));
}

/**
 * A database with every migration and one with every schema file, built side by side:
 * `use(migratedUrl, schemaUrl)`.
 */
export function withMigratedAndSchemaDatabases(
  serverUrl,
  use,
  { migrations = migrationsDirectory, schemas = schemasDirectory } = {},
) {
  return withThrowawayDatabases(
    serverUrl,
    [(db) => applyMigrations(db, migrations), (db) => applySchemaFiles(db, schemas)],
    ([migratedUrl, schemaUrl]) => use(migratedUrl, schemaUrl),
  );
}

/** A throwaway database with every migration applied. */
export function withMigratedDatabase(serverUrl, use, directory = migrationsDirectory) {
  return withThrowawayDatabase(serverUrl, (db) => applyMigrations(db, directory), use);
}

/** A throwaway database with every schema file applied. */
export function withSchemaDatabase(serverUrl, use, directory = schemasDirectory) {
  return withThrowawayDatabase(serverUrl, (db) => applySchemaFiles(db, directory), use);
}
