import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { formatStudyTime } from '@/utils/study-time';
import { useStudyCalendar, type StudyCalendar as Calendar } from '../api/get-study-calendar';
import {
  calendarMonthGrid,
  calendarMonthKeys,
  calendarMonths,
  calendarWeeks,
  formatDay,
  type CalendarCell,
} from '../utils/calendar-grid';

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
// The month view's squares: the heatmap's shades, as backgrounds.
const LEVEL_BACKGROUNDS = [
  'bg-slate-100 text-ink-muted',
  'bg-emerald-200 text-emerald-950',
  'bg-emerald-400 text-emerald-950',
  'bg-emerald-600 text-white',
  'bg-emerald-800 text-white',
] as const;
const WEEKDAY_HEADERS = [
  ['S', 'segunda'],
  ['T', 'terça'],
  ['Q', 'quarta'],
  ['Q', 'quinta'],
  ['S', 'sexta'],
  ['S', 'sábado'],
  ['D', 'domingo'],
] as const;
const LEGEND = ['Nenhum estudo', 'Menos de 15 min', '15 a 29 min', '30 a 59 min', '1 hora ou mais'] as const;

const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

function cellTitle(cell: CalendarCell): string {
  if (cell.level === 0) return `${formatDay(cell.date)}: sem estudo`;
  const parts = [`${cell.minutes} min assistidos`];
  if (cell.lessons > 0) {
    parts.push(
      cell.lessons === 1 ? '1 aula assistida até o fim' : `${cell.lessons} aulas assistidas até o fim`,
    );
  }
  const onlyMarked = Math.max(0, cell.lessonsCompleted - cell.lessons);
  if (onlyMarked > 0) {
    parts.push(
      onlyMarked === 1
        ? '1 aula marcada como concluída sem assistir (não conta para a meta)'
        : `${onlyMarked} aulas marcadas como concluídas sem assistir (não contam para a meta)`,
    );
  }
  return `${formatDay(cell.date)}: ${parts.join(', ')}`;
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

/**
 * On a phone: one month at a time, a square a day with its number, the newest month first and
 * buttons to the months before (the year's grid would be too small to read at 390 px).
 */
function MonthView({ calendar }: { calendar: Calendar }) {
  const months = calendarMonthKeys(calendar.from, calendar.to);
  const [index, setIndex] = useState(months.length - 1);
  const month = months[Math.min(index, months.length - 1)]!;
  const grid = calendarMonthGrid(month, calendar.from, calendar.to, calendar.days);
  const headingId = useId();
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label="Mês anterior"
          disabled={index === 0}
          onClick={() => setIndex((value) => Math.max(0, value - 1))}
        >
          <ChevronLeftIcon size={16} aria-hidden="true" />
        </Button>
        <p
          id={headingId}
          aria-live="polite"
          className="text-sm font-semibold text-ink first-letter:uppercase"
        >
          {grid.label}
        </p>
        <Button
          variant="outline"
          size="sm"
          aria-label="Próximo mês"
          disabled={index >= months.length - 1}
          onClick={() => setIndex((value) => Math.min(months.length - 1, value + 1))}
        >
          <ChevronRightIcon size={16} aria-hidden="true" />
        </Button>
      </div>
      <table className="mt-3 w-full table-fixed border-separate border-spacing-1" aria-labelledby={headingId}>
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map(([short, name]) => (
              <th key={name} scope="col" className="text-xs font-medium text-ink-muted">
                <abbr title={name} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week.find((cell) => cell)?.date}>
              {week.map((cell, column) =>
                cell ? (
                  <td key={cell.date} className="p-0">
                    <span
                      className={cn(
                        'flex aspect-square items-center justify-center rounded-md text-xs tabular-nums',
                        cell.inRange
                          ? LEVEL_BACKGROUNDS[cell.level]
                          : 'border border-dashed border-slate-200 text-slate-300',
                      )}
                      title={cell.inRange ? cellTitle(cell) : undefined}
                      data-date={cell.date}
                      data-level={cell.inRange ? cell.level : undefined}
                    >
                      <span aria-hidden="true">{Number(cell.date.slice(8))}</span>
                      <span className="sr-only">
                        {cell.inRange ? cellTitle(cell) : `${formatDay(cell.date)}: fora do período`}
                      </span>
                    </span>
                  </td>
                ) : (
                  <td key={`vazio-${column}`} className="p-0" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-ink-muted">
        {`${grid.activeDays === 1 ? '1 dia com estudo' : `${count(grid.activeDays)} dias com estudo`} · ${count(grid.minutes)} min assistidos · ${
          grid.lessons === 1
            ? '1 aula assistida até o fim'
            : `${count(grid.lessons)} aulas assistidas até o fim`
        }`}
      </p>
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
      <p className="mt-1 text-sm text-ink-muted">
        {'Horas de estudo no total: '}
        <strong className="text-ink">{formatStudyTime(data.studySeconds)}</strong>
        {' de vídeo assistido, o mesmo número do seu painel e do seu perfil.'}
      </p>
      <div className="mt-4">
        {/* A phone reads one month at a time; from sm on, the year's grid fits. */}
        <div className="sm:hidden">
          <MonthView calendar={data} />
        </div>
        <div className="max-sm:hidden">
          <Heatmap calendar={data} summaryId={summaryId} />
        </div>
        <Legend />
      </div>
      <MonthTable calendar={data} />
    </div>
  );
}
