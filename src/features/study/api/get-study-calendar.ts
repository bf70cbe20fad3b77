// The profile's study calendar: the last 12 months of study days in São Paulo time
// (get_my_study_calendar, docs/engagement.md), only the days with activity.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';
import type { CalendarDay } from '../utils/calendar-grid';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export interface StudyCalendar {
  from: string;
  to: string;
  /** Every second of video the server credited, all time: the one study time (docs/engagement.md). */
  studySeconds: number;
  totalMinutes: number;
  totalLessons: number;
  activeDays: number;
  days: CalendarDay[];
}

export const studyCalendarSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    study_seconds: jsonCount,
    total_minutes: jsonCount,
    total_lessons: jsonCount,
    active_days: jsonCount,
    days: z.array(
      z.object({ date: isoDate, minutes: jsonCount, lessons: jsonCount, lessons_completed: jsonCount }),
    ),
  })
  .transform((calendar): StudyCalendar => ({
    from: calendar.from,
    to: calendar.to,
    studySeconds: calendar.study_seconds,
    totalMinutes: calendar.total_minutes,
    totalLessons: calendar.total_lessons,
    activeDays: calendar.active_days,
    days: calendar.days.map((day) => ({
      date: day.date,
      minutes: day.minutes,
      lessons: day.lessons,
      lessonsCompleted: day.lessons_completed,
    })),
  }));

export async function getStudyCalendar(): Promise<StudyCalendar> {
  return callRpc('get_my_study_calendar', {}, (data) =>
    parseRpcResult('get_my_study_calendar', studyCalendarSchema, data),
  );
}

export const studyCalendarQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'study-calendar'],
    queryFn: getStudyCalendar,
  });

export function useStudyCalendar(userId: string) {
  return useQuery(studyCalendarQueryOptions(userId));
}
