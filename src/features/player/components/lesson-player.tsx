import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadingText } from '@/components/ui/loading-text';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useDocumentMeta } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { formatMinutes } from '@/utils/format';
import { useCompleteLesson } from '../api/complete-lesson';
import { courseCertificateQueryOptions } from '../api/get-course-certificate';
import { useCourseOutline, VISITOR } from '../api/get-course-outline';
import {
  applyWatchPosition,
  completedLessonCount,
  locateLesson,
  opensEveryLesson,
  type CourseOutline,
  type LessonPosition,
} from '../utils/outline';
import { ArrowLeftIcon, CheckIcon, ClockIcon, CompletedIcon, PanelIcon } from './icons';
import { LessonDescription } from './lesson-description';
import { LessonEndPanel, NEXT_LESSON_COUNTDOWN_SECONDS, NextLessonCountdown } from './lesson-end';
import { LessonNavigation } from './lesson-navigation';
import { LessonSidebar } from './lesson-sidebar';
import { LessonVideo } from './lesson-video';
import { PlayerSkeleton } from './player-skeleton';

// Seen once per course: loaded when a course is completed, not with every lesson.
const CourseCompletedDialog = lazy(() =>
  import('./course-completed-dialog').then((module) => ({ default: module.CourseCompletedDialog })),
);

export const playerMessages = {
  loadFailed: 'Erro ao carregar aula',
  notFound: 'Aula não encontrada',
  notEnrolled: 'Você precisa estar inscrito neste curso para assistir às aulas.',
} as const;

/** What the route may add under a lesson (questions and answers, later), given the lesson shown. */
export type RenderBelowLesson = (lesson: { courseId: string; lessonId: string }) => ReactNode;

interface LessonPlayerProps {
  courseId: string;
  lessonId: string;
  /** A signed-in user's id, or null for a visitor (free preview lessons only). */
  userId: string | null;
  renderBelowLesson?: RenderBelowLesson;
}

/** /course/{courseId}/lesson/{lessonId}. */
export function LessonPlayer({ courseId, lessonId, userId, renderBelowLesson }: LessonPlayerProps) {
  const viewer: Viewer = userId ?? VISITOR;
  const { data: outline, isPending, isError, isFetching, refetch } = useCourseOutline(courseId, viewer);
  const navigate = useNavigate();
  const position = outline ? locateLesson(outline, lessonId) : null;
  // Decide on a redirect only from an answer fetched now, never from an older cached one
  // (the viewer may have enrolled since).
  const locked = position?.lesson.locked === true;
  const denied = locked && !isFetching;
  const notFound = outline === null || (outline !== undefined && !position);
  // Nothing to show at all (a failed background refresh keeps the lesson on screen quietly).
  const loadFailed = isError && outline === undefined;

  useDocumentMeta(
    position && outline && !locked
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

  if (locked) return <LoadingText />;

  if (!outline || !position) return <LessonNotFound outline={outline ?? null} />;

  return (
    <LessonView outline={outline} position={position} viewer={viewer} renderBelowLesson={renderBelowLesson} />
  );
}

const THEATRE_KEY = 'trilha-player-theatre';

/** The desktop "lesson list hidden, video full width" choice, kept for the next visit. */
function useTheatreMode() {
  const [theatre, setTheatre] = useState(() => {
    try {
      return window.localStorage.getItem(THEATRE_KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setTheatre((value) => {
      try {
        window.localStorage.setItem(THEATRE_KEY, value ? '0' : '1');
      } catch {
        // Private mode: the choice lasts this visit only.
      }
      return !value;
    });
  return [theatre, toggle] as const;
}

function LessonView({
  outline,
  position,
  viewer,
  renderBelowLesson,
}: {
  outline: CourseOutline;
  position: LessonPosition;
  viewer: Viewer;
  renderBelowLesson?: RenderBelowLesson | undefined;
}) {
  const { course, enrollment } = outline;
  const { lesson, next } = position;
  const queryClient = useQueryClient();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLAnchorElement>(null);
  // null until the course is completed here; then whether its dialog is open.
  const [courseCompletedOpen, setCourseCompletedOpen] = useState<boolean | null>(null);
  const complete = useCompleteLesson({
    courseId: course.id,
    userId: viewer,
    // The certificate's code is read first, so the dialog opens with its link.
    onCourseCompleted: () =>
      void Promise.all([
        queryClient.prefetchQuery(courseCertificateQueryOptions(viewer, course.id)),
        import('./course-completed-dialog'),
      ]).then(() => setCourseCompletedOpen(true)),
  });
  const completing = complete.isPending && complete.variables === lesson.id;
  const done = completedLessonCount(outline);
  const [theatre, toggleTheatre] = useTheatreMode();
  // Keyed by lesson, so a new lesson never shows the previous one's end panel or announcement.
  const [endedLesson, setEndedLesson] = useState<string | null>(null);
  const [announced, setAnnounced] = useState<{ lessonId: string; text: string } | null>(null);
  const ended = endedLesson === lesson.id;
  const announcement = announced?.lessonId === lesson.id ? announced.text : '';
  const completionAskedFor = useRef<string | null>(null);
  const viewOnly = !enrollment && opensEveryLesson(outline);
  const keepPosition = viewer !== VISITOR && (enrollment !== null || lesson.isPreview);

  // A new lesson: back to the top (the video) and focus on its title, so keyboard and
  // screen-reader users start there.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [lesson.id]);

  const markCompleted = (options: { moveFocus: boolean }) => {
    if (!enrollment || lesson.completed || completionAskedFor.current === lesson.id) return;
    completionAskedFor.current = lesson.id;
    complete.mutate(lesson.id, {
      // The button disappears; the next step (next lesson or 'Voltar ao Curso') gets the focus,
      // unless the course is now complete: its dialog takes it.
      onSuccess: (result) => {
        const completedCourse = result.completed && !enrollment.completed;
        if (options.moveFocus && !completedCourse) requestAnimationFrame(() => nextRef.current?.focus());
      },
      onError: () => {
        completionAskedFor.current = null;
      },
    });
  };

  const onEnded = () => {
    setEndedLesson(lesson.id);
    setAnnounced({
      lessonId: lesson.id,
      text:
        next && !next.locked
          ? `Vídeo concluído. Próxima aula em ${NEXT_LESSON_COUNTDOWN_SECONDS} segundos: ${next.title}.`
          : 'Vídeo concluído.',
    });
  };

  const closeEndPanel = () => {
    setEndedLesson(null);
    setAnnounced(null);
    requestAnimationFrame(() => nextRef.current?.focus());
  };

  const overlay = !ended ? null : next && !next.locked ? (
    <NextLessonCountdown courseId={course.id} next={next} onCancel={closeEndPanel} />
  ) : next ? (
    <LessonEndPanel
      title="Gostou da aula?"
      text="As próximas aulas são exclusivas para alunos inscritos. A inscrição é gratuita."
      actionLabel="Ver o curso e se inscrever"
      actionHref={paths.course(course.slug)}
      onClose={closeEndPanel}
    />
  ) : (
    <LessonEndPanel
      title="Você chegou à última aula"
      text={enrollment?.completed ? 'Curso Concluído!' : 'Confira no curso as aulas que ainda faltam.'}
      actionLabel="Voltar ao Curso"
      actionHref={paths.course(course.slug)}
      onClose={closeEndPanel}
    />
  );

  return (
    <div className="bg-slate-50">
      <Container className="pb-10 pt-4 max-sm:px-0 sm:pt-6">
        <div className="flex items-center justify-between gap-3 max-sm:px-4">
          <Link
            to={paths.course(course.slug)}
            className="inline-flex min-w-0 items-center gap-2 rounded text-sm font-medium text-ink-muted hover:text-ink"
          >
            <ArrowLeftIcon width={16} height={16} className="shrink-0" />
            <span className="line-clamp-1">{course.title}</span>
          </Link>
          <Button
            variant="outline"
            size="sm"
            onClick={toggleTheatre}
            aria-expanded={!theatre}
            aria-controls="lista-de-aulas"
            className="hidden shrink-0 lg:inline-flex"
          >
            <PanelIcon width={16} height={16} />
            {theatre ? 'Mostrar lista de aulas' : 'Ocultar lista de aulas'}
          </Button>
        </div>

        <div className={cn('mt-4 grid items-start gap-6', !theatre && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
          <article className="min-w-0">
            {/* On a phone the video stays in view (under the site header) while the text scrolls. */}
            <div className="sticky top-16 z-20 bg-slate-50 lg:static">
              <LessonVideo
                key={lesson.id}
                lessonId={lesson.id}
                title={lesson.title}
                videoUrl={lesson.videoUrl ?? ''}
                durationMinutes={lesson.durationMinutes}
                savedSeconds={lesson.positionSeconds}
                keepPosition={keepPosition}
                onPositionSaved={(seconds) =>
                  queryClient.setQueryData<CourseOutline | null>(
                    queryKeys.learner.outline(viewer, course.id),
                    (cached) => (cached ? applyWatchPosition(cached, lesson.id, seconds) : cached),
                  )
                }
                onPositionStored={() =>
                  void Promise.all(
                    [
                      queryKeys.learner.dashboard(viewer),
                      queryKeys.learner.continueLesson(viewer, course.id),
                    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
                  )
                }
                onWatched={() => markCompleted({ moveFocus: false })}
                onEnded={onEnded}
                overlay={overlay}
              />
            </div>
            <p role="status" className="sr-only">
              {announcement}
            </p>

            <div className="space-y-6 max-sm:px-4">
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
                  <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                    <span className="inline-flex items-center gap-1.5">
                      <ClockIcon width={16} height={16} />
                      {formatMinutes(lesson.durationMinutes)}
                    </span>
                    {lesson.isPreview && !enrollment && <Badge variant="success">Aula gratuita</Badge>}
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
                      onClick={() => markCompleted({ moveFocus: true })}
                      disabled={completing}
                      aria-busy={completing || undefined}
                      className="shrink-0 bg-emerald-700 hover:bg-emerald-800"
                    >
                      <CheckIcon width={18} height={18} />
                      {completing ? 'Salvando...' : 'Marcar como concluída'}
                    </Button>
                  ))}
              </div>

              {enrollment ? (
                <section
                  aria-label="Progresso do curso"
                  className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:px-5"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
                    <span className="font-semibold text-ink">Progresso do curso</span>
                    <span className="text-ink-muted" aria-live="polite">
                      {done} de {position.total}{' '}
                      {position.total === 1 ? 'aula concluída' : 'aulas concluídas'} ·{' '}
                      <span className="font-semibold text-ink tabular-nums">{enrollment.progress}%</span>
                    </span>
                  </div>
                  <ProgressBar
                    className="mt-2"
                    value={enrollment.progress}
                    label="Progresso do curso"
                    tone={enrollment.completed ? 'success' : 'brand'}
                  />
                  {enrollment.completed && (
                    <p className="mt-3 text-sm text-emerald-800">
                      Curso concluído: seu certificado já está em{' '}
                      <Link to={paths.myCertificates} className="font-semibold underline underline-offset-2">
                        Meus certificados
                      </Link>
                      .
                    </p>
                  )}
                </section>
              ) : viewOnly ? (
                <p className="rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
                  Você está visualizando as aulas como professor ou administrador. O progresso é registrado
                  apenas para alunos inscritos.
                </p>
              ) : (
                <p className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between">
                  Esta é uma aula gratuita. Inscreva-se no curso para assistir a todas as aulas e acompanhar o
                  seu progresso.
                  <Link
                    to={paths.course(course.slug)}
                    className={buttonVariants({ size: 'sm', className: 'shrink-0' })}
                  >
                    Ver o curso
                  </Link>
                </p>
              )}

              {lesson.description && <LessonDescription text={lesson.description} />}

              {renderBelowLesson?.({ courseId: course.id, lessonId: lesson.id })}

              <LessonNavigation
                courseId={course.id}
                courseSlug={course.slug}
                position={position}
                nextRef={nextRef}
              />
            </div>
          </article>
          <aside
            id="lista-de-aulas"
            className={cn(
              'max-sm:px-4 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto',
              theatre && 'lg:hidden',
            )}
          >
            <LessonSidebar
              outline={outline}
              currentLessonId={lesson.id}
              showCompletion={Boolean(enrollment)}
            />
          </aside>
        </div>
      </Container>
      {enrollment && courseCompletedOpen !== null && (
        <Suspense fallback={null}>
          <CourseCompletedDialog
            open={courseCompletedOpen}
            onOpenChange={setCourseCompletedOpen}
            userId={viewer}
            course={course}
          />
        </Suspense>
      )}
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
