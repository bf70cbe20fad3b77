// The study week's answer (get_my_study_week, set_study_goal and the dashboard's `study` key carry
// the same json: docs/engagement.md), parsed once here for the three.
import { z } from 'zod';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';
import type { StudyWeek } from '../utils/study-week';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const studyWeekSchema = z
  .object({
    week_start: isoDate,
    week_end: isoDate,
    today: isoDate,
    goal: z.object({ kind: z.enum(['minutes', 'lessons']), target: jsonCount, since: isoDate }).nullable(),
    minutes: jsonCount,
    lessons: jsonCount,
    lessons_completed: jsonCount,
    percent: jsonCount.pipe(z.number().max(100)).nullable(),
    met: z.boolean(),
    days: z
      .array(
        z.object({ date: isoDate, minutes: jsonCount, lessons: jsonCount, lessons_completed: jsonCount }),
      )
      .length(7),
    streak: z.object({
      weeks: jsonCount,
      frozen_weeks: z.array(isoDate),
      freeze_available: z.boolean(),
    }),
    points: z.object({ total: jsonCount, this_week: jsonCount }),
  })
  .transform((week): StudyWeek => ({
    weekStart: week.week_start,
    weekEnd: week.week_end,
    today: week.today,
    goal: week.goal,
    minutes: week.minutes,
    lessons: week.lessons,
    lessonsCompleted: week.lessons_completed,
    percent: week.percent,
    met: week.met,
    days: week.days.map((day) => ({
      date: day.date,
      minutes: day.minutes,
      lessons: day.lessons,
      lessonsCompleted: day.lessons_completed,
    })),
    streak: {
      weeks: week.streak.weeks,
      frozenWeeks: week.streak.frozen_weeks,
      freezeAvailable: week.streak.freeze_available,
    },
    points: { total: week.points.total, thisWeek: week.points.this_week },
  }));

export const parseStudyWeek = (source: string) => (data: unknown) =>
  parseRpcResult(source, studyWeekSchema, data);
