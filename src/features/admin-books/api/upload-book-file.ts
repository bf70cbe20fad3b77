// Stores a book's digital file in the private bucket 'book-files' and returns the object's name,
// which the form saves in books.file_path. Nothing is public: buyers get short-lived signed links.
import { loadSupabase } from '@/lib/load-supabase';
import {
  BOOK_FILE_CONTENT_TYPES,
  BOOK_FILE_HEAD_BYTES,
  BOOK_FILES_BUCKET,
  INVALID_BOOK_FILE,
  bookFileKind,
  bookFilePath,
  bookFileProblem,
} from '../utils/book-file';

/** A file refused before or by the upload, with the message the field shows. */
export class BookFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BookFileError';
  }
}

function randomSuffix(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function uploadBookFile(file: File): Promise<string> {
  const head = new Uint8Array(await file.slice(0, BOOK_FILE_HEAD_BYTES).arrayBuffer());
  const problem = bookFileProblem(file, head);
  const kind = bookFileKind(file.name, head);
  if (problem !== null || kind === null) throw new BookFileError(problem ?? INVALID_BOOK_FILE);
  const path = bookFilePath(kind, randomSuffix());
  const supabase = await loadSupabase();
  // Raw bytes, as the product images are sent (src/lib/image-upload.ts says why).
  const { error } = await supabase.storage
    .from(BOOK_FILES_BUCKET)
    .upload(path, await file.arrayBuffer(), { contentType: BOOK_FILE_CONTENT_TYPES[kind], upsert: false });
  if (error) throw error;
  return path;
}
