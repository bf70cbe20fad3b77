// A bought e-book: get_book_download names the object (only for its owner), then a link signed
// for a minute downloads it; the bucket is private and its policy lets only owners sign.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/rpc';
import { signedDownloadUrl } from '@/lib/api/storage';

/** How long the download link works. */
export const BOOK_LINK_SECONDS = 60;

const bookDownloadSchema = z.object({ bucket: z.string(), path: z.string(), file_name: z.string() });

export async function bookDownloadUrl(bookId: string): Promise<string> {
  const file = await callRpc('get_book_download', { p_book_id: bookId }, bookDownloadSchema);
  return signedDownloadUrl(file.bucket, file.path, BOOK_LINK_SECONDS, file.file_name);
}

export function useBookDownload() {
  return useMutation({ mutationFn: bookDownloadUrl });
}
