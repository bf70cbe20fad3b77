// Product images: JPEG/JPG/PNG/WebP only, compressed to WebP (≈0.29 MB, longest
// side 1920 px) in a web worker, refused above 300 KB, stored in the public 'product-images' bucket
// under {general|courses|books}/{timestamp}-{random}.webp with a one-hour cache and no overwrite.
//
// browser-image-compression runs its worker from a blob: URL that importScripts() the library's
// UMD build. By default that build comes from cdn.jsdelivr.net; we hand it our own copy instead
// (bundled by Vite through `?url`), so the CSP keeps script-src 'self' and nothing loads from a CDN.
import imageCompressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { loadSupabase } from './load-supabase';
import type { SupabaseClient } from './supabase';
import { userMessage } from './errors/user-message';

export const PRODUCT_IMAGES_BUCKET = 'product-images';
export const IMAGE_FOLDERS = ['general', 'courses', 'books'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/** 300 KB. The bucket refuses anything larger too. */
export const MAX_IMAGE_BYTES = 307_200;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
/** For <input type="file" accept>. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

export const COMPRESSION_OPTIONS = {
  maxSizeMB: 0.29,
  maxWidthOrHeight: 1920,
  fileType: 'image/webp',
  initialQuality: 0.85,
  useWebWorker: true,
} as const;

/** A refusal or failure, with the toast's title and description. */
export class ImageUploadError extends Error {
  constructor(
    readonly title: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'ImageUploadError';
  }
}

export const INVALID_IMAGE_TYPE = {
  title: 'Tipo de arquivo inválido',
  description: 'Por favor, selecione uma imagem JPEG, PNG ou WebP',
} as const;
export const UPLOAD_ERROR_TITLE = 'Erro no upload';
export const UPLOAD_ERROR_FALLBACK = 'Não foi possível fazer upload da imagem';
export const IMAGE_TOO_LARGE = 'Não foi possível comprimir a imagem para menos de 300KB';

export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

function randomSuffix(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const extensions: Record<string, string> = { 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** {folder}/{timestamp}-{random}.webp (another extension only if the browser could not encode WebP). */
export function buildImagePath(folder: ImageFolder, type = 'image/webp', now = Date.now()): string {
  return `${folder}/${now}-${randomSuffix()}.${extensions[type] ?? 'webp'}`;
}

/** The absolute URL of our bundled copy of the library (a blob: worker cannot resolve relative URLs). */
export function compressionLibraryUrl(): string {
  return new URL(imageCompressionLibUrl, globalThis.location?.href ?? 'http://localhost/').href;
}

/** Compresses to WebP in a web worker; the library is loaded on first use (its own chunk). */
export async function compressImage(file: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { ...COMPRESSION_OPTIONS, libURL: compressionLibraryUrl() });
}

/** Uploads an already compressed image and returns its public URL. */
export async function storeProductImage(
  client: SupabaseClient,
  image: Blob,
  folder: ImageFolder,
): Promise<{ path: string; publicUrl: string }> {
  const type = image.type || 'image/webp';
  const path = buildImagePath(folder, type);
  // Sent as raw bytes, not as a Blob: supabase-js wraps a Blob in multipart form data whose file
  // part has no field name, which the local Storage server rejects ('Missing file'); raw bytes
  // carry content-type and cache-control as headers, which both Storage servers accept.
  const body = await image.arrayBuffer();
  const { error } = await client.storage.from(PRODUCT_IMAGES_BUCKET).upload(path, body, {
    cacheControl: '3600',
    upsert: false,
    contentType: type,
  });
  if (error) throw new ImageUploadError(UPLOAD_ERROR_TITLE, userMessage(error, UPLOAD_ERROR_FALLBACK));
  const { data } = client.storage.from(PRODUCT_IMAGES_BUCKET).getPublicUrl(path);
  return { path, publicUrl: data.publicUrl };
}

interface UploadDependencies {
  compress?: (file: File) => Promise<Blob>;
  getClient?: () => Promise<SupabaseClient>;
}

/**
 * The whole flow behind an image field: check the type, compress, refuse above 300 KB, upload.
 * Every failure is an ImageUploadError carrying its toast texts.
 */
export async function uploadProductImage(
  file: File,
  folder: ImageFolder,
  { compress = compressImage, getClient = loadSupabase }: UploadDependencies = {},
): Promise<string> {
  if (!isAcceptedImage(file))
    throw new ImageUploadError(INVALID_IMAGE_TYPE.title, INVALID_IMAGE_TYPE.description);
  let compressed: Blob;
  try {
    compressed = await compress(file);
  } catch {
    // The library's own messages are English internals (e.g. an undecodable file): say it plainly.
    throw new ImageUploadError(UPLOAD_ERROR_TITLE, UPLOAD_ERROR_FALLBACK);
  }
  if (compressed.size > MAX_IMAGE_BYTES) throw new ImageUploadError(UPLOAD_ERROR_TITLE, IMAGE_TOO_LARGE);
  try {
    const { publicUrl } = await storeProductImage(await getClient(), compressed, folder);
    return publicUrl;
  } catch (error) {
    if (error instanceof ImageUploadError) throw error;
    throw new ImageUploadError(UPLOAD_ERROR_TITLE, userMessage(error, UPLOAD_ERROR_FALLBACK));
  }
}
