import { AwardIcon, BookOpenIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { useTeacherDashboard } from '../api/get-teacher-dashboard';
import { dashboardCourseHref } from '../utils/course-link';
import type { TeacherCourse } from '../utils/dashboard-data';
import { DashboardError, DashboardHeading, DashboardSkeleton } from './dashboard-states';
import { WaitingQuestions } from './waiting-questions';
import type { RenderCourseArt } from './types';

function studentsLabel(count: number) {
  return count === 1 ? '1 aluno inscrito' : `${count} alunos inscritos`;
}

function TeacherCourseCard({
  course,
  renderCourseArt,
}: {
  course: TeacherCourse;
  renderCourseArt?: RenderCourseArt | undefined;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {renderCourseArt && <div className="h-24 shrink-0 overflow-hidden">{renderCourseArt(course)}</div>}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="line-clamp-2 text-lg leading-7 font-bold text-ink">{course.title}</h3>
          {!course.is_active && <Badge variant="warning">Inativo</Badge>}
        </div>
        {course.description && (
          <p className="mt-2 line-clamp-3 text-sm leading-5 text-ink-muted">{course.description}</p>
        )}
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-ink">
          <UsersIcon width={18} height={18} className="text-brand-700" />
          {studentsLabel(course.totalStudents)}
        </p>
        <div className="mt-auto flex flex-col gap-2 pt-5">
          <Link to={paths.teacherCourse(course.id)} className={buttonVariants({ className: 'w-full' })}>
            Alunos e dúvidas<span className="sr-only"> de {course.title}</span>
          </Link>
          <Link
            to={dashboardCourseHref(course.slug)}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            Ver Curso<span className="sr-only"> {course.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * The teacher dashboard: three counters and the linked courses (one request), plus the
 * questions waiting for the teacher in any of them (a second request).
 */
export function TeacherDashboard({
  userId,
  renderCourseArt,
}: {
  userId: string;
  renderCourseArt?: RenderCourseArt;
}) {
  const { data, isPending, isError, isFetching, refetch } = useTeacherDashboard(userId);

  return (
    <>
      <DashboardHeading title="Painel do Professor" text="Acompanhe os cursos em que você leciona." />
      {isPending ? (
        <DashboardSkeleton counters={3} />
      ) : isError && !data ? (
        <DashboardError onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <section aria-labelledby="teacher-summary">
            <h2 id="teacher-summary" className="sr-only">
              Resumo
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
              <StatCard label="Meus Cursos" value={data.ownCourses} icon={<BookOpenIcon size={22} />} />
              <StatCard label="Total de Alunos" value={data.totalStudents} icon={<UsersIcon size={22} />} />
              <StatCard
                label="Certificados Emitidos"
                value={data.certificatesIssued}
                icon={<AwardIcon size={22} />}
                className="col-span-2 sm:col-span-1"
              />
            </dl>
          </section>

          <div className="mt-12">
            <WaitingQuestions
              userId={userId}
              courseId={null}
              headingId="teacher-waiting-questions"
              title="Perguntas aguardando resposta"
            />
          </div>

          <section aria-labelledby="teacher-courses" className="mt-12">
            <h2 id="teacher-courses" className="text-2xl font-bold text-ink">
              Cursos Vinculados
            </h2>
            {data.courses.length === 0 ? (
              <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <p className="text-lg font-semibold text-ink">Nenhum curso vinculado a você ainda.</p>
                <p className="mt-2 text-ink-muted">
                  Quando um administrador vincular você a um curso, ele aparecerá aqui.
                </p>
              </div>
            ) : (
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {data.courses.map((course) => (
                  <li key={course.id}>
                    <TeacherCourseCard course={course} renderCourseArt={renderCourseArt} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}
