import type { Sql } from 'postgres';

export function readCatalogue(sql: Sql): Promise<Record<string, unknown[]>>;
export function describeSchema(databaseUrl: string): Promise<string>;
