export const typesFile: string;
export const functionsTypesFile: string;
export const typesFiles: string[];
export function generateTypes(databaseUrl: string): Promise<string>;
