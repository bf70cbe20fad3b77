// The study calendar's grid (the profile's heatmap, docs/engagement-ui.md): one column per week,
// Monday on top, from the first Monday on or before the first day to the last day. Days are dates
// the database gave in São Paulo time ("YYYY-MM-DD"); they are counted here as calendar dates in
// UTC, so no time zone of the browser can move a day.

export interface CalendarDay {
  date: string;
  minutes: number;
  lessons: number;
  lessonsCompleted: number;
}

export interface CalendarCell {
  date: string;
  /** false for the days of the first week before the calendar's first day. */
  inRange: boolean;
  minutes: number;
  lessons: number;
  lessonsCompleted: number;
  /** 0 (nothing) to 4 (an hour or more), the cell's shade. */
  level: 0 | 1 | 2 | 3 | 4;
}

export interface CalendarWeek {
  monday: string;
  /** The month's short name on the first column where that month begins, else null. */
  monthLabel: string | null;
  cells: CalendarCell[];
}

export interface CalendarMonth {
  /** "2026-11" */
  month: string;
  /** "novembro de 2026" */
  label: string;
  activeDays: number;
  minutes: number;
  lessonsCompleted: number;
}

const DAY_MS = 86_400_000;
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

function toTime(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

function toDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export function mondayFirstWeekday(date: string): number {
  return (new Date(toTime(date)).getUTCDay() + 6) % 7;
}

/** The shade of a day: any study at all is at least 1, an hour or more is 4. */
export function activityLevel(
  day: Pick<CalendarDay, 'minutes' | 'lessons' | 'lessonsCompleted'>,
): CalendarCell['level'] {
  if (day.minutes >= 60) return 4;
  if (day.minutes >= 30) return 3;
  if (day.minutes >= 15) return 2;
  return day.minutes > 0 || day.lessons > 0 || day.lessonsCompleted > 0 ? 1 : 0;
}

/** The weeks from the Monday on or before `from` to the week of `to`, with every day's activity. */
export function calendarWeeks(from: string, to: string, days: CalendarDay[]): CalendarWeek[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const start = toTime(from) - mondayFirstWeekday(from) * DAY_MS;
  const end = toTime(to);
  const weeks: CalendarWeek[] = [];
  let previousMonth: number | null = null;
  for (let monday = start; monday <= end; monday += 7 * DAY_MS) {
    const cells: CalendarCell[] = [];
    for (let offset = 0; offset < 7; offset += 1) {
      const time = monday + offset * DAY_MS;
      if (time > end) break;
      const date = toDate(time);
      const day = byDate.get(date);
      const activity = {
        minutes: day?.minutes ?? 0,
        lessons: day?.lessons ?? 0,
        lessonsCompleted: day?.lessonsCompleted ?? 0,
      };
      cells.push({ date, inRange: date >= from, ...activity, level: activityLevel(activity) });
    }
    const firstInRange = cells.find((cell) => cell.inRange)!;
    const month = new Date(toTime(firstInRange.date)).getUTCMonth();
    weeks.push({
      monday: toDate(monday),
      monthLabel: month === previousMonth ? null : MONTHS[month]!,
      cells,
    });
    previousMonth = month;
  }
  // A month that starts less than three columns after the previous label would print over it
  // (the calendar's first, partial month): that earlier label gives way.
  let lastLabelled = -Infinity;
  weeks.forEach((week, column) => {
    if (!week.monthLabel) return;
    if (column - lastLabelled < 3) weeks[lastLabelled]!.monthLabel = null;
    lastLabelled = column;
  });
  return weeks;
}

/** Month by month from `from` to `to` (every month, the quiet ones too), oldest first. */
export function calendarMonths(from: string, to: string, days: CalendarDay[]): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  for (let year = fromYear!, month = fromMonth!; year < toYear! || (year === toYear && month <= toMonth!);) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const inMonth = days.filter((day) => day.date.startsWith(key));
    months.push({
      month: key,
      label: `${MONTH_NAMES[month - 1]} de ${year}`,
      activeDays: inMonth.length,
      minutes: inMonth.reduce((sum, day) => sum + day.minutes, 0),
      lessonsCompleted: inMonth.reduce((sum, day) => sum + day.lessonsCompleted, 0),
    });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** "23/11/2026" from "2026-11-23". */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

export interface MonthGrid {
  /** "2026-11" */
  month: string;
  /** "novembro de 2026" */
  label: string;
  /** Monday first; null where the week runs into the month before or after. */
  weeks: (CalendarCell | null)[][];
  /** The month's figures within the calendar's range. */
  activeDays: number;
  minutes: number;
  lessons: number;
  lessonsCompleted: number;
}

/** The months the calendar covers, oldest first ("2025-12" … "2026-11"). */
export function calendarMonthKeys(from: string, to: string): string[] {
  return calendarMonths(from, to, []).map((month) => month.month);
}

/**
 * One month as a phone shows it (docs/engagement-ui.md): Monday-first weeks of that month's days;
 * days before `from` or after `to` are outside the calendar (inRange false, nothing to show).
 */
export function calendarMonthGrid(month: string, from: string, to: string, days: CalendarDay[]): MonthGrid {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const [year, monthNumber] = month.split('-').map(Number);
  const first = Date.UTC(year!, monthNumber! - 1, 1);
  const last = Date.UTC(year!, monthNumber!, 0);
  const weeks: (CalendarCell | null)[][] = [];
  let week: (CalendarCell | null)[] = Array.from({ length: mondayFirstWeekday(toDate(first)) }, () => null);
  let activeDays = 0;
  let minutes = 0;
  let lessons = 0;
  let lessonsCompleted = 0;
  for (let time = first; time <= last; time += DAY_MS) {
    const date = toDate(time);
    const inRange = date >= from && date <= to;
    const day = inRange ? byDate.get(date) : undefined;
    const activity = {
      minutes: day?.minutes ?? 0,
      lessons: day?.lessons ?? 0,
      lessonsCompleted: day?.lessonsCompleted ?? 0,
    };
    if (day) {
      activeDays += 1;
      minutes += activity.minutes;
      lessons += activity.lessons;
      lessonsCompleted += activity.lessonsCompleted;
    }
    week.push({ date, inRange, ...activity, level: activityLevel(activity) });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return {
    month,
    label: `${MONTH_NAMES[monthNumber! - 1]} de ${year}`,
    weeks,
    activeDays,
    minutes,
    lessons,
    lessonsCompleted,
  };
}
