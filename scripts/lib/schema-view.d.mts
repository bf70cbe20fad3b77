export const schemaViewFile: string;
export function generateSchemaView(databaseUrl: string): Promise<string>;
