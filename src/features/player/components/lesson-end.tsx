import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { LessonStudy } from '../api/lesson-study-schema';
import { lessonStudyNote } from '../utils/lesson-study';
import type { OutlineLesson } from '../utils/outline';

/**
 * Whether the lesson counted for the weekly goal and the points, and why not, as the database
 * answered (utils/lesson-study.ts). Over the video ('overlay') the title only; under it ('page')
 * the title and the reason, updated with each watch save.
 */
export function LessonStudyStatus({ study, variant }: { study: LessonStudy; variant: 'overlay' | 'page' }) {
  const note = lessonStudyNote(study);
  const Icon = note.tone === 'counted' ? CircleCheckIcon : CircleAlertIcon;
  if (variant === 'overlay') {
    return (
      <p
        className={cn(
          'flex max-w-md items-center justify-center gap-1.5 text-sm font-semibold text-balance',
          note.tone === 'counted' ? 'text-emerald-300' : 'text-amber-300',
        )}
      >
        <Icon size={16} aria-hidden="true" className="shrink-0" />
        {note.title}
      </p>
    );
  }
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
        note.tone === 'counted'
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-amber-200 bg-amber-50 text-amber-950',
      )}
    >
      <Icon size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
      <p>
        <span className="block font-semibold">{note.title}</span>
        {note.text}
      </p>
    </div>
  );
}

/**
 * When the page shows the lesson's study note: a lesson that just counted; one marked complete
 * that did not count (and why); and, once the video ended, any answer (counted before, or not).
 */
export function showsStudyStatus(
  study: LessonStudy | null,
  lessonCompleted: boolean,
  ended: boolean,
): boolean {
  if (!study) return false;
  if (ended) return true;
  if (study.counted) return study.pointsAwarded;
  return lessonCompleted && study.reason === 'lesson_not_watched';
}

/** Seconds before the next lesson opens by itself. */
export const NEXT_LESSON_COUNTDOWN_SECONDS = 5;

const panelClass =
  'absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-950/90 px-6 text-center text-white';

/**
 * Over the video when it ends: 'Próxima aula' with a 5-second countdown that opens it, or can be
 * cancelled. Keyboard users land on the 'Assistir agora' link; screen readers hear it through
 * the player's status line (announced once, not every second).
 */
export function NextLessonCountdown({
  courseId,
  next,
  study = null,
  onCancel,
}: {
  courseId: string;
  next: OutlineLesson;
  study?: LessonStudy | null;
  onCancel: () => void;
}) {
  const [left, setLeft] = useState(NEXT_LESSON_COUNTDOWN_SECONDS);
  const navigate = useNavigate();
  const goRef = useRef<HTMLAnchorElement>(null);
  const href = paths.lesson(courseId, next.id);

  useEffect(() => {
    goRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (left <= 0) {
      navigate(href);
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, href, navigate]);

  return (
    <section aria-labelledby="proxima-aula-titulo" className={panelClass}>
      {study && <LessonStudyStatus study={study} variant="overlay" />}
      <p id="proxima-aula-titulo" className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
        Próxima aula
      </p>
      <p className="max-w-lg text-lg font-bold text-balance sm:text-2xl">{next.title}</p>
      <p className="text-sm text-slate-200" aria-hidden="true">
        Começa em <span className="font-semibold tabular-nums">{left}</span>{' '}
        {left === 1 ? 'segundo' : 'segundos'}
      </p>
      <div className="mt-1 flex flex-wrap justify-center gap-3">
        <Link ref={goRef} to={href} className={buttonVariants({ variant: 'inverse' })}>
          Assistir agora
        </Link>
        <Button
          variant={null}
          onClick={onCancel}
          className="border border-white/60 bg-transparent text-white hover:bg-white/10"
        >
          Cancelar
        </Button>
      </div>
    </section>
  );
}

/** Over the video after the last lesson (or before a lesson only enrolled students may open). */
export function LessonEndPanel({
  title,
  text,
  actionLabel,
  actionHref,
  study = null,
  onClose,
}: {
  title: string;
  text: string;
  actionLabel: string;
  actionHref: string;
  study?: LessonStudy | null;
  onClose: () => void;
}) {
  const actionRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    actionRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-label={title} className={panelClass}>
      {study && <LessonStudyStatus study={study} variant="overlay" />}
      <p className="text-lg font-bold sm:text-2xl">{title}</p>
      <p className="max-w-md text-sm text-slate-200">{text}</p>
      <div className="mt-1 flex flex-wrap justify-center gap-3">
        <Link ref={actionRef} to={actionHref} className={cn(buttonVariants({ variant: 'inverse' }))}>
          {actionLabel}
        </Link>
        <Button
          variant={null}
          onClick={onClose}
          className="border border-white/60 bg-transparent text-white hover:bg-white/10"
        >
          Fechar
        </Button>
      </div>
    </section>
  );
}

/**
 * What covers the video once it ended: the countdown to the next lesson; or, when the next lesson
 * is for enrolled students only or this was the last one, a panel that leads to the course. An
 * enrolled learner also reads there whether the lesson counted for the goal and the points.
 */
export function LessonEndOverlay({
  course,
  next,
  courseCompleted,
  study = null,
  onClose,
}: {
  course: { id: string; slug: string };
  next: OutlineLesson | null;
  courseCompleted: boolean;
  /** Whether this lesson counted for the goal and the points (the database's last answer). */
  study?: LessonStudy | null;
  onClose: () => void;
}) {
  if (next && !next.locked)
    return <NextLessonCountdown courseId={course.id} next={next} study={study} onCancel={onClose} />;
  if (next) {
    return (
      <LessonEndPanel
        title="Gostou da aula?"
        text="As próximas aulas são exclusivas para alunos inscritos. A inscrição é gratuita."
        actionLabel="Ver o curso e se inscrever"
        actionHref={paths.course(course.slug)}
        onClose={onClose}
      />
    );
  }
  return (
    <LessonEndPanel
      title="Você chegou à última aula"
      text={courseCompleted ? 'Curso Concluído!' : 'Confira no curso as aulas que ainda faltam.'}
      actionLabel="Voltar ao Curso"
      actionHref={paths.course(course.slug)}
      study={study}
      onClose={onClose}
    />
  );
}
