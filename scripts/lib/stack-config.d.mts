export const defaultSupabaseDirectory: string;
export function readProjectConfig(supabaseDirectory?: string): Record<string, unknown>;
export function authUrls(origin: string): { site_url: string; additional_redirect_urls: string[] };
export function writeStackConfig(options: {
  name: string;
  appOrigin: string;
  database: { driver: string; url: string };
  apiPort?: number;
  emailConfirmations?: boolean;
  supabaseDirectory?: string;
}): string;
