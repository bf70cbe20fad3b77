import type { Sql } from 'postgres';

export const migrationsDirectory: string;
export const SUPABASE_BASELINE: string;
export function applyMigrations(db: Sql): Promise<void>;
export function withMigratedDatabase<T>(
  serverUrl: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T>;
