// /trilha/{slug}: the job and the exam, the path drawn as numbered steps (each course with its
// hours and lessons, the final simulado last), who it is for, what the learner can do at the end
// and the FAQ. Everything is in the prerendered HTML (the FAQ answers too: <details>, not a script).
import { BriefcaseIcon, ClipboardCheckIcon, GraduationCapIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { accessModelOf } from '@/rules/access-model';
import type { Track, TrackStep } from '../api/track-schemas';
import { stepFigures, trackFigures } from '../utils/track-format';
import { TrackBuyArea } from './track-buy-area';

function StepItem({ step, number, last }: { step: TrackStep; number: number; last: boolean }) {
  const exam = step.kind === 'exam';
  return (
    <li className="relative flex gap-4 pb-8 last:pb-0">
      {!last && <span aria-hidden="true" className="absolute left-5 top-11 bottom-1 w-0.5 bg-brand-100" />}
      <span
        aria-hidden="true"
        className={
          exam
            ? 'grid h-10 w-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800'
            : 'grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white'
        }
      >
        {exam ? <ClipboardCheckIcon size={20} /> : number}
      </span>
      <div className="min-w-0 flex-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
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
      </div>
    </li>
  );
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
          <ol className="mt-6">
            {track.steps.map((step, index) => (
              <StepItem
                key={step.position}
                step={step}
                number={courseNumbers[index] ?? 0}
                last={index === track.steps.length - 1}
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
