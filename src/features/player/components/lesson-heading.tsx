// The lesson's heading: where it sits in the course, its title (focused when a lesson opens),
// its length, and for an enrolled student 'Marcar como concluída' or 'Aula concluída'.
import type { RefObject } from 'react';
import { CheckIcon, CircleCheckIcon, ClockIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatMinutes } from '@/utils/format';
import type { LessonPosition } from '../utils/outline';

interface LessonHeadingProps {
  position: LessonPosition;
  titleRef: RefObject<HTMLHeadingElement | null>;
  enrolled: boolean;
  completing: boolean;
  onComplete: () => void;
}

export function LessonHeading({ position, titleRef, enrolled, completing, onComplete }: LessonHeadingProps) {
  const { lesson } = position;
  return (
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
          {lesson.isPreview && !enrolled && <Badge variant="success">Aula gratuita</Badge>}
        </p>
      </div>
      {enrolled &&
        (lesson.completed ? (
          <Badge variant="success" className="self-start px-3 py-1.5 text-sm">
            <CircleCheckIcon fill="currentColor" stroke="white" width={16} height={16} />
            Aula concluída
          </Badge>
        ) : (
          <Button
            onClick={onComplete}
            disabled={completing}
            aria-busy={completing || undefined}
            variant={null}
            className="shrink-0 bg-emerald-700 text-white hover:bg-emerald-800"
          >
            <CheckIcon width={18} height={18} />
            {completing ? 'Salvando...' : 'Marcar como concluída'}
          </Button>
        ))}
    </div>
  );
}
