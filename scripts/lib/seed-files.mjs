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

/**
 * @param {{ storageUrl: string, secretKey: string, directory: string }} options
 * @returns {Promise<string[]>} the objects uploaded now
 */
export async function uploadSeedFiles({ storageUrl, secretKey, directory }) {
  const uploaded = [];
  if (!existsSync(directory)) return uploaded;
  for (const bucket of readdirSync(directory)) {
    for (const name of filesUnder(path.join(directory, bucket))) {
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
      if (response.ok) {
        uploaded.push(`${bucket}/${name}`);
        continue;
      }
      const answer = await response.text();
      // "already exists" on a restart: the object is there, which is all we want.
      if (!/exist|duplicate/i.test(answer)) {
        throw new Error(`could not upload ${bucket}/${name}: ${response.status} ${answer}`);
      }
    }
  }
  return uploaded;
}
