import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadingText } from '@/components/ui/loading-text';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-title';
import { formatMinutes } from '@/utils/format';
import { useCompleteLesson } from '../api/complete-lesson';
import { useCourseOutline } from '../api/get-course-outline';
import {
  completedLessonCount,
  lessonAccess,
  locateLesson,
  type CourseOutline,
  type LessonPosition,
} from '../utils/outline';
import { ArrowLeftIcon, CheckIcon, ClockIcon, CompletedIcon } from './icons';
import { LessonNavigation } from './lesson-navigation';
import { LessonSidebar } from './lesson-sidebar';
import { PlayerSkeleton } from './player-skeleton';
import { LessonVideo } from './lesson-video';

export const playerMessages = {
  loadFailed: 'Erro ao carregar aula',
  notFound: 'Aula não encontrada',
  notEnrolled: 'Você precisa estar inscrito neste curso para assistir às aulas.',
} as const;

interface LessonPlayerProps {
  courseId: string;
  lessonId: string;
  userId: string;
}

/** /course/{courseId}/lesson/{lessonId} (spec §2 Lesson player). */
export function LessonPlayer({ courseId, lessonId, userId }: LessonPlayerProps) {
  const { data: outline, isPending, isError, isFetching, refetch } = useCourseOutline(courseId, userId);
  const navigate = useNavigate();
  const access = outline ? lessonAccess(outline) : null;
  // Decide on a redirect only from an answer fetched now, never from an older cached one
  // (the viewer may have enrolled since).
  const denied = access === 'denied' && !isFetching;
  const position = outline && access === 'granted' ? locateLesson(outline, lessonId) : null;
  const notFound = outline === null || (access === 'granted' && !position);
  // Nothing to show at all (a failed background refresh keeps the lesson on screen quietly).
  const loadFailed = isError && outline === undefined;

  useDocumentMeta(
    position && outline
      ? `${position.lesson.title} · ${outline.course.title}`
      : notFound
        ? playerMessages.notFound
        : 'Aula',
  );

  useEffect(() => {
    if (loadFailed) toast.error(playerMessages.loadFailed, { id: 'lesson-load-error' });
  }, [loadFailed]);

  useEffect(() => {
    if (!denied || !outline) return;
    toast.error(playerMessages.notEnrolled, { id: 'lesson-access' });
    navigate(paths.course(outline.course.slug), { replace: true });
  }, [denied, outline, navigate]);

  if (isPending) return <PlayerSkeleton />;

  if (loadFailed) {
    return (
      <PlayerMessage title={playerMessages.loadFailed} text="Verifique sua conexão e tente novamente.">
        <Button onClick={() => void refetch()} disabled={isFetching}>
          Tentar novamente
        </Button>
        <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
          Ir para o Dashboard
        </Link>
      </PlayerMessage>
    );
  }

  if (access === 'denied') return <LoadingText />;

  if (!outline || !position) return <LessonNotFound outline={outline ?? null} />;

  return <LessonView outline={outline} position={position} userId={userId} />;
}

function LessonView({
  outline,
  position,
  userId,
}: {
  outline: CourseOutline;
  position: LessonPosition;
  userId: string;
}) {
  const { course, enrollment } = outline;
  const { lesson } = position;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLAnchorElement>(null);
  const complete = useCompleteLesson({ courseId: course.id, userId });
  const completing = complete.isPending && complete.variables === lesson.id;
  const done = completedLessonCount(outline);

  // A new lesson: back to the top (the video) and focus on its title, so keyboard and
  // screen-reader users start there.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [lesson.id]);

  const markCompleted = () => {
    complete.mutate(lesson.id, {
      // The button disappears; the next step (next lesson or 'Voltar ao Curso') gets the focus.
      onSuccess: () => requestAnimationFrame(() => nextRef.current?.focus()),
    });
  };

  return (
    <div className="bg-slate-50">
      <Container className="py-6 sm:py-8">
        <Link
          to={paths.course(course.slug)}
          className="inline-flex items-center gap-2 rounded text-sm font-medium text-ink-muted hover:text-ink"
        >
          <ArrowLeftIcon width={16} height={16} />
          <span className="line-clamp-1">{course.title}</span>
        </Link>

        {enrollment ? (
          <section
            aria-label="Progresso do curso"
            className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:px-5"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
              <span className="font-semibold text-ink">Progresso do curso</span>
              <span className="text-ink-muted" aria-live="polite">
                {done} de {position.total} {position.total === 1 ? 'aula concluída' : 'aulas concluídas'} ·{' '}
                <span className="font-semibold text-ink tabular-nums">{enrollment.progress}%</span>
              </span>
            </div>
            <ProgressBar
              className="mt-2"
              value={enrollment.progress}
              label="Progresso do curso"
              tone={enrollment.completed ? 'success' : 'brand'}
            />
          </section>
        ) : (
          <p className="mt-4 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
            Você está visualizando as aulas como professor ou administrador. O progresso é registrado apenas
            para alunos inscritos.
          </p>
        )}

        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <article className="min-w-0">
            <LessonVideo url={lesson.videoUrl} title={lesson.title} />
            <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm text-ink-muted">
                  {position.module.title} · Aula {position.index + 1} de {position.total}
                </p>
                <h1
                  ref={titleRef}
                  tabIndex={-1}
                  className="mt-1 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
                >
                  {lesson.title}
                </h1>
                <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
                  <ClockIcon width={16} height={16} />
                  {formatMinutes(lesson.durationMinutes)}
                </p>
              </div>
              {enrollment &&
                (lesson.completed ? (
                  <Badge variant="success" className="self-start px-3 py-1.5 text-sm">
                    <CompletedIcon width={16} height={16} />
                    Aula concluída
                  </Badge>
                ) : (
                  <Button
                    onClick={markCompleted}
                    disabled={completing}
                    aria-busy={completing || undefined}
                    className="shrink-0 bg-emerald-700 hover:bg-emerald-800"
                  >
                    <CheckIcon width={18} height={18} />
                    {completing ? 'Salvando...' : 'Marcar como concluída'}
                  </Button>
                ))}
            </div>
            <div className="mt-8">
              <LessonNavigation
                courseId={course.id}
                courseSlug={course.slug}
                position={position}
                nextRef={nextRef}
              />
            </div>
          </article>
          <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
            <LessonSidebar
              outline={outline}
              currentLessonId={lesson.id}
              showCompletion={Boolean(enrollment)}
            />
          </aside>
        </div>
      </Container>
    </div>
  );
}

function LessonNotFound({ outline }: { outline: CourseOutline | null }) {
  const firstLesson = outline?.modules[0]?.lessons[0];
  return (
    <PlayerMessage
      title={playerMessages.notFound}
      text="A aula que você procura não existe, foi removida ou não faz parte deste curso."
    >
      {outline && firstLesson && (
        <Link to={paths.lesson(outline.course.id, firstLesson.id)} className={buttonVariants()}>
          Ir para a primeira aula
        </Link>
      )}
      {outline ? (
        <Link to={paths.course(outline.course.slug)} className={buttonVariants({ variant: 'outline' })}>
          Voltar ao Curso
        </Link>
      ) : (
        <Link to={paths.courses} className={buttonVariants({ variant: 'outline' })}>
          Ver Cursos
        </Link>
      )}
    </PlayerMessage>
  );
}

function PlayerMessage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </Container>
  );
}
