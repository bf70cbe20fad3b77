// Files of the demo data (supabase/seed-files/<bucket>/<path>) put into local Storage after the
// stack is up: seed.sql can name an object (books.file_path) but cannot hold its bytes. An object
// already there is left as it is, so a restart uploads nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CONTENT_TYPES = { '.pdf': 'application/pdf', '.epub': 'application/epub+zip' };

function filesUnder(directory, prefix = '') {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(directory, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** Server errors of the first Storage requests after a start are retried this many times. */
const ATTEMPTS = 5;

/**
 * Uploads one object; true when it was uploaded now, false when it was already there. lite sets up
 * its Storage schema as the first requests arrive, and on a busy machine such a request can fail
 * with a 500 ('tuple concurrently updated', docs/tooling.md): that one is tried again.
 */
async function uploadOnce({ storageUrl, secretKey, directory, bucket, name }) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${storageUrl}/object/${bucket}/${name}`, {
      method: 'POST',
      headers: {
        apikey: secretKey,
        authorization: `Bearer ${secretKey}`,
        'content-type': CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
        'x-upsert': 'false',
      },
      body: readFileSync(path.join(directory, bucket, name)),
    });
    if (response.ok) return true;
    const answer = await response.text();
    // "already exists" on a restart: the object is there, which is all we want.
    if (/exist|duplicate/i.test(answer)) return false;
    if (response.status < 500 || attempt === ATTEMPTS) {
      throw new Error(`could not upload ${bucket}/${name}: ${response.status} ${answer}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

/**
 * @param {{ storageUrl: string, secretKey: string, directory: string }} options
 * @returns {Promise<string[]>} the objects uploaded now
 */
export async function uploadSeedFiles({ storageUrl, secretKey, directory }) {
  const uploaded = [];
  if (!existsSync(directory)) return uploaded;
  for (const bucket of readdirSync(directory)) {
    for (const name of filesUnder(path.join(directory, bucket))) {
      if (await uploadOnce({ storageUrl, secretKey, directory, bucket, name }))
        uploaded.push(`${bucket}/${name}`);
    }
  }
  return uploaded;
}
