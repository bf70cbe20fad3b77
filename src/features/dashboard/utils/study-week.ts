// The goal card's rules of display (docs/engagement-ui.md). The database computes the week, the
// progress, the streak and the points in São Paulo time; these helpers only decide how to say them.
import { z } from 'zod';

export type GoalKind = 'minutes' | 'lessons';

export interface StudyDay {
  date: string;
  minutes: number;
  lessons: number;
}

export interface StudyWeek {
  weekStart: string;
  weekEnd: string;
  today: string;
  goal: { kind: GoalKind; target: number; since: string } | null;
  minutes: number;
  lessons: number;
  /** null while no goal was ever set. */
  percent: number | null;
  met: boolean;
  /** Monday first, seven days. */
  days: StudyDay[];
  streak: { weeks: number; frozenWeeks: string[]; freezeAvailable: boolean };
  points: { total: number; thisWeek: number };
}

/** The limits set_study_goal accepts, per unit. */
export const GOAL_LIMITS: Record<GoalKind, { min: number; max: number }> = {
  minutes: { min: 10, max: 3000 },
  lessons: { min: 1, max: 100 },
};

const wholeNumber = /^\d+$/;

/** The goal form: the unit and the target typed as text, checked against the unit's limits. */
export const studyGoalFormSchema = z
  .object({
    kind: z.enum(['minutes', 'lessons'], { message: 'Escolha minutos ou aulas.' }),
    target: z.string().trim().min(1, 'Informe a meta da semana.'),
  })
  .superRefine((values, context) => {
    // zod runs this even when a field above failed: check the number only once both are there.
    if (values.target === '' || !(values.kind in GOAL_LIMITS)) return;
    if (!wholeNumber.test(values.target)) {
      context.addIssue({ code: 'custom', path: ['target'], message: 'Use um número inteiro.' });
      return;
    }
    const target = Number(values.target);
    const { min, max } = GOAL_LIMITS[values.kind];
    if (target < min || target > max) {
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message:
          values.kind === 'minutes'
            ? 'Use de 10 a 3.000 minutos por semana.'
            : 'Use de 1 a 100 aulas por semana.',
      });
    }
  })
  .transform((values) => ({ kind: values.kind, target: Number(values.target) }));

export type StudyGoalFormValues = z.input<typeof studyGoalFormSchema>;
export type StudyGoal = z.output<typeof studyGoalFormSchema>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "30 minutos", "1 aula". */
export function goalAmount(kind: GoalKind, amount: number): string {
  return kind === 'minutes' ? plural(amount, 'minuto', 'minutos') : plural(amount, 'aula', 'aulas');
}

/** "35 de 120 minutos", "2 de 3 aulas": this week's progress in the goal's unit. */
export function weekProgressLabel(week: Pick<StudyWeek, 'goal' | 'minutes' | 'lessons'>): string | null {
  if (!week.goal) return null;
  const done = week.goal.kind === 'minutes' ? week.minutes : week.lessons;
  return `${done} de ${goalAmount(week.goal.kind, week.goal.target)}`;
}

/** "3 semanas seguidas", "1 semana seguida", "Nenhuma semana seguida ainda". */
export function streakLabel(weeks: number): string {
  if (weeks <= 0) return 'Nenhuma semana seguida ainda';
  return weeks === 1 ? '1 semana seguida' : `${weeks} semanas seguidas`;
}

/** "1.240 pontos", "1 ponto". */
export function pointsLabel(points: number): string {
  const figure = new Intl.NumberFormat('pt-BR').format(points);
  return points === 1 ? '1 ponto' : `${figure} pontos`;
}

const WEEKDAYS = ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'] as const;
const WEEKDAY_NAMES = [
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
  'domingo',
] as const;

/** The short and full pt-BR name of the weekday at this Monday-first position. */
export function weekdayNames(index: number): { short: string; full: string } {
  return { short: WEEKDAYS[index] ?? '', full: WEEKDAY_NAMES[index] ?? '' };
}

/** "23/11" from "2026-11-23" (a date, not an instant: no time zone applies). */
export function dayAndMonth(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}
