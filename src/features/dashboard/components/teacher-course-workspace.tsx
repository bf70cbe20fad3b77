// /dashboard/cursos/{courseId}: a teacher's workspace for one linked course — its students and
// the questions waiting for them. The course comes from the teacher's dashboard answer (cached
// when arriving from there); the database refuses both lists for a course not linked to them.
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { useTeacherDashboard } from '../api/get-teacher-dashboard';
import { dashboardCourseHref } from '../utils/course-link';
import { CourseStudents } from './course-students';
import { WaitingQuestions } from './waiting-questions';

export function TeacherCourseWorkspace({ userId, courseId }: { userId: string; courseId: string }) {
  const { data, isPending, isError } = useTeacherDashboard(userId);
  const course = data?.courses.find((item) => item.id === courseId);

  if (isPending) return <LoadingText />;
  if (isError || !course) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">Curso não encontrado</h1>
        <p className="mt-2 text-ink-muted">Este curso não está vinculado a você.</p>
        <Link to={paths.dashboard} className={buttonVariants({ className: 'mt-6' })}>
          Voltar ao Dashboard
        </Link>
      </div>
    );
  }

  return (
    <>
      <Link
        to={paths.dashboard}
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ArrowLeftIcon width={16} height={16} />
        Painel do Professor
      </Link>
      <div className="mt-4 flex flex-col gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Alunos e dúvidas</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-ink">{course.title}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.admin.courseAssessments(course.id)} className={buttonVariants()}>
            Questões e avaliações
          </Link>
          <Link
            to={paths.admin.coursePractice(course.id)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            Práticas
          </Link>
          <Link
            to={paths.admin.courseAnalytics(course.id)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            Análise do curso
          </Link>
          <Link to={dashboardCourseHref(course.slug)} className={buttonVariants({ variant: 'outline' })}>
            Ver página do curso
          </Link>
        </div>
      </div>
      <div className="mt-10 space-y-12">
        <WaitingQuestions
          userId={userId}
          courseId={course.id}
          headingId="course-waiting-questions"
          title="Perguntas aguardando resposta"
        />
        <CourseStudents userId={userId} courseId={course.id} />
      </div>
    </>
  );
}
