import type { ReactNode } from 'react';
import { parseTimestamp } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import { wasEdited } from '../utils/review-figures';
import { Stars } from './stars';

interface ReviewCardProps {
  rating: number;
  body: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
  /** Extra controls (an administrator's 'Ocultar'). */
  actions?: ReactNode;
}

/** One review. The text is shown as text (line breaks kept), never read as HTML. */
export function ReviewCard({ rating, body, authorName, createdAt, updatedAt, actions }: ReviewCardProps) {
  const edited = wasEdited(parseTimestamp(createdAt), parseTimestamp(updatedAt));
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold text-ink">{authorName}</p>
          <Stars value={rating} size={16} />
        </div>
        <p className="text-sm text-ink-muted">
          {formatDate(createdAt)}
          {edited && ' · editada'}
        </p>
      </div>
      {body && <p className="mt-3 leading-7 break-words whitespace-pre-line text-ink">{body}</p>}
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
