// @vitest-environment jsdom
// (reads window: location, localStorage or a script element)
import { describe, expect, it, vi } from 'vitest';
import {
  buildImagePath,
  compressionLibraryUrl,
  IMAGE_TOO_LARGE,
  ImageUploadError,
  isAcceptedImage,
  MAX_IMAGE_BYTES,
  uploadProductImage,
} from './image-upload';
import type { SupabaseClient } from './supabase';

function fakeClient(uploadError: { message: string } | null = null) {
  const upload = vi.fn().mockResolvedValue({ data: uploadError ? null : { path: 'x' }, error: uploadError });
  const getPublicUrl = vi.fn((path: string) => ({
    data: { publicUrl: `https://cdn.test/product-images/${path}` },
  }));
  const from = vi.fn(() => ({ upload, getPublicUrl }));
  return { client: { storage: { from } } as unknown as SupabaseClient, upload, from };
}

const image = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'foto', { type });
const webp = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/webp' });

describe('image upload', () => {
  it('accepts JPEG, JPG, PNG and WebP only', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'])
      expect(isAcceptedImage({ type })).toBe(true);
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '']) {
      expect(isAcceptedImage({ type })).toBe(false);
    }
  });

  it('names files {folder}/{timestamp}-{random}.webp', () => {
    expect(buildImagePath('courses', 'image/webp', 1_700_000_000_000)).toMatch(
      /^courses\/1700000000000-[0-9a-f]{12}\.webp$/,
    );
    expect(buildImagePath('books')).toMatch(/^books\/\d{13}-[0-9a-f]{12}\.webp$/);
    expect(buildImagePath('general')).not.toBe(buildImagePath('general'));
  });

  it('loads the compression library from our own origin, never a CDN', () => {
    const url = new URL(compressionLibraryUrl());
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toMatch(/browser-image-compression.*\.js$/);
  });

  it('refuses another file type before compressing', async () => {
    const compress = vi.fn();
    const error = await uploadProductImage(image('text/plain'), 'general', { compress }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImageUploadError);
    expect(error).toMatchObject({
      title: 'Tipo de arquivo inválido',
      description: 'Por favor, selecione uma imagem JPEG, PNG ou WebP',
    });
    expect(compress).not.toHaveBeenCalled();
  });

  it('refuses a result above 307200 bytes without uploading', async () => {
    const { client, upload } = fakeClient();
    const error = await uploadProductImage(image('image/png'), 'courses', {
      compress: async () => webp(MAX_IMAGE_BYTES + 1),
      getClient: async () => client,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ title: 'Erro no upload', description: IMAGE_TOO_LARGE });
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads to product-images with a one-hour cache and no overwrite, and returns the public URL', async () => {
    const { client, upload, from } = fakeClient();
    const url = await uploadProductImage(image('image/jpeg'), 'books', {
      compress: async () => webp(MAX_IMAGE_BYTES),
      getClient: async () => client,
    });
    expect(from).toHaveBeenCalledWith('product-images');
    const [path, body, options] = upload.mock.calls[0]!;
    expect(path).toMatch(/^books\/\d+-[0-9a-f]{12}\.webp$/);
    expect((body as ArrayBuffer).byteLength).toBe(MAX_IMAGE_BYTES);
    expect(options).toEqual({ cacheControl: '3600', upsert: false, contentType: 'image/webp' });
    expect(url).toBe(`https://cdn.test/product-images/${path as string}`);
  });

  it("reports a storage failure with the fallback text, never the server's own", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = fakeClient({ message: 'The resource already exists' });
    await expect(
      uploadProductImage(image('image/png'), 'general', {
        compress: async () => webp(10),
        getClient: async () => failing.client,
      }),
    ).rejects.toMatchObject({
      title: 'Erro no upload',
      description: 'Não foi possível fazer upload da imagem',
    });
    expect(logged).toHaveBeenCalledWith('Erro sem código de motivo:', {
      message: 'The resource already exists',
    });
    logged.mockRestore();
    const silent = fakeClient({ message: '' });
    await expect(
      uploadProductImage(image('image/png'), 'general', {
        compress: async () => webp(10),
        getClient: async () => silent.client,
      }),
    ).rejects.toMatchObject({ description: 'Não foi possível fazer upload da imagem' });
    await expect(
      uploadProductImage(image('image/png'), 'general', {
        compress: async () => {
          throw new Error('The file given is not an image');
        },
      }),
    ).rejects.toMatchObject({
      title: 'Erro no upload',
      description: 'Não foi possível fazer upload da imagem',
    });
  });
});
