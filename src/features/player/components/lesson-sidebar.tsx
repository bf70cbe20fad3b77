import { CircleCheckIcon, CircleIcon, CirclePlayIcon, LockIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatMinutes } from '@/utils/format';
import type { CourseStanding } from '@/lib/course-standing';
import { outlineLessons, type CourseOutline, type OutlineLesson } from '../utils/outline';

/** What the route adds after a module of the lesson list (its quiz), from another feature. */
export type RenderAfterModule = (module: {
  courseId: string;
  moduleId: string;
  moduleNumber: number;
  /** The viewer's standing in the course's quizzes (null: not theirs to take). */
  standing: CourseStanding | null;
}) => ReactNode;

/** What the route adds after a lesson of the list (its exercises), as more items of the list. */
export type RenderAfterLesson = (lesson: { courseId: string; lessonId: string }) => ReactNode;

interface LessonSidebarProps {
  outline: CourseOutline;
  currentLessonId: string;
  /** Completion marks only make sense for an enrolled viewer. */
  showCompletion: boolean;
  renderAfterModule?: RenderAfterModule | undefined;
  renderAfterLesson?: RenderAfterLesson | undefined;
}

function LessonIcon({
  lesson,
  current,
  showCompletion,
}: {
  lesson: OutlineLesson;
  current: boolean;
  showCompletion: boolean;
}) {
  if (lesson.locked) return <LockIcon size={20} className="text-slate-400" />;
  if (showCompletion && lesson.completed)
    return <CircleCheckIcon size={20} fill="currentColor" stroke="white" className="text-emerald-600" />;
  if (current)
    return <CirclePlayIcon size={20} fill="currentColor" stroke="white" className="text-brand-600" />;
  return <CircleIcon size={20} className="text-slate-400" />;
}

/**
 * Modules and lessons in course order, with completion marks and durations. Lessons the
 * viewer may not open (not enrolled, not a free preview) are listed with a lock and no link.
 */
export function LessonSidebar({
  outline,
  currentLessonId,
  showCompletion,
  renderAfterModule,
  renderAfterLesson,
}: LessonSidebarProps) {
  const numbers = new Map(outlineLessons(outline).map((lesson, index) => [lesson.id, index + 1]));
  return (
    <nav
      aria-labelledby="conteudo-do-curso"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id="conteudo-do-curso" className="border-b border-slate-200 px-5 py-4 text-base font-bold text-ink">
        Conteúdo do curso
      </h2>
      <ol className="divide-y divide-slate-100">
        {outline.modules.map((courseModule, moduleIndex) => {
          const done = courseModule.lessons.filter((lesson) => lesson.completed).length;
          return (
            <li key={courseModule.id} className="py-3">
              <div className="flex items-baseline justify-between gap-3 px-5 pb-2">
                <h3 className="text-sm font-semibold text-ink">
                  <span className="text-ink-muted">Módulo {moduleIndex + 1}: </span>
                  {courseModule.title}
                </h3>
                {showCompletion && (
                  <span className="shrink-0 text-xs tabular-nums text-ink-muted">
                    <span className="sr-only">Concluídas: </span>
                    {done}/{courseModule.lessons.length}
                  </span>
                )}
              </div>
              <ol>
                {courseModule.lessons.map((lesson) => {
                  const current = lesson.id === currentLessonId;
                  const body = (
                    <>
                      <span className="mt-0.5 shrink-0">
                        <LessonIcon lesson={lesson} current={current} showCompletion={showCompletion} />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className={cn('block', current ? 'font-semibold text-brand-800' : 'text-ink')}>
                          <span className="sr-only">Aula {numbers.get(lesson.id)}: </span>
                          {lesson.title}
                        </span>
                        <span className="mt-0.5 block text-xs text-ink-muted">
                          {formatMinutes(lesson.durationMinutes)}
                          {showCompletion && lesson.completed && ' · Concluída'}
                          {lesson.isPreview && !showCompletion && ' · Aula gratuita'}
                          {lesson.locked && ' · Exclusiva para inscritos'}
                        </span>
                      </span>
                    </>
                  );
                  const rowClass = cn(
                    'flex items-start gap-3 border-l-4 px-4 py-2.5 text-sm',
                    current ? 'border-brand-600 bg-brand-50' : 'border-transparent',
                  );
                  return (
                    <Fragment key={lesson.id}>
                      <li>
                        {lesson.locked ? (
                          <div className={cn(rowClass, 'text-ink-muted')}>{body}</div>
                        ) : (
                          <Link
                            to={paths.lesson(outline.course.id, lesson.id)}
                            aria-current={current ? 'page' : undefined}
                            className={cn(
                              rowClass,
                              'hover:bg-slate-50 focus-visible:outline-offset-[-2px]',
                              current && 'hover:bg-brand-50',
                            )}
                          >
                            {body}
                          </Link>
                        )}
                      </li>
                      {!lesson.locked &&
                        renderAfterLesson?.({ courseId: outline.course.id, lessonId: lesson.id })}
                    </Fragment>
                  );
                })}
              </ol>
              {renderAfterModule?.({
                courseId: outline.course.id,
                moduleId: courseModule.id,
                moduleNumber: moduleIndex + 1,
                standing: outline.standing,
              })}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
