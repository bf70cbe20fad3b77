import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatMinutes } from '@/utils/format';
import { outlineLessons, type CourseOutline } from '../utils/outline';
import { CompletedIcon, PendingIcon, PlayingIcon } from './icons';

interface LessonSidebarProps {
  outline: CourseOutline;
  currentLessonId: string;
  /** Completion marks only make sense for an enrolled viewer. */
  showCompletion: boolean;
}

/** Modules and lessons in course order, with completion marks and durations (spec §2). */
export function LessonSidebar({ outline, currentLessonId, showCompletion }: LessonSidebarProps) {
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
                  return (
                    <li key={lesson.id}>
                      <Link
                        to={paths.lesson(outline.course.id, lesson.id)}
                        aria-current={current ? 'page' : undefined}
                        className={cn(
                          'flex items-start gap-3 border-l-4 px-4 py-2.5 text-sm hover:bg-slate-50 focus-visible:outline-offset-[-2px]',
                          current ? 'border-brand-600 bg-brand-50 hover:bg-brand-50' : 'border-transparent',
                        )}
                      >
                        <span className="mt-0.5 shrink-0">
                          {showCompletion && lesson.completed ? (
                            <CompletedIcon className="text-emerald-600" />
                          ) : current ? (
                            <PlayingIcon className="text-brand-600" />
                          ) : (
                            <PendingIcon className="text-slate-400" />
                          )}
                        </span>
                        <span className="min-w-0 flex-1">
                          <span
                            className={cn('block', current ? 'font-semibold text-brand-800' : 'text-ink')}
                          >
                            <span className="sr-only">Aula {numbers.get(lesson.id)}: </span>
                            {lesson.title}
                          </span>
                          <span className="mt-0.5 block text-xs text-ink-muted">
                            {formatMinutes(lesson.durationMinutes)}
                            {showCompletion && lesson.completed && ' · Concluída'}
                          </span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
