// Under the lesson's heading: the enrolled student's progress in the course, or why nothing is
// recorded (a teacher or administrador looking, or a visitor on a free lesson).
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { completedLessonCount, opensEveryLesson, type CourseOutline } from '../utils/outline';

export function CourseProgress({ outline, total }: { outline: CourseOutline; total: number }) {
  const { course, enrollment } = outline;
  if (enrollment) {
    const done = completedLessonCount(outline);
    return (
      <section
        aria-label="Progresso do curso"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:px-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          <span className="font-semibold text-ink">Progresso do curso</span>
          <span className="text-ink-muted" aria-live="polite">
            {done} de {total} {total === 1 ? 'aula concluída' : 'aulas concluídas'} ·{' '}
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
    );
  }
  if (opensEveryLesson(outline)) {
    return (
      <p className="rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        Você está visualizando as aulas como professor ou administrador. O progresso é registrado apenas para
        alunos inscritos.
      </p>
    );
  }
  return (
    <p className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between">
      Esta é uma aula gratuita. Inscreva-se no curso para assistir a todas as aulas e acompanhar o seu
      progresso.
      <Link to={paths.course(course.slug)} className={buttonVariants({ size: 'sm', className: 'shrink-0' })}>
        Ver o curso
      </Link>
    </p>
  );
}
