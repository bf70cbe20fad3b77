// The followed tracks, first on the student dashboard: how far along ('0 de 3 etapas concluídas ·
// 19% · 28h restantes', partial progress counted), each step done / in progress / to do with its
// percent, and one 'Continuar' to the step not done yet — the lesson to resume, the course to start,
// or the simulado. A finished track shows its certificate. From the dashboard's one read.
import { AwardIcon, CheckIcon, CircleDashedIcon, CircleDotIcon, RouteIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatCertificateCode } from '@/rules/certificate-code';
import { trackProgressSummary, trackStepStatusText } from '@/rules/track-progress';
import type { FollowedTrack } from '../utils/dashboard-data';
import { dashboardCourseHref } from '../utils/course-link';

/** '3 de 5 etapas concluídas · 71% · 18h restantes'. */
export function trackProgressLine(
  track: Pick<FollowedTrack, 'stepsDone' | 'stepsTotal' | 'percent' | 'hoursLeft'>,
) {
  if (track.stepsTotal > 0 && track.stepsDone >= track.stepsTotal)
    return `${trackProgressSummary(track)} · trilha concluída`;
  const line = trackProgressSummary(track);
  return track.hoursLeft > 0 ? `${line} · ${track.hoursLeft}h restantes` : line;
}

const STEP_ICONS = {
  done: <CheckIcon aria-hidden="true" size={16} className="text-emerald-700" />,
  in_progress: <CircleDotIcon aria-hidden="true" size={16} className="text-brand-700" />,
  todo: <CircleDashedIcon aria-hidden="true" size={16} className="text-slate-500" />,
} as const;

/** Each step in order with the person's state on it: 'DevOps — Em andamento · 57%'. */
function TrackSteps({ track }: { track: FollowedTrack }) {
  return (
    <ol
      aria-label={`Etapas da trilha ${track.title}`}
      className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
    >
      {track.steps.map((step) => (
        <li
          key={step.position}
          data-step-state={step.state}
          className={cn(
            'flex min-w-0 items-start gap-2 rounded-lg border bg-white px-3 py-2 text-sm',
            step.state === 'in_progress' ? 'border-brand-300' : 'border-slate-200',
          )}
        >
          <span className="mt-0.5 shrink-0">{STEP_ICONS[step.state]}</span>
          <span className="min-w-0">
            <span className="block font-medium break-words text-ink">
              {step.kind === 'exam' ? `Simulado de ${step.courseTitle}` : step.courseTitle}
            </span>
            <span className="block text-xs text-ink-muted">{trackStepStatusText(step)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
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
      <ProgressBar
        value={track.percent}
        tone={track.completed ? 'success' : 'brand'}
        className="mt-4"
        label={`Progresso na trilha ${track.title}`}
      />
      {track.steps.length > 0 && <TrackSteps track={track} />}
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
