// A course's assessments for its authors: the question bank, the settings (domains, quizzes,
// simulado, certificate requirements) and the statistics, one section at a time (?aba=), and the
// link to the course's hands-on exercises ('Práticas'). The database decides who is an author;
// anyone else sees its refusal in pt-BR.
import { Link, useSearchParams } from 'react-router-dom';
import { AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/errors/user-message';
import { cx } from '@/lib/class-names';
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
      <nav
        aria-label="Seções das avaliações"
        className="mb-8 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {TABS.map((item) => {
          const current = item.id === tab;
          return (
            <Link
              key={item.label}
              to={
                item.id
                  ? paths.admin.courseAssessments(courseId, item.id)
                  : paths.admin.courseAssessments(courseId)
              }
              aria-current={current ? 'page' : undefined}
              preventScrollReset
              className={cx(
                '-mb-px whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold sm:px-4',
                current
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {item.label}
            </Link>
          );
        })}
        {/* The hands-on exercises have a screen of their own (admin-practice), beside these sections. */}
        <Link
          to={paths.admin.coursePractice(courseId)}
          className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-3 text-sm font-semibold text-ink-muted hover:text-ink sm:px-4"
        >
          Práticas
        </Link>
      </nav>
      {tab === null && <QuestionBank courseId={courseId} setup={setup.data} />}
      {tab === 'configuracoes' && <AssessmentSettings courseId={courseId} setup={setup.data} />}
      {tab === 'estatisticas' && (
        <QuestionStatisticsPanel courseId={courseId} hasPracticeExam={setup.data.practiceExam !== null} />
      )}
    </AdminPage>
  );
}
