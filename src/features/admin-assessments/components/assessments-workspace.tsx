// A course's assessments for its authors: the question bank, the settings (domains, quizzes,
// simulado, certificate requirements) and the statistics, one section at a time (?aba=), and the
// link to the course's hands-on exercises ('Práticas'). The database decides who is an author;
// anyone else sees its refusal in pt-BR.
import { useSearchParams } from 'react-router-dom';
import { AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { LoadingText } from '@/components/ui/loading-text';
import { SectionTabs } from '@/components/ui/section-tabs';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/errors/user-message';
import { useAssessmentSetup } from '../hooks/use-assessment-setup';
import { AssessmentSettings } from './assessment-settings';
import { QuestionBank } from './question-bank';
import { QuestionStatisticsPanel } from './question-statistics';

const TABS = [
  { id: null, label: 'Questões' },
  { id: 'configuracoes', label: 'Configurações' },
  { id: 'estatisticas', label: 'Estatísticas' },
] as const;

type Tab = (typeof TABS)[number]['id'];

export function useAssessmentsTab(): Tab {
  const [params] = useSearchParams();
  const tab = params.get('aba');
  return TABS.find((item) => item.id === tab)?.id ?? null;
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
        tabs={[
          ...TABS.map((item) => ({
            label: item.label,
            to: item.id
              ? paths.admin.courseAssessments(courseId, item.id)
              : paths.admin.courseAssessments(courseId),
            current: item.id === tab,
          })),
          // The hands-on exercises have a screen of their own (admin-practice), beside these sections.
          { label: 'Práticas', to: paths.admin.coursePractice(courseId), current: false },
        ]}
      />
      {tab === null && <QuestionBank courseId={courseId} setup={setup.data} />}
      {tab === 'configuracoes' && <AssessmentSettings courseId={courseId} setup={setup.data} />}
      {tab === 'estatisticas' && (
        <QuestionStatisticsPanel courseId={courseId} hasPracticeExam={setup.data.practiceExam !== null} />
      )}
    </AdminPage>
  );
}
