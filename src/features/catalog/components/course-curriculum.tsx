import { CirclePlayIcon, LayersIcon, LockIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatHours, formatMinutes } from '@/utils/format';
import type { CourseDetail } from '../api/get-course';
import { formatLessonCount } from '../utils/course-format';

/** What the route adds to the curriculum (another feature's: a module's quiz, what is missing). */
export interface CurriculumExtras {
  beforeCurriculum?: ReactNode;
  renderAfterModule?: (module: { moduleId: string; moduleNumber: number }) => ReactNode;
  /** More items of a module's lesson list, after a lesson (its exercises). */
  renderAfterLesson?: (lesson: { lessonId: string }) => ReactNode;
}

interface CourseCurriculumProps {
  course: CourseDetail;
  /** The viewer opens every lesson (enrolled, teaching, administrador); otherwise only free ones. */
  opensEveryLesson: boolean;
  renderAfterModule?: CurriculumExtras['renderAfterModule'] | undefined;
  renderAfterLesson?: CurriculumExtras['renderAfterLesson'] | undefined;
}

/**
 * Every module with its lessons' titles and durations, and the totals. Lessons the
 * viewer cannot open carry a lock; free preview lessons ('Aula gratuita') open the player for
 * anyone, signed in or not.
 */
export function CourseCurriculum({
  course,
  opensEveryLesson,
  renderAfterModule,
  renderAfterLesson,
}: CourseCurriculumProps) {
  const modules = course.course_modules;
  if (!modules.length) return <p className="mt-4 text-ink-muted">Conteúdo em desenvolvimento</p>;
  // Lessons are numbered across the whole course, as in the player.
  const numbers = new Map(
    modules.flatMap((module) => module.lesson_outlines).map((lesson, index) => [lesson.id, index + 1]),
  );
  return (
    <>
      <p className="mt-2 text-ink-muted">
        {modules.length} {modules.length === 1 ? 'módulo' : 'módulos'}
        {course.lesson_count > 0 && ` · ${formatLessonCount(course.lesson_count)}`}
        {course.total_minutes > 0 && ` · ${formatHours(course.total_minutes)} de vídeo`}
      </p>
      <ol className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {modules.map((module, index) => (
          <li key={module.id} className="p-5">
            <div className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-slate-100 text-sm font-bold text-ink"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-ink">
                  <span className="sr-only">Módulo {index + 1}: </span>
                  {module.title}
                </h3>
                <p className="mt-1 text-sm leading-6 text-ink-muted">
                  {module.description || 'Descrição não disponível'}
                </p>
                {module.lesson_count > 0 && (
                  <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
                    <LayersIcon width={16} height={16} className="text-slate-500" />
                    {formatLessonCount(module.lesson_count)} · {formatHours(module.total_minutes)}
                  </p>
                )}
              </div>
            </div>
            {module.lesson_outlines.length > 0 && (
              <ol aria-label={`Aulas de ${module.title}`} className="mt-4 space-y-1 sm:pl-13">
                {module.lesson_outlines.map((lesson) => {
                  const open = opensEveryLesson || lesson.is_preview;
                  const label = (
                    <>
                      <span className="sr-only">Aula {numbers.get(lesson.id)}: </span>
                      {lesson.title}
                    </>
                  );
                  return (
                    <Fragment key={lesson.id}>
                      <li
                        className={cn(
                          'relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm odd:bg-slate-50',
                          open && 'focus-within:bg-brand-50 hover:bg-brand-50',
                        )}
                      >
                        {open ? (
                          <CirclePlayIcon width={18} height={18} className="shrink-0 text-brand-700" />
                        ) : (
                          <LockIcon width={16} height={16} className="shrink-0 text-slate-500" />
                        )}
                        <span className="min-w-0 flex-1">
                          {open ? (
                            <Link
                              to={paths.lesson(course.id, lesson.id)}
                              // The whole row opens the lesson.
                              className="font-medium text-brand-700 after:absolute after:inset-0 after:rounded-lg hover:underline"
                            >
                              {label}
                            </Link>
                          ) : (
                            <span className="text-ink">
                              {label}
                              <span className="sr-only"> (exclusiva para inscritos)</span>
                            </span>
                          )}
                          {lesson.is_preview && !opensEveryLesson && (
                            <span className="ml-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                              Aula gratuita
                            </span>
                          )}
                        </span>
                        <span className="shrink-0 text-ink-muted tabular-nums">
                          {formatMinutes(lesson.duration_minutes)}
                        </span>
                      </li>
                      {renderAfterLesson?.({ lessonId: lesson.id })}
                    </Fragment>
                  );
                })}
              </ol>
            )}
            {renderAfterModule?.({ moduleId: module.id, moduleNumber: index + 1 })}
          </li>
        ))}
      </ol>
    </>
  );
}
