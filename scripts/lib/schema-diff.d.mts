export interface SchemaDirectories {
  migrations?: string;
  schemas?: string;
}
export function migraStatements(fromUrl: string, toUrl: string): Promise<string>;
export function catalogueStatements(fromUrl: string, toUrl: string): Promise<string[]>;
export function lineDifferences(a: string, b: string): string[];
export function generateMigration(
  serverUrl: string,
  directories?: SchemaDirectories,
): Promise<{ statements: string; remaining: string[] }>;
export function compareSchemas(
  serverUrl: string,
  directories?: SchemaDirectories,
): Promise<{ forward: string; backward: string; differences: string[] }>;
export function functionsTablesNeedFirst(sql: string): string;
