import { AwardIcon, BookOpenIcon, ClockIcon, TrendingUpIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { formatStudyTime } from '@/utils/study-time';
import { useStudentDashboard } from '../api/get-student-dashboard';
import { formatPercent } from '../utils/dashboard-data';
import { DashboardError, DashboardHeading, DashboardSkeleton } from './dashboard-states';
import { CompanyAssignments } from './company-assignments';
import { EnrollmentCard } from './enrollment-card';
import { FollowedTracks } from './followed-tracks';
import { QuickActions } from './quick-actions';
import { StudyGoalCard } from './study-goal-card';
import type { RenderCourseArt } from './types';

interface StudentDashboardProps {
  userId: string;
  /** Administrators see this view too, with a shortcut to the admin hub. */
  showAdminLink?: boolean;
  renderCourseArt?: RenderCourseArt;
}

/** The student dashboard: four counters, quick actions and a card per enrolment (one request). */
export function StudentDashboard({ userId, showAdminLink = false, renderCourseArt }: StudentDashboardProps) {
  const { data, isPending, isError, isFetching, refetch } = useStudentDashboard(userId);
  const progressHeading = useRef<HTMLHeadingElement>(null);

  const showProgress = () => {
    const heading = progressHeading.current;
    if (!heading) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <DashboardHeading title="Meu Painel" text="Acompanhe seu progresso e continue de onde parou." />
      {isPending ? (
        <DashboardSkeleton counters={4} withActions />
      ) : isError && !data ? (
        <DashboardError onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <CompanyAssignments userId={userId} />
          <FollowedTracks tracks={data.tracks} />
          <section aria-labelledby="dashboard-summary">
            <h2 id="dashboard-summary" className="sr-only">
              Resumo
            </h2>
            <dl className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
              <StatCard
                compactOnPhone
                label="Cursos Ativos"
                value={data.counters.activeCourses}
                icon={<BookOpenIcon size={22} />}
              />
              <StatCard
                compactOnPhone
                label="Horas de Estudo"
                value={formatStudyTime(data.counters.studySeconds)}
                icon={<ClockIcon size={22} />}
              />
              <StatCard
                compactOnPhone
                label="Certificados"
                value={
                  // The figure opens 'Meus certificados'.
                  <Link
                    to={paths.myCertificates}
                    aria-label={`${data.counters.certificates} — ver meus certificados`}
                    className="rounded underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600"
                  >
                    {data.counters.certificates}
                  </Link>
                }
                icon={<AwardIcon size={22} />}
              />
              <StatCard
                compactOnPhone
                label="Progresso Médio"
                value={formatPercent(data.counters.averageProgress)}
                icon={<TrendingUpIcon size={22} />}
              />
            </dl>
          </section>

          <StudyGoalCard userId={userId} week={data.study} />

          {/* Phones: the courses to continue come right after the compact counters and the
              quick actions after them; from md on, the actions come first as before. Rendered in
              the order they are seen, so focus follows the eye. */}
          <div className="mt-8 hidden md:block">
            <QuickActions onShowProgress={showProgress} showAdminLink={showAdminLink} />
          </div>

          <section
            id="meu-progresso"
            aria-labelledby="meu-progresso-titulo"
            className="mt-8 scroll-mt-24 md:mt-12"
          >
            <h2
              id="meu-progresso-titulo"
              ref={progressHeading}
              tabIndex={-1}
              className="rounded text-2xl font-bold text-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
            >
              Meu Progresso
            </h2>
            {data.enrollments.length === 0 ? (
              <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <p className="text-lg font-semibold text-ink">
                  Você ainda não está inscrito em nenhum curso.
                </p>
                <p className="mt-2 text-ink-muted">Escolha uma trilha e comece a estudar hoje mesmo.</p>
                <Link to={paths.courses} className={buttonVariants({ className: 'mt-6' })}>
                  Explorar Cursos
                </Link>
              </div>
            ) : (
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {data.enrollments.map((enrollment) => (
                  <li key={enrollment.id}>
                    <EnrollmentCard enrollment={enrollment} renderCourseArt={renderCourseArt} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <div className="mt-10 md:hidden">
            <QuickActions onShowProgress={showProgress} showAdminLink={showAdminLink} />
          </div>
        </>
      )}
    </>
  );
}
