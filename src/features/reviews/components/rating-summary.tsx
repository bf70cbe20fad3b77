import { formatCount, formatRating } from '@/utils/format';
import { starShares } from '../utils/review-figures';
import { Stars } from './stars';

interface RatingSummaryProps {
  /** The database's average of the visible reviews (courses.public_rating). */
  average: number;
  count: number;
  reviewStars: readonly number[];
}

/** The average, the number of reviews and how many gave each number of stars. */
export function RatingSummary({ average, count, reviewStars }: RatingSummaryProps) {
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr] sm:items-center sm:gap-10 sm:p-6">
      <div className="text-center sm:px-4">
        <p className="text-5xl font-extrabold tracking-tight text-ink">{formatRating(average)}</p>
        <Stars value={average} size={20} className="mt-2" />
        <p className="mt-1 text-sm text-ink-muted">
          {formatCount(count)} {count === 1 ? 'avaliação' : 'avaliações'}
        </p>
      </div>
      <ul aria-label="Avaliações por número de estrelas" className="space-y-2">
        {starShares(reviewStars, count).map((share) => (
          <li key={share.stars} className="flex items-center gap-3 text-sm">
            <span className="w-20 shrink-0 text-ink">
              {share.stars} {share.stars === 1 ? 'estrela' : 'estrelas'}
            </span>
            <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
              <span
                className="block h-full rounded-full bg-amber-400"
                style={{ width: `${share.percent}%` }}
              />
            </span>
            <span className="w-24 shrink-0 text-right text-ink-muted tabular-nums">
              {share.percent}%<span className="sr-only"> ({formatCount(share.count)})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
