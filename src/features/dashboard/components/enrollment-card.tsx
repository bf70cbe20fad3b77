import { CircleCheckIcon, CirclePlayIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { MissingRequirementsList } from '@/components/ui/missing-requirements-list';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatClock } from '@/utils/format';
import { dashboardCourseHref } from '../utils/course-link';
import {
  courseButtonLabel,
  formatPercent,
  isCourseCompleted,
  lessonsCompletedLabel,
  nextStep,
  type StudentEnrollment,
} from '../utils/dashboard-data';
import type { RenderCourseArt } from './types';

interface EnrollmentCardProps {
  enrollment: StudentEnrollment;
  renderCourseArt?: RenderCourseArt | undefined;
}

/** One enrolment: lessons done of total, progress bar, next lesson or 'Curso Concluído!', course button. */
export function EnrollmentCard({ enrollment, renderCourseArt }: EnrollmentCardProps) {
  const { course } = enrollment;
  const completed = isCourseCompleted(enrollment);
  const step = nextStep(enrollment);
  // One primary action: where the student stopped (none once the course is complete).
  const resume = completed ? null : enrollment.continueLesson;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {renderCourseArt && <div className="h-24 shrink-0 overflow-hidden">{renderCourseArt(course)}</div>}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="line-clamp-2 text-lg leading-7 font-bold text-ink">{course.title}</h3>
        <div className="mt-4 flex items-baseline justify-between gap-3 text-sm">
          <span className="text-ink-muted">
            {lessonsCompletedLabel(enrollment.lessonsCompleted, enrollment.lessonsTotal)}
          </span>
          <span className="font-semibold tabular-nums text-ink">{formatPercent(enrollment.progress)}</span>
        </div>
        <ProgressBar
          className="mt-2"
          value={enrollment.progress}
          label={`Progresso em ${course.title}`}
          tone={completed ? 'success' : 'brand'}
        />

        {step.kind === 'completed' && (
          <p className="mt-4 flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-800">
            <CircleCheckIcon size={22} className="shrink-0" />
            Curso Concluído!
          </p>
        )}
        {step.kind === 'lesson' && (
          <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3">
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Próxima aula</p>
            <Link
              to={paths.lesson(course.id, step.lesson.id)}
              className="mt-1 flex items-start gap-2 rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              <CirclePlayIcon className="mt-0.5 shrink-0" width={20} height={20} />
              <span>{step.lesson.title}</span>
            </Link>
            {step.lesson.module_title && (
              <p className="mt-0.5 pl-7 text-xs text-ink-muted">{step.lesson.module_title}</p>
            )}
          </div>
        )}
        {step.kind === 'none' && (
          <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-ink-muted">
            Este curso ainda não tem aulas disponíveis.
          </p>
        )}

        <MissingRequirementsList items={enrollment.missing} className="mt-4" />

        <div className="mt-auto space-y-3 pt-5">
          {resume && (
            <div>
              <Link
                to={paths.lesson(course.id, resume.id)}
                className={cn(buttonVariants({ variant: 'primary' }), 'w-full')}
              >
                <CirclePlayIcon width={18} height={18} />
                Continuar
                <span className="sr-only"> {course.title}</span>
              </Link>
              {resume.positionSeconds > 0 && (
                <p className="mt-1.5 text-center text-xs text-ink-muted">
                  Você parou em {resume.title} ({formatClock(resume.positionSeconds)})
                </p>
              )}
            </div>
          )}
          <Link
            to={dashboardCourseHref(course.slug)}
            className={cn(buttonVariants({ variant: completed || resume ? 'outline' : 'primary' }), 'w-full')}
          >
            {courseButtonLabel(enrollment)}
            <span className="sr-only"> {course.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
