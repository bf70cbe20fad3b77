// Private Storage objects read through a short-lived signed link. The browser never signs one:
// a server function signs it and answers the signed path (docs/payments.md, "E-book links").
// Storage answers that path in two forms: hosted Storage relative to /storage/v1 (`signedURL`),
// the local server relative to the origin (`signedUrl`).
import { env } from '@/config/env';

/** The absolute address of a signed path, in either of Storage's two forms. */
export function absoluteSignedUrl(supabaseUrl: string, signedPath: string): string {
  if (/^https?:\/\//.test(signedPath)) return signedPath;
  return signedPath.startsWith('/storage/v1/')
    ? `${supabaseUrl}${signedPath}`
    : `${supabaseUrl}/storage/v1${signedPath}`;
}

/** The signed link of this project's Storage, downloaded under `fileName`. */
export function signedDownloadUrl(signedPath: string, fileName: string): string {
  const url = new URL(absoluteSignedUrl(env.supabaseUrl, signedPath));
  url.searchParams.set('download', fileName);
  return url.toString();
}
