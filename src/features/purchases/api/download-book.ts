// A bought e-book: the download-book function checks the live purchase in the database and signs
// a link for a minute (the browser cannot sign one, nor choose its lifetime); the browser fetches
// the file and saves it under the book's name. The file is fetched rather than opened: a link to
// another origin cannot name the download, and the local server ignores Storage's `download`
// parameter (the PDF would replace the page). docs/payments.md, "E-book links".
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/api/backend';
import { signedDownloadUrl } from '@/lib/api/backend';

export const bookLinkSchema = z.object({
  signed_path: z.string().min(1),
  file_name: z.string().min(1),
  expires_in: z.number().int().positive(),
});

export async function downloadBook(bookId: string): Promise<{ file: Blob; fileName: string }> {
  const link = await invokeFunction('download-book', { bookId }, bookLinkSchema);
  const answer = await fetch(signedDownloadUrl(link.signed_path, link.file_name));
  if (!answer.ok) throw new Error(`The e-book's signed link answered ${answer.status}`);
  return { file: await answer.blob(), fileName: link.file_name };
}

export function useBookDownload() {
  return useMutation({ mutationFn: downloadBook });
}
