// The goal card's rules of display (docs/engagement-ui.md). The database computes the week, the
// progress, the streak and the points in São Paulo time; these helpers only decide how to say them.
import { z } from 'zod';

export type GoalKind = 'minutes' | 'lessons';

export interface StudyDay {
  date: string;
  minutes: number;
  /** Lessons finished by watching: what the goal counts. */
  lessons: number;
  /** Lessons marked complete that day, watched or not (they count only when also watched). */
  lessonsCompleted: number;
}

export interface StudyWeek {
  weekStart: string;
  weekEnd: string;
  today: string;
  goal: { kind: GoalKind; target: number; since: string } | null;
  minutes: number;
  lessons: number;
  lessonsCompleted: number;
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

/** What counts for a goal of this unit, as the card says it under the bar. */
export const GOAL_COUNTS: Record<GoalKind, string> = {
  lessons: 'aulas assistidas até o fim: marcar como concluída não conta',
  minutes: 'minutos de vídeo assistidos: avançar o vídeo ou rever um trecho já assistido não conta',
};

/**
 * What a day holds, for its screen-reader text: "20 min · 1 aula assistida até o fim", and the
 * lessons only marked complete, which do not count ("1 marcada como concluída, não conta").
 */
export function dayActivity(day: StudyDay): string {
  const onlyMarked = Math.max(0, day.lessonsCompleted - day.lessons);
  if (day.minutes === 0 && day.lessons === 0 && onlyMarked === 0) return 'sem estudo';
  const parts = [`${day.minutes} min`];
  if (day.lessons > 0)
    parts.push(plural(day.lessons, 'aula assistida até o fim', 'aulas assistidas até o fim'));
  if (onlyMarked > 0) {
    parts.push(
      onlyMarked === 1
        ? '1 aula marcada como concluída sem assistir, não conta'
        : `${onlyMarked} aulas marcadas como concluídas sem assistir, não contam`,
    );
  }
  return parts.join(' · ');
}

/**
 * Under a goal in lessons, when the week has lessons marked complete that the goal did not count:
 * "3 aulas marcadas como concluídas nesta semana; 1 assistida até o fim." null when all counted.
 */
export function markedLessonsNote(week: Pick<StudyWeek, 'lessons' | 'lessonsCompleted'>): string | null {
  if (week.lessonsCompleted <= week.lessons) return null;
  const marked =
    week.lessonsCompleted === 1
      ? '1 aula marcada como concluída nesta semana'
      : `${week.lessonsCompleted} aulas marcadas como concluídas nesta semana`;
  const watched =
    week.lessons === 0
      ? 'nenhuma assistida até o fim'
      : week.lessons === 1
        ? '1 assistida até o fim'
        : `${week.lessons} assistidas até o fim`;
  return `${marked}; ${watched}.`;
}
