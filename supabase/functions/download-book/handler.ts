// download-book: the owner of an e-book asks for its file; the answer is a link to it signed for
// 60 seconds. docs/payments.md, "E-book links".
//
// Order: CORS preflight → method → bearer token (401) → body (400) → get_book_download AS THE
// CALLER (the database decides: a live entitlement — a refund or a chargeback revokes it — or an
// administrador; 404 book_not_found, 403 book_not_owned, 400 book_without_file) → the link,
// signed with the service role for BOOK_LINK_SECONDS. No browser role may sign book-files links
// itself (the bucket's policies), so the lifetime is this function's, never the browser's.
import { z } from 'zod';
import { readBody, uuidField } from '../_shared/body.ts';
import { databaseReasonCode, signedInCaller } from '../_shared/caller.ts';
import { browserFunction, jsonResponse, refuse, type WithLog } from '../_shared/http.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

/** How long a download link works. */
export const BOOK_LINK_SECONDS = 60;

/** A signed path (relative to the Supabase URL, starting with /storage/v1/), or a failure. */
export type SignObject = (
  bucket: string,
  path: string,
  seconds: number,
) => Promise<{ signedPath: string } | { error: unknown }>;

export interface DownloadBookDependencies {
  service: ServiceClient;
  /** A client that acts as the caller (their token), so get_book_download sees them. */
  clientFor: (token: string) => ServiceClient;
  /** Signs with the service role. */
  signObject: SignObject;
  allowedOrigins: string[];
  logError?: (message: string, detail?: unknown) => void;
}

// Any malformed body, like a bad id, is invalid_book_id.
const downloadBody = z.object({ bookId: uuidField('invalid_book_id') });

interface BookFile {
  bucket: string;
  path: string;
  file_name: string;
}

function isBookFile(value: unknown): value is BookFile {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.bucket === 'string' && typeof row.path === 'string' && typeof row.file_name === 'string';
}

/** Storage's sign answer in either form: `signedURL` (hosted, under /storage/v1) or `signedUrl` (local). */
export function signedPathOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const body = answer as Record<string, unknown>;
  if (typeof body.signedURL === 'string') return `/storage/v1${body.signedURL}`;
  if (typeof body.signedUrl === 'string') {
    return body.signedUrl.startsWith('/storage/v1/') ? body.signedUrl : `/storage/v1${body.signedUrl}`;
  }
  return null;
}

async function handle(
  request: Request,
  cors: Record<string, string>,
  { service, clientFor, signObject, logError }: WithLog<DownloadBookDependencies>,
): Promise<Response> {
  const caller = await signedInCaller(request, service, cors);
  if (caller instanceof Response) return caller;

  const body = await readBody(request, downloadBody, { invalid: 'invalid_book_id', headers: cors });
  if (body instanceof Response) return body;
  const { bookId } = body;

  const book = await clientFor(caller.token).rpc('get_book_download', { p_book_id: bookId });
  if (book.error) {
    const code = databaseReasonCode(book.error);
    if (code === 'book_not_found') return refuse(code, 404, cors);
    if (code && book.status >= 400 && book.status < 500) return refuse(code, book.status, cors);
    logError('download-book: get_book_download failed', book.error);
    return refuse('book_download_failed', 500, cors);
  }
  if (!isBookFile(book.data)) {
    logError('download-book: unexpected get_book_download answer', book.data);
    return refuse('book_download_failed', 500, cors);
  }

  const signed = await signObject(book.data.bucket, book.data.path, BOOK_LINK_SECONDS);
  if ('error' in signed) {
    logError(`download-book: signing ${book.data.path} failed`, signed.error);
    return refuse('book_download_failed', 500, cors);
  }
  return jsonResponse(
    { signed_path: signed.signedPath, file_name: book.data.file_name, expires_in: BOOK_LINK_SECONDS },
    200,
    cors,
  );
}

export const downloadBookHandler = browserFunction<DownloadBookDependencies>(
  { name: 'download-book', failureCode: 'book_download_failed' },
  handle,
);
