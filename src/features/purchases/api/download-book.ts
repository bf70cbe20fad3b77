// A bought e-book: get_book_download names the object (only for its owner), a link signed for a
// minute reads it, and the browser saves it under the book's name. The file is fetched rather
// than opened: a link to another origin cannot name the download, and the local server ignores
// Storage's `download` parameter (the PDF would replace the page).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/rpc';
import { signedDownloadUrl } from '@/lib/api/storage';

/** How long the download link works. */
export const BOOK_LINK_SECONDS = 60;

export const bookDownloadSchema = z.object({ bucket: z.string(), path: z.string(), file_name: z.string() });

export async function downloadBook(bookId: string): Promise<{ file: Blob; fileName: string }> {
  const book = await callRpc('get_book_download', { p_book_id: bookId }, bookDownloadSchema);
  const url = await signedDownloadUrl(book.bucket, book.path, BOOK_LINK_SECONDS, book.file_name);
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`The e-book's signed link answered ${answer.status}`);
  return { file: await answer.blob(), fileName: book.file_name };
}

export function useBookDownload() {
  return useMutation({ mutationFn: downloadBook });
}
