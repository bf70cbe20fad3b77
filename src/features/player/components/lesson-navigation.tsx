import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { LessonPosition } from '../utils/outline';

interface LessonNavigationProps {
  courseId: string;
  courseSlug: string;
  position: LessonPosition;
  /** Receives focus after the lesson is marked completed (the natural next step). */
  nextRef?: Ref<HTMLAnchorElement>;
}

// Two columns of ~170 px on a phone: the labels wrap inside the button instead of running out.
const stepClass = cn(
  buttonVariants({ variant: 'outline' }),
  'h-auto min-h-14 w-full justify-between whitespace-normal px-3 py-2.5 text-left sm:px-4',
);

/** Previous and next lesson; after the last lesson, 'Voltar ao Curso'. */
export function LessonNavigation({ courseId, courseSlug, position, nextRef }: LessonNavigationProps) {
  const { previous, next } = position;
  return (
    <nav aria-label="Navegação entre aulas" className="grid grid-cols-2 gap-3">
      <div>
        {previous && !previous.locked && (
          <Link to={paths.lesson(courseId, previous.id)} className={cn(stepClass, 'justify-start')}>
            <ArrowLeftIcon size={20} className="shrink-0" />
            <span className="min-w-0">
              <span className="block">Aula anterior</span>
              <span className="line-clamp-2 text-xs font-normal text-ink-muted">{previous.title}</span>
            </span>
          </Link>
        )}
      </div>
      <div>
        {next?.locked ? (
          // A visitor of a free lesson: the next one is for enrolled students.
          <Link to={paths.course(courseSlug)} className={cn(stepClass, 'justify-end text-right')}>
            <span className="min-w-0">
              <span className="block">Próxima aula exclusiva para inscritos</span>
              <span className="line-clamp-2 text-xs font-normal text-ink-muted">
                Inscreva-se para continuar
              </span>
            </span>
            <ArrowRightIcon size={20} className="shrink-0" />
          </Link>
        ) : next ? (
          <Link
            ref={nextRef}
            to={paths.lesson(courseId, next.id)}
            className={cn(
              stepClass,
              'justify-end border-brand-700 bg-brand-700 text-right text-white hover:bg-brand-800',
            )}
          >
            <span className="min-w-0">
              <span className="block">Próxima aula</span>
              <span className="line-clamp-2 text-xs font-normal text-brand-100">{next.title}</span>
            </span>
            <ArrowRightIcon size={20} className="shrink-0" />
          </Link>
        ) : (
          // /course/{courseId} by rule; the course screen resolves slugs, so it goes by slug.
          <Link
            ref={nextRef}
            to={paths.course(courseSlug)}
            className={cn(
              stepClass,
              'justify-center border-brand-700 bg-brand-700 text-white hover:bg-brand-800',
            )}
          >
            Voltar ao Curso
          </Link>
        )}
      </div>
    </nav>
  );
}
