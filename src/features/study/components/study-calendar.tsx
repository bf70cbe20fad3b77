import { useId } from 'react';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useStudyCalendar, type StudyCalendar as Calendar } from '../api/get-study-calendar';
import { calendarMonths, calendarWeeks, formatDay, type CalendarCell } from '../utils/calendar-grid';

const CELL = 10;
const GAP = 2;
const STEP = CELL + GAP;
const LEFT = 24;
const TOP = 14;
const ROW_LABELS = ['seg', '', 'qua', '', 'sex', '', ''];
const LEVEL_CLASSES = [
  'fill-slate-100',
  'fill-emerald-200',
  'fill-emerald-400',
  'fill-emerald-600',
  'fill-emerald-800',
] as const;
const LEGEND = ['Nenhum estudo', 'Menos de 15 min', '15 a 29 min', '30 a 59 min', '1 hora ou mais'] as const;

const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

function cellTitle(cell: CalendarCell): string {
  if (cell.level === 0) return `${formatDay(cell.date)}: sem estudo`;
  const lessons =
    cell.lessonsCompleted === 1
      ? ', 1 aula concluída'
      : cell.lessonsCompleted > 1
        ? `, ${cell.lessonsCompleted} aulas concluídas`
        : '';
  return `${formatDay(cell.date)}: ${cell.minutes} min assistidos${lessons}`;
}

/** The heatmap itself: drawn for the eye; its numbers are in the table beside it. */
function Heatmap({ calendar, summaryId }: { calendar: Calendar; summaryId: string }) {
  const weeks = calendarWeeks(calendar.from, calendar.to, calendar.days);
  const width = LEFT + weeks.length * STEP;
  const height = TOP + 7 * STEP;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="block h-auto w-full max-w-[44rem]"
      role="img"
      aria-labelledby={summaryId}
    >
      {ROW_LABELS.map(
        (label, row) =>
          label && (
            <text key={label} x={0} y={TOP + row * STEP + CELL - 1} className="fill-slate-500 text-[8px]">
              {label}
            </text>
          ),
      )}
      {weeks.map((week, column) => (
        <g key={week.monday} transform={`translate(${LEFT + column * STEP} 0)`}>
          {week.monthLabel && (
            <text x={0} y={9} className="fill-slate-500 text-[8px]">
              {week.monthLabel}
            </text>
          )}
          {week.cells.map((cell, row) =>
            cell.inRange ? (
              <rect
                key={cell.date}
                y={TOP + row * STEP}
                width={CELL}
                height={CELL}
                rx={2}
                className={LEVEL_CLASSES[cell.level]}
                data-date={cell.date}
                data-level={cell.level}
              >
                <title>{cellTitle(cell)}</title>
              </rect>
            ) : null,
          )}
        </g>
      ))}
    </svg>
  );
}

function Legend() {
  return (
    <div
      className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted"
      aria-hidden="true"
    >
      {LEGEND.map((label, level) => (
        <span key={label} className="flex items-center gap-1">
          <svg viewBox="0 0 10 10" className="h-3 w-3">
            <rect width={10} height={10} rx={2} className={LEVEL_CLASSES[level]} />
          </svg>
          {label}
        </span>
      ))}
    </div>
  );
}

/** Month by month: the heatmap's figures for whoever does not see it. */
function MonthTable({ calendar }: { calendar: Calendar }) {
  const months = calendarMonths(calendar.from, calendar.to, calendar.days);
  return (
    <details className="mt-4 rounded-xl border border-slate-200">
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        Ver resumo por mês
      </summary>
      <div className="overflow-x-auto px-4 pb-4">
        <table className="w-full text-left text-sm [overflow-wrap:normal]">
          <caption className="sr-only">Estudo por mês nos últimos 12 meses</caption>
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Mês
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Dias com estudo
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Minutos
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Aulas concluídas
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-3 font-normal text-ink">
                  {month.label}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                  {count(month.activeDays)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                  {count(month.minutes)}
                </td>
                <td className="py-2 text-right tabular-nums whitespace-nowrap">
                  {count(month.lessonsCompleted)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The profile's study calendar: the last 12 months, a square a day, darker the more was watched. */
export function StudyCalendar({ userId }: { userId: string }) {
  const calendar = useStudyCalendar(userId);
  const summaryId = useId();

  if (calendar.isPending) {
    return (
      <div role="status" aria-label="Carregando calendário de estudos">
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
    );
  }
  if (calendar.isError) {
    return (
      <InlineLoadError
        message="Não foi possível carregar seu calendário de estudos agora."
        retrying={calendar.isFetching}
        onRetry={() => void calendar.refetch()}
      />
    );
  }
  const data = calendar.data;
  return (
    <div>
      <p id={summaryId} className="text-sm text-ink">
        {`De ${formatDay(data.from)} a ${formatDay(data.to)}: `}
        <strong>
          {data.activeDays === 1 ? '1 dia com estudo' : `${count(data.activeDays)} dias com estudo`}
        </strong>
        {`, ${count(data.totalMinutes)} minutos assistidos e `}
        {data.totalLessons === 1
          ? '1 aula assistida até o fim.'
          : `${count(data.totalLessons)} aulas assistidas até o fim.`}
      </p>
      <div className="mt-4">
        <Heatmap calendar={data} summaryId={summaryId} />
        <Legend />
      </div>
      <MonthTable calendar={data} />
    </div>
  );
}
