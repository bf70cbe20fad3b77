// The book's digital file (PDF or EPUB, up to 100 MB) in the private bucket: send, replace or
// remove it. With a file, the book is sold through the site's checkout and downloaded from
// 'Minhas compras'; without one it keeps its external purchase link.
import { FileTextIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { BookFileError, uploadBookFile } from '../api/upload-book-file';
import { BOOK_FILE_ACCEPT, bookFileLabel } from '../utils/book-file';

const UPLOAD_ERROR_TITLE = 'Erro no upload';
const UPLOAD_ERROR_FALLBACK = 'Não foi possível enviar o arquivo';

interface BookFileFieldProps {
  /** The object's name in the bucket, or null for no file. */
  value: string | null;
  onChange: (path: string | null) => void;
  /** Lets the form wait (disable saving) while an upload runs. */
  onUploadingChange: (uploading: boolean) => void;
}

export function BookFileField({ value, onChange, onUploadingChange }: BookFileFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // The name of the file sent in this dialog (the bucket keeps only its generated name).
  const [sentName, setSentName] = useState<string | null>(null);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange(busy);
  };

  const handleFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadBookFile(file));
      setSentName(file.name);
      toast.success('Arquivo enviado!');
    } catch (error) {
      const description =
        error instanceof BookFileError ? error.message : userMessage(error, UPLOAD_ERROR_FALLBACK);
      toast.error(UPLOAD_ERROR_TITLE, { description });
    } finally {
      setBusy(false);
    }
  };

  const status = value
    ? `${bookFileLabel(value)}${sentName ? ` enviado: ${sentName}` : ' guardado'}`
    : 'Nenhum arquivo: o livro usa o link de compra';

  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-ink" id={`${inputId}-label`}>
        Arquivo digital (PDF ou EPUB)
      </span>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex min-w-0 items-center gap-2 text-sm text-ink" id={`${inputId}-status`}>
          <FileTextIcon aria-hidden="true" size={18} className="shrink-0 text-ink-muted" />
          <span className="min-w-0">{uploading ? 'Enviando arquivo...' : status}</span>
        </p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={BOOK_FILE_ACCEPT}
            className="peer sr-only"
            aria-labelledby={`${inputId}-label ${inputId}-button`}
            aria-describedby={`${inputId}-status ${inputId}-hint`}
            disabled={uploading}
            onChange={(event) => void handleFile(event.target.files?.[0])}
          />
          <label
            id={`${inputId}-button`}
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              uploading && 'pointer-events-none opacity-60',
            )}
          >
            {uploading ? 'Enviando...' : value ? 'Substituir arquivo' : 'Enviar arquivo'}
          </label>
          {value && !uploading && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange(null);
                setSentName(null);
              }}
            >
              Remover arquivo
            </Button>
          )}
        </div>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
        Até 100 MB, guardado de forma privada: só quem compra o livro baixa, por um link temporário. Para
        vender pelo site, o livro também precisa de preço.
      </p>
    </div>
  );
}
