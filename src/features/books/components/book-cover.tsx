import { BookOpenIcon } from 'lucide-react';
import { useState } from 'react';
import { TOPICS, topicOfTexts } from '@/config/topics';
import { cn } from '@/lib/utils';
import { coverTitleSize } from '../utils/cover';

// A book without a picture gets a typeset cover in its topic's palette (the same as the courses
// of that topic); a book of no known topic, the brand's. Dark enough for white text (WCAG AA).
const BRAND_COVER = 'bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700';

interface BookCoverProps {
  title: string;
  author: string;
  imageUrl: string | null;
  /** The book's topics: the first one naming a site topic picks the palette. */
  topics: readonly string[];
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** The cover picture, or a typeset cover when there is none (or it fails to load). */
export function BookCover({ title, author, imageUrl, topics, className, loading = 'lazy' }: BookCoverProps) {
  const topic = topicOfTexts(topics);
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
        'relative flex flex-col justify-between p-4 text-white',
        topic ? TOPICS[topic].surface : BRAND_COVER,
      )}
    >
      <div className="absolute inset-y-0 left-0 w-2 bg-black/20" />
      <BookOpenIcon width={28} height={28} className="ml-1 text-white" />
      <p
        lang="pt-BR"
        className={cn(
          // Sized so real words fit whole; breaking inside a word is only the last resort of a freak one.
          'ml-1 font-extrabold leading-snug text-balance break-words hyphens-manual',
          coverTitleSize(title),
        )}
      >
        {title}
      </p>
      <p className="ml-1 text-xs font-semibold uppercase tracking-wider text-white">{author}</p>
    </div>
  );
}
