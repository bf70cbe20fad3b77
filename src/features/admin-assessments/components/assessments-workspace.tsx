// A course's assessments for its authors: the question bank, the settings (domains, quizzes,
// simulado, certificate requirements) and the statistics, one section at a time (?aba=), and the
// link to the course's hands-on exercises ('Práticas'). The database decides who is an author;
// anyone else sees its refusal in pt-BR.
import { useSearchParams } from 'react-router-dom';
import { AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { LoadingText } from '@/components/ui/loading-text';
import { SectionTabs } from '@/components/ui/section-tabs';
import { assessmentSectionTabs, QUESTION_BANK_SECTIONS } from '@/config/assessment-sections';
import { userMessage } from '@/lib/errors/user-message';
import { useAssessmentSetup } from '../hooks/use-assessment-setup';
import { AssessmentSettings } from './assessment-settings';
import { QuestionBank } from './question-bank';
import { QuestionStatisticsPanel } from './question-statistics';

type Tab = (typeof QUESTION_BANK_SECTIONS)[number] | null;

export function useAssessmentsTab(): Tab {
  const [params] = useSearchParams();
  const tab = params.get('aba');
  return QUESTION_BANK_SECTIONS.find((section) => section === tab) ?? null;
}

export function AssessmentsWorkspace({ courseId, backTo }: { courseId: string; backTo: string }) {
  const setup = useAssessmentSetup(courseId);
  const tab = useAssessmentsTab();

  if (setup.isError || setup.notFound) {
    return (
      <AdminPage title="Avaliações" backTo={backTo}>
        <AdminLoadError
          message={
            setup.notFound ? 'Curso não encontrado' : userMessage(setup.error, 'Erro ao carregar dados')
          }
          onRetry={() => void setup.refetch()}
        />
      </AdminPage>
    );
  }
  if (!setup.data) {
    return (
      <AdminPage title="Avaliações" backTo={backTo}>
        <LoadingText />
      </AdminPage>
    );
  }

  const { course } = setup.data;
  return (
    <AdminPage
      title={course.title}
      documentTitle={`Avaliações — ${course.title}`}
      description="Banco de questões, quizzes dos módulos, simulado, práticas e requisitos do certificado."
      backTo={backTo}
    >
      <SectionTabs
        label="Seções das avaliações"
        preventScrollReset
        tabs={assessmentSectionTabs(courseId, tab)}
      />
      {tab === null && <QuestionBank courseId={courseId} setup={setup.data} />}
      {tab === 'configuracoes' && <AssessmentSettings courseId={courseId} setup={setup.data} />}
      {tab === 'estatisticas' && (
        <QuestionStatisticsPanel courseId={courseId} hasPracticeExam={setup.data.practiceExam !== null} />
      )}
    </AdminPage>
  );
}
