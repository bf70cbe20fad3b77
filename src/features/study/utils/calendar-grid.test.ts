import { describe, expect, it } from 'vitest';
import {
  activityLevel,
  calendarMonthGrid,
  calendarMonthKeys,
  calendarMonths,
  calendarWeeks,
  formatDay,
  mondayFirstWeekday,
} from './calendar-grid';

const day = (date: string, minutes: number, lessonsCompleted = 0, lessons = 0) => ({
  date,
  minutes,
  lessons,
  lessonsCompleted,
});

describe('the study calendar grid', () => {
  it('counts weekdays from Monday, whatever the time zone the test runs in', () => {
    expect(mondayFirstWeekday('2026-11-23')).toBe(0); // a Monday
    expect(mondayFirstWeekday('2026-11-29')).toBe(6); // a Sunday
    expect(mondayFirstWeekday('2026-03-01')).toBe(6);
  });

  it('starts on the Monday on or before the first day and ends on the last day', () => {
    // 2025-11-27 is a Thursday; 2026-11-26 too.
    const weeks = calendarWeeks('2025-11-27', '2026-11-26', []);
    expect(weeks[0]!.monday).toBe('2025-11-24');
    expect(weeks[0]!.cells.map((cell) => cell.inRange)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(weeks.at(-1)!.monday).toBe('2026-11-23');
    expect(weeks.at(-1)!.cells.map((cell) => cell.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(weeks).toHaveLength(53);
  });

  it('crosses the daylight-saving and year boundaries without losing or repeating a day', () => {
    const weeks = calendarWeeks('2025-10-01', '2026-03-31', []);
    const dates = weeks.flatMap((week) => week.cells.filter((cell) => cell.inRange).map((cell) => cell.date));
    expect(dates[0]).toBe('2025-10-01');
    expect(dates.at(-1)).toBe('2026-03-31');
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toHaveLength(182);
  });

  it("shades each day by its activity and labels a month's first column", () => {
    const weeks = calendarWeeks('2026-10-26', '2026-11-08', [
      day('2026-11-02', 45, 1),
      day('2026-11-03', 0, 1),
    ]);
    expect(weeks.map((week) => week.monthLabel)).toEqual([null, 'nov']);
    const cells = weeks.flatMap((week) => week.cells);
    expect(cells.find((cell) => cell.date === '2026-11-02')).toMatchObject({ minutes: 45, level: 3 });
    expect(cells.find((cell) => cell.date === '2026-11-03')).toMatchObject({ lessonsCompleted: 1, level: 1 });
    expect(cells.find((cell) => cell.date === '2026-11-04')!.level).toBe(0);
  });

  it("drops a month's label that the next month's would print over", () => {
    // The first column holds the last days of November only; December starts in the next one.
    const labels = calendarWeeks('2025-11-27', '2026-01-20', []).map((week) => week.monthLabel);
    expect(labels.slice(0, 7)).toEqual([null, 'dez', null, null, null, null, 'jan']);
  });

  it('levels: nothing, some, a quarter hour, half an hour, an hour', () => {
    expect([0, 1, 15, 30, 60].map((minutes) => activityLevel(day('x', minutes)))).toEqual([0, 1, 2, 3, 4]);
  });

  it('sums every month of the range, the quiet ones too, in pt-BR', () => {
    const months = calendarMonths('2025-12-27', '2026-02-10', [
      day('2025-12-30', 20, 1),
      day('2026-02-01', 10),
      day('2026-02-09', 5, 2),
    ]);
    expect(months).toEqual([
      { month: '2025-12', label: 'dezembro de 2025', activeDays: 1, minutes: 20, lessonsCompleted: 1 },
      { month: '2026-01', label: 'janeiro de 2026', activeDays: 0, minutes: 0, lessonsCompleted: 0 },
      { month: '2026-02', label: 'fevereiro de 2026', activeDays: 2, minutes: 15, lessonsCompleted: 2 },
    ]);
  });

  it('writes a day as dd/MM/yyyy', () => {
    expect(formatDay('2026-03-09')).toBe('09/03/2026');
  });
});

describe("a phone's month view", () => {
  it('lists the months the calendar covers', () => {
    const keys = calendarMonthKeys('2025-11-27', '2026-11-26');
    expect(keys).toHaveLength(13);
    expect(keys[0]).toBe('2025-11');
    expect(keys.at(-1)).toBe('2026-11');
  });

  it('lays a month out in Monday-first weeks, with the days outside the calendar marked', () => {
    // November 2026 starts on a Sunday and has 30 days; the calendar ends on the 26th.
    const grid = calendarMonthGrid('2026-11', '2025-11-27', '2026-11-26', [
      day('2026-11-23', 20, 1, 1),
      day('2026-11-26', 0, 2, 0),
      day('2026-10-30', 45),
    ]);
    expect(grid.label).toBe('novembro de 2026');
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(grid.weeks[0]![6]).toMatchObject({ date: '2026-11-01', inRange: true, level: 0 });
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    const cells = grid.weeks.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(30);
    expect(cells.find((cell) => cell.date === '2026-11-23')).toMatchObject({ minutes: 20, level: 2 });
    expect(cells.find((cell) => cell.date === '2026-11-26')).toMatchObject({ lessonsCompleted: 2, level: 1 });
    expect(cells.find((cell) => cell.date === '2026-11-27')).toMatchObject({ inRange: false });
    expect(grid).toMatchObject({ activeDays: 2, minutes: 20, lessons: 1, lessonsCompleted: 3 });
  });

  it('keeps the calendar dates across the daylight-saving change and a leap February', () => {
    const grid = calendarMonthGrid('2028-02', '2027-03-01', '2028-02-29', []);
    const cells = grid.weeks.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(29);
    expect(cells.at(-1)!.date).toBe('2028-02-29');
    // 2028-02-01 is a Tuesday.
    expect(grid.weeks[0]![0]).toBeNull();
    expect(grid.weeks[0]![1]!.date).toBe('2028-02-01');
  });
});
