import { DownloadIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { useBookDownload } from '../api/download-book';
import { saveFile } from '@/lib/download-text';

/**
 * 'Baixar o livro': signs a link for a minute and saves the file (the page stays). Each press signs
 * a new link, so a link copied elsewhere soon stops working.
 */
export function BookDownloadButton({
  bookId,
  title,
  label = 'Baixar o livro',
  ...props
}: { bookId: string; title: string; label?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const download = useBookDownload();
  return (
    <Button
      {...props}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() =>
        download.mutate(bookId, {
          onSuccess: ({ file, fileName }) => saveFile(file, fileName),
          onError: (error) =>
            toast.error(userMessage(error, 'Não foi possível baixar o livro. Tente novamente.')),
        })
      }
    >
      <DownloadIcon size={18} aria-hidden="true" />
      {download.isPending ? 'Preparando o download...' : label}
      <span className="sr-only"> {title}</span>
    </Button>
  );
}
