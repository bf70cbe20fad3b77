// Product images in storage (docs/threat-model.md threat 11) through the app's own upload
// code (src/lib/image-upload.ts): an administrator stores a WebP under {folder}/{timestamp}-
// {random}.webp and it is served by its public URL; the bucket refuses overwrites, files above
// 300 KB, other types and anyone who is not an administrator.
import { describe, expect, it } from 'vitest';
import {
  buildImagePath,
  MAX_IMAGE_BYTES,
  PRODUCT_IMAGES_BUCKET,
  storeProductImage,
} from '@/lib/image-upload';
import type { SupabaseClient } from '@/lib/supabase';
import { anonClient, createUser, sql } from '../support/stack';

// A real 1×1 WebP.
const TINY_WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const webp = (bytes: Buffer | Uint8Array) => new Blob([new Uint8Array(bytes)], { type: 'image/webp' });
// Direct bucket calls send raw bytes (as storeProductImage does), so a refusal is about the rule
// under test, not about the request's shape: each is checked by the Storage answer it gets.
const refusedWith = (
  error: { statusCode?: string; message: string } | null,
  answer: { statusCode: string; message: string },
) => expect(error && { statusCode: error.statusCode, message: error.message }).toEqual(answer);

describe('product images', () => {
  it('an administrator stores a WebP that is served by its public URL', async () => {
    const admin = await createUser({ role: 'administrador' });
    const { path, publicUrl } = await storeProductImage(
      admin.client as SupabaseClient,
      webp(TINY_WEBP),
      'courses',
    );
    expect(path).toMatch(/^courses\/\d{13}-[0-9a-f]{12}\.webp$/);
    expect(publicUrl).toContain(`/storage/v1/object/public/${PRODUCT_IMAGES_BUCKET}/${path}`);

    // Anyone (no key, no session) can read the single object.
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/webp');
    // Stored with a one-hour cache (the local server keeps it in the metadata; the hosted CDN sends it).
    const [object] = await sql`
      select (case jsonb_typeof(metadata::jsonb) when 'string' then (metadata::jsonb #>> '{}')::jsonb
              else metadata::jsonb end) ->> 'cacheControl' as cache
      from storage.objects where name = ${path}`;
    expect(object).toEqual({ cache: 'max-age=3600' });
    expect(Buffer.from(await response.arrayBuffer()).equals(TINY_WEBP)).toBe(true);
  });

  it('never overwrites: a second upload to the same path is refused', async () => {
    const admin = await createUser({ role: 'administrador' });
    const bucket = admin.client.storage.from(PRODUCT_IMAGES_BUCKET);
    const path = buildImagePath('general');
    const options = { cacheControl: '3600', upsert: false, contentType: 'image/webp' };
    expect((await bucket.upload(path, TINY_WEBP, options)).error).toBeNull();
    const again = await bucket.upload(path, TINY_WEBP, options);
    refusedWith(again.error, { statusCode: '409', message: 'The resource already exists' });
  });

  it('the bucket refuses files above 300 KB and types other than JPEG, PNG and WebP', async () => {
    const admin = await createUser({ role: 'administrador' });
    const bucket = admin.client.storage.from(PRODUCT_IMAGES_BUCKET);
    const tooBig = Buffer.alloc(MAX_IMAGE_BYTES + 1024);
    TINY_WEBP.copy(tooBig);
    const fits = await bucket.upload(buildImagePath('books'), tooBig.subarray(0, MAX_IMAGE_BYTES), {
      contentType: 'image/webp',
    });
    expect(fits.error).toBeNull();
    const big = await bucket.upload(buildImagePath('books'), tooBig, { contentType: 'image/webp' });
    refusedWith(big.error, {
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size of 307200 bytes',
    });

    const text = await bucket.upload('general/nota.txt', Buffer.from('olá'), { contentType: 'text/plain' });
    refusedWith(text.error, {
      statusCode: '415',
      message: 'mime type text/plain is not supported. Supported: image/jpeg, image/png, image/webp',
    });
  });

  it('students, teachers and visitors cannot upload or list', async () => {
    const student = await createUser({ role: 'aluno' });
    const teacher = await createUser({ role: 'professor' });
    for (const client of [student.client, teacher.client, anonClient()]) {
      const bucket = client.storage.from(PRODUCT_IMAGES_BUCKET);
      const upload = await bucket.upload(buildImagePath('general'), TINY_WEBP, { contentType: 'image/webp' });
      refusedWith(upload.error, { statusCode: '403', message: 'new row violates row-level security policy' });
      const list = await bucket.list('courses');
      expect(list.data ?? []).toEqual([]);
    }
  });
});
