import { useState } from 'react';
import { cn } from '@/lib/utils';
import { BookOpenIcon } from './icons';

// Cover colours for books without a picture; dark enough for white text (WCAG AA).
const coverPalettes = [
  'from-brand-900 via-brand-800 to-brand-700',
  'from-emerald-900 via-emerald-800 to-teal-700',
  'from-violet-900 via-violet-800 to-fuchsia-700',
  'from-orange-800 via-orange-700 to-amber-700',
];

interface BookCoverProps {
  title: string;
  author: string;
  imageUrl: string | null;
  index: number;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** The cover picture, or a typeset cover when there is none (or it fails to load). */
export function BookCover({ title, author, imageUrl, index, className, loading = 'lazy' }: BookCoverProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame = cn('aspect-[3/4] overflow-hidden rounded-lg shadow-md ring-1 ring-black/5', className);

  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={`Capa do livro ${title}`}
        width={300}
        height={400}
        loading={loading}
        decoding="async"
        onError={() => setFailedUrl(imageUrl)}
        className={cn(frame, 'bg-slate-100 object-cover')}
      />
    );
  }

  return (
    <div
      aria-hidden="true"
      className={cn(
        frame,
        'relative flex flex-col justify-between bg-gradient-to-br p-4 text-white',
        coverPalettes[index % coverPalettes.length],
      )}
    >
      <div className="absolute inset-y-0 left-0 w-2 bg-black/20" />
      <BookOpenIcon width={28} height={28} className="ml-1 text-white" />
      <p className="ml-1 text-base font-extrabold leading-snug text-balance break-words hyphens-auto lg:text-lg">
        {title}
      </p>
      <p className="ml-1 text-xs font-semibold uppercase tracking-wider text-white">{author}</p>
    </div>
  );
}
