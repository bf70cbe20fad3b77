export interface LocalKeys {
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
}
export function ensureLocalKeys(): LocalKeys;
