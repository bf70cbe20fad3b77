// A course's analytics for its teachers and administrators (docs/analytics-ui.md): the funnel,
// the drop-off chart (each lesson's reach and watched-to-the-end share), the lessons after which
// learners stop, the Q&A's answer time, each quiz question's correct share and the hands-on
// exercises ('Práticas': who passed, where the class gets stuck). Every chart is a
// figure with its table (read by screen readers, 'Ver tabela' for everyone) and its CSV file.
import { useMemo } from 'react';
import { Chart, CHART_COLORS, type ChartPoint } from '@/components/charts/chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { AdminLoadError, AdminPage } from '@/components/ui/admin-page';
import { LoadingText } from '@/components/ui/loading-text';
import { StatCard } from '@/components/ui/stat-card';
import { downloadText } from '@/lib/download-text';
import { userMessage } from '@/lib/errors/user-message';
import { formatCount } from '@/utils/format';
import { formatDateTime, isoDateInSaoPaulo } from '@/utils/format-date';
import {
  useAnalyticsCourse,
  useCourseAnalytics,
  type CourseAnalytics as Analytics,
} from '../api/get-course-analytics';
import {
  analyticsCsvFileName,
  funnelCsv,
  lessonsCsv,
  questionPlace,
  quizQuestionsCsv,
  stopAfterCsv,
} from '../utils/analytics-csv';
import {
  formatAnswerTime,
  formatShare,
  funnelSteps,
  lessonLabel,
  shareTick,
} from '../utils/analytics-figures';
import { PracticeStatisticsSection } from './practice-statistics';

/** The bars drawn for quiz questions, hardest first (the table lists them all). */
const CHART_QUESTIONS = 10;
/** The bars drawn for stop-after lessons, most learners first (the table lists them all). */
const CHART_STOP_LESSONS = 10;

const count = (value: number) => formatCount(Math.round(value));

function exportCsv(figure: string, text: string) {
  downloadText(analyticsCsvFileName(figure, isoDateInSaoPaulo(new Date())), text);
}

export function CourseAnalyticsScreen({ courseId, backTo }: { courseId: string; backTo: string }) {
  const course = useAnalyticsCourse(courseId);
  const analytics = useCourseAnalytics(courseId);
  const title = course.data?.title ?? 'Análise do curso';

  if (course.data === null || analytics.isError) {
    return (
      <AdminPage title="Análise do curso" backTo={backTo}>
        <AdminLoadError
          message={
            course.data === null
              ? 'Curso não encontrado'
              : userMessage(analytics.error, 'Erro ao carregar dados')
          }
          onRetry={() => void analytics.refetch()}
        />
      </AdminPage>
    );
  }
  if (!analytics.data) {
    return (
      <AdminPage title="Análise do curso" backTo={backTo}>
        <LoadingText />
      </AdminPage>
    );
  }

  const data = analytics.data;
  return (
    <AdminPage
      title={title}
      documentTitle={`Análise — ${title}`}
      description={`Análise do curso: onde os alunos avançam e onde param. Números calculados em ${formatDateTime(data.computed_at) ?? ''}.`}
      backTo={backTo}
    >
      <div className="space-y-8">
        <Summary analytics={data} />
        <DropOffFigure analytics={data} />
        <div className="grid gap-8 lg:grid-cols-2">
          <FunnelFigure analytics={data} />
          <StopAfterFigure analytics={data} />
        </div>
        <QuizQuestionsFigure analytics={data} />
        <PracticeStatisticsSection courseId={courseId} onExportCsv={exportCsv} />
      </div>
    </AdminPage>
  );
}

function Summary({ analytics }: { analytics: Analytics }) {
  const { funnel, questions } = analytics;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Matriculados" value={count(funnel.enrolled)} compactOnPhone />
      <StatCard
        label="Concluíram"
        value={count(funnel.completed)}
        hint={
          funnel.enrolled > 0
            ? `${formatShare(funnel.completed / funnel.enrolled)} dos matriculados`
            : undefined
        }
        compactOnPhone
      />
      <StatCard
        label="Resposta do professor"
        value={formatAnswerTime(questions.median_minutes_to_teacher_answer)}
        hint="Tempo mediano até a primeira resposta"
        compactOnPhone
      />
      <StatCard
        label="Dúvidas respondidas"
        value={`${count(questions.answered_by_teacher)} de ${count(questions.total)}`}
        hint="Com resposta de um professor"
        compactOnPhone
      />
    </dl>
  );
}

function DropOffFigure({ analytics }: { analytics: Analytics }) {
  const { points, compare } = useMemo(
    () => ({
      points: analytics.lessons.map<ChartPoint>((lesson) => ({
        label: lessonLabel(lesson.position),
        value: lesson.reached_share,
      })),
      compare: analytics.lessons.map((lesson) => lesson.watched_to_end_share),
    }),
    [analytics.lessons],
  );
  return (
    <ChartFigure
      title="Alcance e conclusão por aula"
      description="Dos alunos matriculados, a parte que chega a cada aula e a que a assiste até o fim. O CSV traz também o módulo e o número de alunos."
      chart={
        <>
          <ul aria-hidden="true" className="mb-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
            <LegendItem colour={CHART_COLORS[0]} label="Chegaram à aula" />
            <LegendItem colour={CHART_COLORS[1]} label="Assistiram até o fim" />
          </ul>
          <Chart kind="line" points={points} compare={compare} formatValue={shareTick} scale="share" />
        </>
      }
      columns={[
        { header: 'Aula' },
        { header: 'Chegaram', numeric: true },
        { header: 'Até o fim', numeric: true },
        { header: 'Pararam', numeric: true },
      ]}
      rows={analytics.lessons.map((lesson) => [
        `${lesson.position}. ${lesson.title}`,
        formatShare(lesson.reached_share),
        formatShare(lesson.watched_to_end_share),
        count(lesson.stopped_after),
      ])}
      empty="O curso ainda não tem aulas."
      onExportCsv={() => exportCsv('aulas', lessonsCsv(analytics))}
    />
  );
}

function LegendItem({ colour, label }: { colour: string; label: string }) {
  return (
    <li className="flex items-center gap-2">
      <span className="inline-block h-1 w-5 rounded" style={{ backgroundColor: colour }} />
      {label}
    </li>
  );
}

function FunnelFigure({ analytics }: { analytics: Analytics }) {
  const steps = useMemo(() => funnelSteps(analytics.funnel), [analytics.funnel]);
  const points = useMemo(
    () => steps.map<ChartPoint>((step) => ({ label: step.label, value: step.learners })),
    [steps],
  );
  return (
    <ChartFigure
      title="Funil do curso"
      description="Alunos em cada etapa, da matrícula à conclusão."
      chart={<Chart kind="bars" points={points} formatValue={count} scale="integer" />}
      columns={[
        { header: 'Etapa' },
        { header: 'Alunos', numeric: true },
        { header: '% dos matriculados', numeric: true },
      ]}
      rows={steps.map((step) => [step.label, count(step.learners), formatShare(step.share)])}
      empty="Nenhum aluno matriculado."
      onExportCsv={() => exportCsv('funil', funnelCsv(analytics))}
    />
  );
}

function StopAfterFigure({ analytics }: { analytics: Analytics }) {
  const points = useMemo(
    () =>
      analytics.stop_after.slice(0, CHART_STOP_LESSONS).map<ChartPoint>((lesson) => ({
        label: `${lesson.position}. ${lesson.title}`,
        value: lesson.learners,
      })),
    [analytics.stop_after],
  );
  return (
    <ChartFigure
      title="Onde os alunos param"
      description="Alunos que não concluíram e não voltam há 14 dias ou mais, pela última aula que viram."
      chart={
        <Chart
          kind="bars"
          points={points}
          formatValue={count}
          scale="integer"
          heightPx={Math.max(160, points.length * 40)}
        />
      }
      columns={[{ header: 'Aula' }, { header: 'Alunos', numeric: true }]}
      rows={analytics.stop_after.map((lesson) => [
        `${lesson.position}. ${lesson.title}`,
        count(lesson.learners),
      ])}
      empty="Nenhum aluno parado há 14 dias ou mais."
      onExportCsv={() => exportCsv('paradas', stopAfterCsv(analytics))}
    />
  );
}

function QuizQuestionsFigure({ analytics }: { analytics: Analytics }) {
  const points = useMemo(
    () =>
      analytics.quiz_questions
        .filter((question) => question.correct_share !== null)
        .slice(0, CHART_QUESTIONS)
        .map<ChartPoint>((question) => ({ label: question.prompt, value: question.correct_share ?? 0 })),
    [analytics.quiz_questions],
  );
  return (
    <ChartFigure
      title="Acertos por questão"
      description="As questões dos quizzes e do simulado, das mais difíceis às mais fáceis (o gráfico mostra as 10 mais difíceis)."
      chart={
        points.length > 0 ? (
          <Chart
            kind="bars"
            points={points}
            formatValue={shareTick}
            scale="share"
            heightPx={Math.max(160, points.length * 36)}
          />
        ) : (
          <p className="text-sm text-ink-muted">Nenhuma questão respondida ainda.</p>
        )
      }
      columns={[
        { header: 'Questão' },
        { header: 'Onde' },
        { header: 'Respostas', numeric: true },
        { header: '% de acerto', numeric: true },
      ]}
      rows={analytics.quiz_questions.map((question) => [
        question.prompt,
        questionPlace(question),
        count(question.answered),
        question.correct_share === null ? '—' : formatShare(question.correct_share),
      ])}
      empty="O curso ainda não tem questões."
      onExportCsv={() => exportCsv('questoes', quizQuestionsCsv(analytics))}
    />
  );
}
