import type { Sql } from 'postgres';

export const migrationsDirectory: string;
export const schemasDirectory: string;
export const SUPABASE_BASELINE: string;
export function sqlFiles(directory: string): string[];
export function applyMigrations(db: Sql, directory?: string): Promise<void>;
export function applySchemaFiles(db: Sql, directory?: string): Promise<void>;
export function withThrowawayDatabases<T>(
  serverUrl: string,
  prepares: ((db: Sql) => Promise<void>)[],
  use: (databaseUrls: string[]) => Promise<T>,
): Promise<T>;
export function withMigratedAndSchemaDatabases<T>(
  serverUrl: string,
  use: (migratedUrl: string, schemaUrl: string) => Promise<T>,
  directories?: { migrations?: string; schemas?: string },
): Promise<T>;
export function withThrowawayDatabase<T>(
  serverUrl: string,
  prepare: (db: Sql) => Promise<void>,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T>;
export function withMigratedDatabase<T>(
  serverUrl: string,
  use: (databaseUrl: string) => Promise<T>,
  directory?: string,
): Promise<T>;
export function withSchemaDatabase<T>(
  serverUrl: string,
  use: (databaseUrl: string) => Promise<T>,
  directory?: string,
): Promise<T>;
