// A book's digital file (PDF or EPUB) checked in the browser before it is sent: by its name and by
// its first bytes, so a renamed file of another kind is refused with a message instead of being
// sold. The private bucket 'book-files' checks the type and size again (docs/payments.md).

export type BookFileKind = 'pdf' | 'epub';

export const BOOK_FILES_BUCKET = 'book-files';
/** 100 MB, the bucket's own limit. */
export const MAX_BOOK_FILE_BYTES = 100 * 1024 * 1024;
/** For <input type="file" accept>. */
export const BOOK_FILE_ACCEPT = '.pdf,.epub,application/pdf,application/epub+zip';
export const BOOK_FILE_CONTENT_TYPES: Record<BookFileKind, string> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
};
/** What books.file_path accepts (its CHECK constraint). */
export const BOOK_FILE_PATH_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*\.(pdf|epub)$/;
/** How many of a file's first bytes bookFileKind reads. */
export const BOOK_FILE_HEAD_BYTES = 58;

export const INVALID_BOOK_FILE = 'Selecione um arquivo PDF ou EPUB';
export const BOOK_FILE_TOO_LARGE = 'O arquivo deve ter no máximo 100 MB';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * 'pdf' or 'epub' when the name's extension and the first bytes agree (a PDF starts with '%PDF-';
 * an EPUB is a ZIP whose first entry is 'mimetype' holding 'application/epub+zip'); null otherwise.
 */
export function bookFileKind(fileName: string, head: Uint8Array): BookFileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'pdf') return ascii(head, 0, 5) === '%PDF-' ? 'pdf' : null;
  if (extension === 'epub') {
    const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
    return zip && ascii(head, 30, 58) === 'mimetypeapplication/epub+zip' ? 'epub' : null;
  }
  return null;
}

/** The message that refuses a file, or null when it may be sent. */
export function bookFileProblem(file: { name: string; size: number }, head: Uint8Array): string | null {
  if (bookFileKind(file.name, head) === null) return INVALID_BOOK_FILE;
  if (file.size > MAX_BOOK_FILE_BYTES) return BOOK_FILE_TOO_LARGE;
  return null;
}

/** The object's name in the bucket: books/{timestamp}-{random}.{pdf|epub} (the column's CHECK allows it). */
export function bookFilePath(kind: BookFileKind, random: string, now = Date.now()): string {
  return `books/${now}-${random}.${kind}`;
}

/** 'books/1764130000000-a1b2c3.pdf' → 'PDF'. */
export function bookFileLabel(path: string): string {
  return path.toLowerCase().endsWith('.epub') ? 'EPUB' : 'PDF';
}
