export const typesFile: string;
export function generateTypes(databaseUrl: string): Promise<string>;
