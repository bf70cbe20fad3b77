// /trilha/{slug}: the job and the exam, the path drawn as numbered steps (each course with its
// hours and lessons, the final simulado last), who it is for, what the learner can do at the end
// and the FAQ. Everything is in the prerendered HTML (the FAQ answers too: <details>, not a script).
// A follower also sees where they are: each step done / in progress / to do with its percent, and
// the track's percent counting partial progress (docs/tracks-ui.md).
import { BriefcaseIcon, CheckIcon, ClipboardCheckIcon, GraduationCapIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { cx } from '@/lib/class-names';
import { accessModelOf } from '@/rules/access-model';
import {
  trackProgressSummary,
  trackStepStateOf,
  trackStepStatusText,
  type TrackStepState,
  type TrackStepStatus,
} from '@/rules/track-progress';
import type { Track, TrackStep } from '../api/track-schemas';
import { stepFigures, trackFigures } from '../utils/track-format';
import { TrackBuyArea } from './track-buy-area';
import { TrackProgressBar } from './track-progress-bar';

const STATE_TONES: Record<TrackStepState, string> = {
  done: 'bg-emerald-50 text-emerald-800',
  in_progress: 'bg-brand-50 text-brand-800',
  todo: 'bg-slate-100 text-slate-700',
};

/** A follower's own place on the step: its state, its percent and, for a course, a bar. */
function StepStatus({ step, status }: { step: TrackStep; status: TrackStepStatus }) {
  return (
    <div className="mt-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[status.state]}`}
        >
          {status.state === 'done' && <CheckIcon aria-hidden="true" size={14} />}
          {trackStepStatusText(status)}
        </span>
      </p>
      {step.kind === 'course' && status.state === 'in_progress' && (
        <TrackProgressBar
          value={status.percent}
          small
          className="mt-2"
          label={`Seu progresso em ${step.course.title}`}
        />
      )}
    </div>
  );
}

function StepItem({
  step,
  number,
  last,
  status,
}: {
  step: TrackStep;
  number: number;
  last: boolean;
  /** The follower's state on the step; null for everyone else. */
  status: TrackStepStatus | null;
}) {
  const exam = step.kind === 'exam';
  const done = status?.state === 'done';
  return (
    <li className="relative flex gap-4 pb-8 last:pb-0" data-step-state={status?.state}>
      {!last && (
        <span
          aria-hidden="true"
          className={cx('absolute left-5 top-11 bottom-1 w-0.5', done ? 'bg-emerald-300' : 'bg-brand-100')}
        />
      )}
      <span
        aria-hidden="true"
        className={cx(
          'grid h-10 w-10 shrink-0 place-items-center rounded-full',
          done
            ? 'bg-emerald-600 text-white'
            : status?.state === 'todo'
              ? 'bg-white font-bold text-ink-muted ring-2 ring-slate-300'
              : exam
                ? 'bg-amber-100 text-amber-800'
                : 'bg-brand-700 font-bold text-white',
        )}
      >
        {done ? <CheckIcon size={20} /> : exam ? <ClipboardCheckIcon size={20} /> : number}
      </span>
      <div
        className={cx(
          'min-w-0 flex-1 rounded-2xl border bg-white p-4 shadow-sm',
          status?.state === 'in_progress' ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
        )}
      >
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
          {exam ? 'Simulado final' : `Etapa ${number}`}
        </p>
        <h3 className="mt-1 font-bold text-ink">
          {exam ? (
            <>
              Simulado do curso{' '}
              <Link to={paths.course(step.course.slug)} className="text-brand-700 hover:underline">
                {step.course.title}
              </Link>
            </>
          ) : (
            <Link to={paths.course(step.course.slug)} className="hover:underline">
              {step.course.title}
            </Link>
          )}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          {exam
            ? 'Prova cronometrada no formato da certificação: a aprovação conclui a trilha.'
            : [step.course.level, stepFigures(step.course)].filter(Boolean).join(' · ')}
        </p>
        {status && <StepStatus step={step} status={status} />}
      </div>
    </li>
  );
}

/** The follower's state on each step, from the viewer's own read (null for anyone else). */
function stepStatus(track: Track, step: TrackStep): TrackStepStatus | null {
  if (!track.viewer?.following || step.state === null) return null;
  return {
    kind: step.kind,
    state: trackStepStateOf(step.state),
    percent: step.percent ?? 0,
    bestScore: step.best_score,
  };
}

export function TrackDetailView({ track }: { track: Track }) {
  const courseSteps = track.steps.filter((step) => step.kind === 'course');
  const everyCourseFree = courseSteps.every((step) => accessModelOf(step.course.access_model) === 'free');
  // A course step's number counts the course steps up to it (the simulado has no number).
  const courseNumbers = track.steps.map(
    (_, index) => track.steps.slice(0, index + 1).filter((step) => step.kind === 'course').length,
  );
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-10 pb-10 sm:pt-16">
          <nav aria-label="Você está em" className="text-sm text-ink-muted">
            <Link to={paths.tracks} className="font-semibold text-brand-700 hover:underline">
              Trilhas
            </Link>{' '}
            › <span>{track.target_role}</span>
          </nav>
          <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">
            Trilha de carreira · {track.level}
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
            {track.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-pretty text-ink-muted">{track.description}</p>
          <dl className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-3">
            <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Carreira</dt>
              <dd className="mt-1 font-semibold text-ink">{track.target_role}</dd>
            </div>
            {track.exam_code && (
              <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Prepara para</dt>
                <dd className="mt-1 font-semibold text-ink">
                  {track.exam_code}
                  {track.exam_name && (
                    <span className="block text-sm font-normal text-ink-muted">{track.exam_name}</span>
                  )}
                </dd>
              </div>
            )}
            <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Conteúdo</dt>
              <dd className="mt-1 font-semibold text-ink">{trackFigures(track)}</dd>
            </div>
          </dl>
          <TrackBuyArea track={track} everyCourseFree={everyCourseFree} />
        </Container>
      </section>

      <Container className="grid gap-12 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="trilha-caminho">
          <h2 id="trilha-caminho" className="text-2xl font-bold text-ink">
            O caminho
          </h2>
          <p className="mt-2 text-ink-muted">
            {track.steps.length} {track.steps.length === 1 ? 'etapa' : 'etapas'}, nesta ordem. Conclua todas
            para receber o certificado da trilha.
          </p>
          {track.viewer?.following && (
            <div className="mt-5 rounded-2xl border border-brand-200 bg-brand-50 p-4">
              <p className="text-sm font-semibold text-ink">
                Seu progresso:{' '}
                {trackProgressSummary({
                  stepsDone: track.viewer.steps_done,
                  stepsTotal: track.viewer.steps_total,
                  percent: track.viewer.percent,
                })}
              </p>
              <TrackProgressBar
                value={track.viewer.percent}
                done={track.viewer.percent >= 100}
                className="mt-2"
                label={`Progresso na trilha ${track.title}`}
              />
            </div>
          )}
          <ol className="mt-6">
            {track.steps.map((step, index) => (
              <StepItem
                key={step.position}
                step={step}
                number={courseNumbers[index] ?? 0}
                last={index === track.steps.length - 1}
                status={stepStatus(track, step)}
              />
            ))}
          </ol>
        </section>

        <div className="space-y-10">
          {track.audience && (
            <section aria-labelledby="trilha-para-quem">
              <h2 id="trilha-para-quem" className="flex items-center gap-2 text-xl font-bold text-ink">
                <GraduationCapIcon aria-hidden="true" size={22} className="text-brand-700" />
                Para quem é
              </h2>
              <p className="mt-3 leading-7 text-ink-muted">{track.audience}</p>
            </section>
          )}
          <section aria-labelledby="trilha-carreira">
            <h2 id="trilha-carreira" className="flex items-center gap-2 text-xl font-bold text-ink">
              <BriefcaseIcon aria-hidden="true" size={22} className="text-brand-700" />
              Aonde ela leva
            </h2>
            <p className="mt-3 leading-7 text-ink-muted">
              À carreira de <strong className="text-ink">{track.target_role}</strong>
              {track.exam_code
                ? `, com a preparação para a certificação ${track.exam_code}${track.exam_name ? ` (${track.exam_name})` : ''}.`
                : '.'}
            </p>
            {track.outcomes.length > 0 && (
              <>
                <h3 className="mt-5 font-semibold text-ink">Ao final, você vai conseguir</h3>
                <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink-muted">
                  {track.outcomes.map((outcome) => (
                    <li key={outcome}>{outcome}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      </Container>

      {track.faq.length > 0 && (
        <section aria-labelledby="trilha-faq" className="bg-slate-50 py-12">
          <Container className="max-w-3xl">
            <h2 id="trilha-faq" className="text-2xl font-bold text-ink">
              Perguntas frequentes
            </h2>
            <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {track.faq.map((item) => (
                <details key={item.question} className="group px-5 py-4">
                  <summary className="cursor-pointer font-semibold text-ink marker:text-brand-700">
                    {item.question}
                  </summary>
                  <p className="mt-2 leading-7 text-ink-muted">{item.answer}</p>
                </details>
              ))}
            </div>
          </Container>
        </section>
      )}
    </>
  );
}
