// Private Storage objects read through a short-lived signed link, made with the signed-in
// person's session: the bucket's policy decides who may sign (docs/payments.md, book files).
import { loadSupabase } from '@/lib/load-supabase';

/** A link to `path` in `bucket` that works for `seconds`, downloaded under `fileName`. */
export async function signedDownloadUrl(
  bucket: string,
  path: string,
  seconds: number,
  fileName: string,
): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.storage
    .from(bucket)
    .createSignedUrl(path, seconds, { download: fileName });
  // Storage's refusal is rethrown as it came: the screen turns it into its message.
  if (error) throw error;
  return data.signedUrl;
}
