// 'Práticas' of a course's analytics: per exercise the learners who tried it and who passed, and
// 'Onde a turma trava', every check by its pass rate over the graded attempts, the checks the
// class fails most first. Read on its own: when it fails, the rest of the screen stays.
import { useMemo } from 'react';
import { Chart, type ChartPoint } from '@/components/charts/chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { userMessage } from '@/lib/errors/user-message';
import { formatCount } from '@/utils/format';
import { usePracticeStatistics, type PracticeStatistics } from '../api/get-practice-statistics';
import { shareTick } from '../utils/analytics-figures';
import {
  exercisePlace,
  formatPercent,
  practiceExercisesCsv,
  stuckChecks,
  stuckChecksCsv,
} from '../utils/practice-figures';

/** The bars drawn for checks, hardest first (the table lists them all). */
const CHART_CHECKS = 10;

export function PracticeStatisticsSection({
  courseId,
  onExportCsv,
}: {
  courseId: string;
  onExportCsv: (figure: string, text: string) => void;
}) {
  const statistics = usePracticeStatistics(courseId);
  return (
    <section aria-labelledby="practice-statistics-title" className="space-y-4">
      <div>
        <h2 id="practice-statistics-title" className="text-xl font-bold text-ink">
          Práticas
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Os exercícios corrigidos pelo servidor: quem tentou, quem passou e em quais verificações a turma
          mais erra (envios da versão atual de cada prática).
        </p>
      </div>
      {statistics.isError ? (
        <InlineLoadError
          message={userMessage(statistics.error, 'Erro ao carregar as estatísticas das práticas')}
          retrying={statistics.isFetching}
          onRetry={() => void statistics.refetch()}
        />
      ) : !statistics.data ? (
        <LoadingText />
      ) : (
        <>
          <ExercisesFigure statistics={statistics.data} onExportCsv={onExportCsv} />
          <StuckChecksFigure statistics={statistics.data} onExportCsv={onExportCsv} />
        </>
      )}
    </section>
  );
}

function ExercisesFigure({
  statistics,
  onExportCsv,
}: {
  statistics: PracticeStatistics;
  onExportCsv: (figure: string, text: string) => void;
}) {
  const points = useMemo(
    () =>
      statistics.exercises
        .filter((exercise) => exercise.pass_rate !== null)
        .map<ChartPoint>((exercise) => ({ label: exercise.title, value: (exercise.pass_rate ?? 0) / 100 })),
    [statistics.exercises],
  );
  return (
    <ChartFigure
      title="Aprovação por prática"
      description="Dos alunos que enviaram pelo menos uma resposta, a parte que passou em todas as verificações."
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
          <p className="text-sm text-ink-muted">Nenhum aluno enviou uma resposta ainda.</p>
        )
      }
      columns={[
        { header: 'Prática' },
        { header: 'Onde' },
        { header: 'Tentaram', numeric: true },
        { header: 'Passaram', numeric: true },
        { header: 'Aprovação', numeric: true },
      ]}
      rows={statistics.exercises.map((exercise) => [
        exercise.published ? exercise.title : `${exercise.title} (rascunho)`,
        exercisePlace(exercise),
        formatCount(exercise.learners),
        formatCount(exercise.passed),
        formatPercent(exercise.pass_rate),
      ])}
      empty="Este curso ainda não tem práticas."
      onExportCsv={() => onExportCsv('praticas', practiceExercisesCsv(statistics))}
    />
  );
}

function StuckChecksFigure({
  statistics,
  onExportCsv,
}: {
  statistics: PracticeStatistics;
  onExportCsv: (figure: string, text: string) => void;
}) {
  const checks = useMemo(() => stuckChecks(statistics), [statistics]);
  const points = useMemo(
    () =>
      checks
        .slice(0, CHART_CHECKS)
        .map<ChartPoint>((check) => ({ label: check.label, value: check.passRate / 100 })),
    [checks],
  );
  return (
    <ChartFigure
      title="Onde a turma trava"
      description="Cada verificação pela parte dos envios corrigidos em que passou, das que mais reprovam às que menos reprovam (o gráfico mostra as 10 primeiras)."
      chart={
        <Chart
          kind="bars"
          points={points}
          formatValue={shareTick}
          scale="share"
          heightPx={Math.max(160, points.length * 36)}
        />
      }
      columns={[
        { header: 'Verificação' },
        { header: 'Prática' },
        { header: 'Envios', numeric: true },
        { header: 'Passaram', numeric: true },
        { header: '% de acerto', numeric: true },
      ]}
      rows={checks.map((check) => [
        check.label,
        check.exerciseTitle,
        formatCount(check.attempts),
        formatCount(check.passed),
        formatPercent(check.passRate),
      ])}
      empty="Nenhum envio corrigido ainda."
      onExportCsv={() => onExportCsv('verificacoes', stuckChecksCsv(statistics))}
    />
  );
}
