// An image field for the admin forms: pick a JPEG/PNG/WebP, see it at once, and get back the
// public URL once it is compressed and stored (src/lib/image-upload.ts). Toast texts: docs/rules/forms-and-messages.md.
import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  IMAGE_ACCEPT,
  ImageUploadError,
  UPLOAD_ERROR_FALLBACK,
  UPLOAD_ERROR_TITLE,
  uploadProductImage,
  type ImageFolder,
} from '@/lib/image-upload';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

interface ImageUploadFieldProps {
  label: string;
  folder: ImageFolder;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Lets the form wait (disable saving) while an upload runs. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Alternative text of the preview. */
  previewAlt?: string;
}

export function ImageUploadField({
  label,
  folder,
  value,
  onChange,
  onUploadingChange,
  previewAlt = '',
}: ImageUploadFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    return () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    };
  }, [localPreview]);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const handleFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const preview = URL.createObjectURL(file);
    setBusy(true);
    setLocalPreview(preview);
    try {
      const url = await uploadProductImage(file, folder);
      onChange(url);
      toast.success('Upload concluído!');
    } catch (error) {
      if (error instanceof ImageUploadError) toast.error(error.title, { description: error.description });
      else toast.error(UPLOAD_ERROR_TITLE, { description: UPLOAD_ERROR_FALLBACK });
    } finally {
      setLocalPreview(null);
      setBusy(false);
    }
  };

  const shown = localPreview ?? value;

  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-ink" id={`${inputId}-label`}>
        {label}
      </span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          className={cn(
            'relative grid aspect-video w-full shrink-0 place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 text-slate-400 sm:w-48',
            uploading && 'animate-pulse',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt={previewAlt ? `Pré-visualização: ${previewAlt}` : 'Pré-visualização da imagem'}
              className={cn('h-full w-full object-cover', uploading && 'opacity-60')}
              data-testid="image-preview"
            />
          ) : (
            <ImageIcon size={28} strokeWidth={1.6} />
          )}
        </div>
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              className="peer sr-only"
              aria-labelledby={`${inputId}-label ${inputId}-button`}
              aria-describedby={hintId}
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
              {uploading ? 'Enviando...' : value ? 'Trocar imagem' : 'Enviar imagem'}
            </label>
            {value && !uploading && (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
                Remover imagem
              </Button>
            )}
          </div>
          <p id={hintId} className="text-xs text-ink-muted">
            JPEG, PNG ou WebP. A imagem é convertida para WebP (até 300 KB, no máximo 1920 px).
          </p>
        </div>
      </div>
    </div>
  );
}
