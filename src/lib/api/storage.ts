// Private Storage objects read through a short-lived signed link, signed with the signed-in
// person's session: the bucket's policy decides who may sign (docs/payments.md, "E-book links").
// Storage's sign endpoint is called directly rather than through supabase-js' createSignedUrl:
// hosted Storage answers `signedURL` (relative to /storage/v1), the local server `signedUrl`
// (relative to the origin), and supabase-js reads only the first.
import { z } from 'zod';
import { env } from '@/config/env';
import { ReasonCodeError } from '@/lib/errors/reason-code-error';
import { loadSupabase } from '@/lib/load-supabase';
import { parseAnswer } from './answer';

const signedAnswerSchema = z.union([
  z.object({ signedURL: z.string() }).transform((answer) => answer.signedURL),
  z.object({ signedUrl: z.string() }).transform((answer) => answer.signedUrl),
]);

/** The absolute address of a signed path, in either of Storage's two forms. */
export function absoluteSignedUrl(supabaseUrl: string, signedPath: string): string {
  if (/^https?:\/\//.test(signedPath)) return signedPath;
  return signedPath.startsWith('/storage/v1/')
    ? `${supabaseUrl}${signedPath}`
    : `${supabaseUrl}/storage/v1${signedPath}`;
}

/** A link to `path` in `bucket` that works for `seconds`, downloaded under `fileName`. */
export async function signedDownloadUrl(
  bucket: string,
  path: string,
  seconds: number,
  fileName: string,
): Promise<string> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ReasonCodeError('not_authenticated');
  const objectPath = path.split('/').map(encodeURIComponent).join('/');
  const answer = await fetch(`${env.supabaseUrl}/storage/v1/object/sign/${bucket}/${objectPath}`, {
    method: 'POST',
    headers: {
      apikey: env.supabasePublishableKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ expiresIn: seconds }),
  });
  // Storage refuses to sign (its policy: not the owner) with a 4xx; anything else is the screen's
  // generic message.
  if (answer.status === 400 || answer.status === 403) throw new ReasonCodeError('permission_denied');
  if (!answer.ok) throw new Error(`Storage did not sign ${bucket}/${path}: ${answer.status}`);
  const signed = parseAnswer(`storage/${bucket}`, signedAnswerSchema, await answer.json());
  const url = new URL(absoluteSignedUrl(env.supabaseUrl, signed));
  url.searchParams.set('download', fileName);
  return url.toString();
}
