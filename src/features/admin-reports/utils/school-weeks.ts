// The school's weeks as the report shows and exports them (docs/analytics-ui.md).
import { toCsv } from '@/utils/csv';
import type { SchoolWeek } from '../api/get-school-weeks';
import { brazilianDay, shortDay } from './report-format';

/** The figures of a week, in the order the report draws them. */
export const WEEK_FIGURES = [
  { key: 'active_learners', title: 'Alunos ativos', unit: 'alunos' },
  { key: 'sign_ups', title: 'Cadastros', unit: 'cadastros' },
  { key: 'enrollments', title: 'Matrículas', unit: 'matrículas' },
  { key: 'completions', title: 'Conclusões de curso', unit: 'conclusões' },
  { key: 'certificates', title: 'Certificados emitidos', unit: 'certificados' },
  { key: 'revenue', title: 'Receita', unit: 'reais' },
] as const satisfies readonly { key: keyof SchoolWeek; title: string; unit: string }[];

export type WeekFigure = (typeof WEEK_FIGURES)[number]['key'];

/** A week as the tables name it: '23/11 a 29/11'. */
export function weekLabel(week: Pick<SchoolWeek, 'week_start' | 'week_end'>): string {
  return `${shortDay(week.week_start)} a ${shortDay(week.week_end)}`;
}

/** Every week with every figure, oldest first (the report's 'Exportar CSV'). */
export function schoolWeeksCsv(weeks: readonly SchoolWeek[]): string {
  return toCsv(
    ['Início da semana', 'Fim da semana', ...WEEK_FIGURES.map((figure) => figure.title)],
    weeks.map((week) => [
      brazilianDay(week.week_start),
      brazilianDay(week.week_end),
      ...WEEK_FIGURES.map((figure) => week[figure.key]),
    ]),
  );
}

/** 'semanas-2026-11-26.csv'. */
export function schoolWeeksFileName(day: string): string {
  return `semanas-${day}.csv`;
}
