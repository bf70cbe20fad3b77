// The layout of an open lesson: the way back to the course and the lesson list's toggle, the
// video, the heading, progress and description, what the route adds, the previous/next links,
// and the lesson list beside (or, on a phone, under) it.
import { ArrowLeftIcon, PanelRightIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import type { Viewer } from '@/lib/shared-query-keys';
import { cn } from '@/lib/utils';
import { VISITOR } from '../api/get-course-outline';
import { useLessonCompletion } from '../hooks/use-lesson-completion';
import { useLessonEnd } from '../hooks/use-lesson-end';
import { useTheatreMode } from '../hooks/use-theatre-mode';
import type { CourseOutline, LessonPosition } from '../utils/outline';
import { lessonLengthSeconds, requestedStartSeconds, START_SECOND_PARAM } from '../utils/watch-progress';
import { CourseProgress } from './course-progress';
import { LessonDescription } from './lesson-description';
import { LessonEndOverlay, LessonStudyStatus, showsStudyStatus } from './lesson-end';
import { LessonHeading } from './lesson-heading';
import { LessonNavigation } from './lesson-navigation';
import { LessonSidebar, type RenderAfterLesson, type RenderAfterModule } from './lesson-sidebar';
import { LessonVideoArea } from './lesson-video-area';

// Seen once per course: loaded when a course is completed, not with every lesson.
const CourseCompletedDialog = lazy(() =>
  import('./course-completed-dialog').then((module) => ({ default: module.CourseCompletedDialog })),
);

/** What the route may add under a lesson (questions and answers), given the lesson shown. */
export type RenderBelowLesson = (lesson: { courseId: string; lessonId: string }) => ReactNode;

interface LessonViewProps {
  outline: CourseOutline;
  position: LessonPosition;
  viewer: Viewer;
  renderBelowLesson?: RenderBelowLesson | undefined;
  renderAfterModule?: RenderAfterModule | undefined;
  renderAfterLesson?: RenderAfterLesson | undefined;
}

export function LessonView({
  outline,
  position,
  viewer,
  renderBelowLesson,
  renderAfterModule,
  renderAfterLesson,
}: LessonViewProps) {
  const { course, enrollment } = outline;
  const { lesson, next } = position;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLAnchorElement>(null);
  const [theatre, toggleTheatre] = useTheatreMode();
  const { completing, markCompleted, courseCompletedOpen, setCourseCompletedOpen, study, recordStudy } =
    useLessonCompletion({
      outline,
      lesson,
      viewer,
      nextRef,
    });
  const { ended, announcement, onEnded, closeEndPanel } = useLessonEnd(lesson, next, nextRef);
  const keepPosition = viewer !== VISITOR && (enrollment !== null || lesson.isPreview);
  const [searchParams] = useSearchParams();
  const requestedSeconds = requestedStartSeconds(
    searchParams.get(START_SECOND_PARAM),
    lessonLengthSeconds(lesson.durationMinutes),
  );

  // A new lesson: back to the top (the video) and focus on its title, so keyboard and
  // screen-reader users start there.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [lesson.id]);

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
            className="shrink-0 max-lg:hidden"
          >
            <PanelRightIcon width={16} height={16} />
            {theatre ? 'Mostrar lista de aulas' : 'Ocultar lista de aulas'}
          </Button>
        </div>

        <div className={cn('mt-4 grid items-start gap-6', !theatre && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
          <article className="min-w-0">
            <LessonVideoArea
              courseId={course.id}
              lesson={lesson}
              viewer={viewer}
              keepPosition={keepPosition}
              requestedSeconds={requestedSeconds}
              onWatched={() => markCompleted({ moveFocus: false })}
              onStudy={enrollment ? recordStudy : undefined}
              onEnded={onEnded}
              overlay={
                ended ? (
                  <LessonEndOverlay
                    course={course}
                    next={next}
                    courseCompleted={enrollment?.completed === true}
                    study={enrollment ? study : null}
                    onClose={closeEndPanel}
                  />
                ) : null
              }
            />
            <p role="status" className="sr-only">
              {announcement}
            </p>
            {/* Whether the lesson counted for the goal and the points (empty, and hidden, until it matters). */}
            <div role="status" className="mt-4 empty:hidden max-sm:px-4">
              {enrollment && study && showsStudyStatus(study, lesson.completed, ended) && (
                <LessonStudyStatus study={study} variant="page" />
              )}
            </div>

            <div className="space-y-6 max-sm:px-4">
              <LessonHeading
                position={position}
                titleRef={titleRef}
                enrolled={Boolean(enrollment)}
                completing={completing}
                onComplete={() => markCompleted({ moveFocus: true })}
              />

              <CourseProgress outline={outline} total={position.total} />

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
              renderAfterModule={renderAfterModule}
              renderAfterLesson={renderAfterLesson}
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
