// The followed tracks, first on the student dashboard: how far along ('3 de 5 etapas · 18h
// restantes') and one 'Continuar' to the step not done yet — the lesson to resume, the course to
// start, or the simulado. A finished track shows its certificate. From the dashboard's one read.
import { AwardIcon, RouteIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { formatCertificateCode } from '@/rules/certificate-code';
import type { FollowedTrack } from '../utils/dashboard-data';
import { dashboardCourseHref } from '../utils/course-link';

/** '3 de 5 etapas · 18h restantes'. */
export function trackProgressLine(track: Pick<FollowedTrack, 'stepsDone' | 'stepsTotal' | 'hoursLeft'>) {
  const steps = `${track.stepsDone} de ${track.stepsTotal} ${track.stepsTotal === 1 ? 'etapa' : 'etapas'}`;
  if (track.stepsDone >= track.stepsTotal) return `${steps} · trilha concluída`;
  return track.hoursLeft > 0 ? `${steps} · ${track.hoursLeft}h restantes` : steps;
}

/** Where 'Continuar' goes and what it says to a screen reader. */
function continueTarget(next: NonNullable<FollowedTrack['nextStep']>): { href: string; label: string } {
  if (next.kind === 'exam') {
    return { href: paths.practiceExam(next.courseId), label: `Fazer o simulado de ${next.courseTitle}` };
  }
  if (next.lesson) {
    return {
      href: paths.lessonAt(next.courseId, next.lesson.id, next.lesson.positionSeconds),
      label: `Continuar: ${next.lesson.title}, em ${next.courseTitle}`,
    };
  }
  return { href: dashboardCourseHref(next.courseSlug), label: `Continuar: ${next.courseTitle}` };
}

function TrackCard({ track }: { track: FollowedTrack }) {
  const percent = track.stepsTotal ? Math.round((track.stepsDone / track.stepsTotal) * 100) : 0;
  const target = track.nextStep ? continueTarget(track.nextStep) : null;
  return (
    <article
      aria-labelledby={`trilha-${track.id}`}
      className="rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <span
            aria-hidden="true"
            className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white"
          >
            <RouteIcon size={22} />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-brand-700">Trilha · {track.targetRole}</p>
            <h3 id={`trilha-${track.id}`} className="mt-0.5 text-lg font-bold text-ink">
              <Link to={paths.track(track.slug)} className="hover:underline">
                {track.title}
              </Link>
            </h3>
            <p className="mt-1 text-sm font-medium text-ink">{trackProgressLine(track)}</p>
            {track.nextStep && (
              <p className="mt-0.5 text-sm text-ink-muted">
                Próxima etapa:{' '}
                {track.nextStep.kind === 'exam'
                  ? `simulado de ${track.nextStep.courseTitle}`
                  : track.nextStep.courseTitle}
              </p>
            )}
          </div>
        </div>
        {track.certificateCode ? (
          <Link
            to={paths.certificate(formatCertificateCode(track.certificateCode))}
            className={buttonVariants({ variant: 'secondary', className: 'shrink-0 gap-2' })}
          >
            <AwardIcon aria-hidden="true" size={18} />
            Ver certificado
          </Link>
        ) : target ? (
          <Link
            to={target.href}
            aria-label={target.label}
            className={buttonVariants({ className: 'shrink-0' })}
          >
            Continuar
          </Link>
        ) : null}
      </div>
      <ProgressBar value={percent} className="mt-4" label={`Progresso na trilha ${track.title}`} />
    </article>
  );
}

export function FollowedTracks({ tracks }: { tracks: FollowedTrack[] }) {
  if (tracks.length === 0) return null;
  return (
    <section aria-labelledby="minhas-trilhas" className="mb-8">
      <h2 id="minhas-trilhas" className="sr-only">
        Minhas trilhas
      </h2>
      <ul className="space-y-4">
        {tracks.map((track) => (
          <li key={track.id}>
            <TrackCard track={track} />
          </li>
        ))}
      </ul>
    </section>
  );
}
