// A course's 'Práticas' for its authors, beside its question bank: the sections of the course's
// assessments with this one current, then the exercises. The database decides who is an author;
// anyone else sees its refusal in pt-BR.
import { AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { LoadingText } from '@/components/ui/loading-text';
import { SectionTabs } from '@/components/ui/section-tabs';
import { assessmentSectionTabs } from '@/config/assessment-sections';
import { userMessage } from '@/lib/errors/user-message';
import { usePracticeCourse } from '../api/get-course-lessons';
import { usePracticeExercises } from '../api/list-practice-exercises';
import { PracticeList } from './practice-list';

export function PracticeWorkspace({ courseId, backTo }: { courseId: string; backTo: string }) {
  const course = usePracticeCourse(courseId);
  const exercises = usePracticeExercises(courseId);

  if (course.data === null || course.isError || exercises.isError) {
    return (
      <AdminPage title="Práticas" backTo={backTo}>
        <AdminLoadError
          message={
            course.data === null
              ? 'Curso não encontrado'
              : userMessage(exercises.error ?? course.error, 'Erro ao carregar práticas')
          }
          onRetry={() => void Promise.all([course.refetch(), exercises.refetch()])}
        />
      </AdminPage>
    );
  }
  if (!course.data || !exercises.data) {
    return (
      <AdminPage title="Práticas" backTo={backTo}>
        <LoadingText />
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={course.data.title}
      documentTitle={`Práticas — ${course.data.title}`}
      description="Banco de questões, quizzes dos módulos, simulado, práticas e requisitos do certificado."
      backTo={backTo}
    >
      <SectionTabs label="Seções das avaliações" tabs={assessmentSectionTabs(courseId, 'praticas')} />
      <PracticeList course={course.data} exercises={exercises.data} />
    </AdminPage>
  );
}
