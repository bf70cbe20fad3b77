// 'Semanas da escola' in 'Relatórios': the last 12 São Paulo weeks as six charts (active learners,
// sign-ups, enrolments, completions, certificates, revenue), each a figure with its table, and how
// fresh the precomputed figures are (docs/analytics-ui.md).
import { useId, useMemo } from 'react';
import { Chart, type ChartPoint } from '@/components/charts/chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { AdminLoadError } from '@/components/ui/admin-page';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { downloadText } from '@/lib/download-text';
import { userMessage } from '@/lib/errors/user-message';
import { formatCount, formatCurrency } from '@/utils/format';
import { formatDateTime, isoDateInSaoPaulo } from '@/utils/format-date';
import { useSchoolWeeks, type SchoolWeek } from '../api/get-school-weeks';
import { compactCurrency, shortDay } from '../utils/report-format';
import {
  schoolWeeksCsv,
  schoolWeeksFileName,
  WEEK_FIGURES,
  weekLabel,
  type WeekFigure,
} from '../utils/school-weeks';

const countTick = (value: number) => formatCount(Math.round(value));

export function SchoolWeeksReport() {
  const weeks = useSchoolWeeks();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
            Semanas da escola
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-muted">
            As últimas 12 semanas, de segunda a domingo (horário de Brasília); a última é a semana atual.
          </p>
          {weeks.data && (
            <p className="mt-1 text-sm font-medium text-ink">
              Atualizado em {formatDateTime(weeks.data.computed_at)} — a semana atual é recalculada a cada 10
              minutos.
            </p>
          )}
        </div>
        {weeks.data && weeks.data.weeks.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:self-auto"
            onClick={() =>
              downloadText(
                schoolWeeksFileName(isoDateInSaoPaulo(new Date())),
                schoolWeeksCsv(weeks.data.weeks),
              )
            }
          >
            Exportar CSV
          </Button>
        )}
      </div>
      <div className="mt-6">
        {weeks.isPending ? (
          <LoadingText />
        ) : weeks.isError ? (
          <AdminLoadError
            message={userMessage(weeks.error, 'Erro ao carregar dados')}
            onRetry={() => void weeks.refetch()}
          />
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            {WEEK_FIGURES.map((figure) => (
              <WeekFigureChart
                key={figure.key}
                weeks={weeks.data.weeks}
                figure={figure.key}
                title={figure.title}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function WeekFigureChart({
  weeks,
  figure,
  title,
}: {
  weeks: readonly SchoolWeek[];
  figure: WeekFigure;
  title: string;
}) {
  const money = figure === 'revenue';
  const points = useMemo(
    () => weeks.map<ChartPoint>((week) => ({ label: shortDay(week.week_start), value: week[figure] })),
    [weeks, figure],
  );
  const last = weeks.length - 1;
  return (
    <ChartFigure
      title={title}
      description={money ? 'Vendas pagas por semana (receita líquida).' : 'Por semana, pela segunda-feira.'}
      chart={
        <Chart
          kind="line"
          points={points}
          formatValue={money ? compactCurrency : countTick}
          scale="integer"
          heightPx={200}
        />
      }
      columns={[{ header: 'Semana' }, { header: title, numeric: true }]}
      rows={weeks.map((week, index) => [
        index === last ? `${weekLabel(week)} (em andamento)` : weekLabel(week),
        money ? (formatCurrency(week[figure]) ?? '') : formatCount(week[figure]),
      ])}
      empty="Nenhuma semana calculada ainda."
    />
  );
}
