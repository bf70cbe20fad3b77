// One track on /trilhas and the home page: the job it leads to, the exam, its figures and offer.
import { ArrowRightIcon, RouteIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { TrackSummary } from '../api/track-schemas';
import { trackFigures, trackOfferText } from '../utils/track-format';

export function TrackCard({ track, headingLevel = 2 }: { track: TrackSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
        >
          <RouteIcon size={22} />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">{track.target_role}</p>
          <Heading className="mt-1 text-lg font-bold leading-7 text-ink">
            <Link to={paths.track(track.slug)} className="after:absolute after:inset-0 hover:underline">
              {track.title}
            </Link>
          </Heading>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm leading-6 text-ink-muted">{track.description}</p>
      <dl className="mt-4 space-y-1 text-sm">
        {track.exam_code && (
          <div className="flex gap-1.5">
            <dt className="text-ink-muted">Prepara para:</dt>
            <dd className="font-semibold text-ink">{track.exam_code}</dd>
          </div>
        )}
        <div className="flex gap-1.5">
          <dt className="sr-only">Conteúdo:</dt>
          <dd className="text-ink">{trackFigures(track)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">Acesso:</dt>
          <dd className="font-semibold text-ink">{trackOfferText(track)}</dd>
        </div>
      </dl>
      <p
        aria-hidden="true"
        className="mt-auto flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700"
      >
        Ver trilha
        <ArrowRightIcon size={16} />
      </p>
    </article>
  );
}
