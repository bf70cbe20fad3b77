import type { Sql } from 'postgres';

export const migrationsDirectory: string;
export const schemasDirectory: string;
export const SUPABASE_BASELINE: string;
export function sqlFiles(directory: string): string[];
export function applyMigrations(db: Sql, directory?: string): Promise<void>;
export function applySchemaFiles(db: Sql, directory?: string): Promise<void>;
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
