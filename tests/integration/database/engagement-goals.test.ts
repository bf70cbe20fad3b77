// The weekly goal, São Paulo weeks (Monday to Sunday), the streak with one freeze a month, the study
// calendar and Thursday's reminder (once per person and week, service role only).
import { describe, expect, it } from 'vitest';
import { createUser, serviceClient, sql } from '../../support/stack';
import { complete, watchWhole } from './engagement-fixtures';
import { createCourse, enrol, expectError } from './fixtures';

interface StudyWeek {
  week_start: string;
  week_end: string;
  goal: { kind: string; target: number; since: string } | null;
  minutes: number;
  lessons: number;
  percent: number | null;
  met: boolean;
  days: { date: string; minutes: number; lessons: number }[];
  streak: { weeks: number; frozen_weeks: string[]; freeze_available: boolean };
  points: { total: number; this_week: number };
}

async function streakOf(userId: string, week: string) {
  const [row] = await sql<{ streak: StudyWeek['streak'] }[]>`
    select private.study_streak(${userId}::uuid, ${week}::date) as streak`;
  return row!.streak;
}

/** A goal of one finished lesson a week from `since`, and one finished lesson on each of `days`. */
async function history(since: string, days: string[]) {
  const user = await createUser();
  await sql`insert into public.study_goals (user_id, week_start, kind, target)
            values (${user.userId}, ${since}, 'lessons', 1)`;
  for (const day of days) {
    await sql`insert into public.study_days (user_id, day, lessons_finished) values (${user.userId}, ${day}, 1)`;
  }
  return user;
}

describe('setting the goal', () => {
  it('refused: a kind other than minutes or lessons, a target out of range', async () => {
    const learner = await createUser();
    expectError(
      await learner.client.rpc('set_study_goal', { p_kind: 'hours', p_target: 2 }),
      'P0001',
      'invalid_goal_kind',
    );
    for (const [kind, target] of [
      ['minutes', 9],
      ['minutes', 3001],
      ['lessons', 0],
      ['lessons', 101],
    ] as const) {
      expectError(
        await learner.client.rpc('set_study_goal', { p_kind: kind, p_target: target }),
        'P0001',
        'invalid_goal_target',
      );
    }
    const [row] = await sql<{ count: number }[]>`
      select count(*)::integer as count from public.study_goals where user_id = ${learner.userId}`;
    expect(row!.count).toBe(0);
  });

  it('allowed: the week answers the goal, the minutes watched, the lessons finished and the points', async () => {
    const course = await createCourse({ minutes: 10 });
    const learner = await createUser();
    await enrol(learner.userId, course.courseId);
    const empty = await learner.client.rpc('get_my_study_week');
    expect(empty.error).toBeNull();
    expect((empty.data as unknown as StudyWeek).goal).toBeNull();
    expect((empty.data as unknown as StudyWeek).percent).toBeNull();

    const set = await learner.client.rpc('set_study_goal', { p_kind: 'minutes', p_target: 40 });
    expect(set.error).toBeNull();
    await watchWhole(learner, course.lessonIds[0]!);
    await complete(learner, course.lessonIds[0]!);
    const { data } = await learner.client.rpc('get_my_study_week');
    const week = data as unknown as StudyWeek;
    expect(week.goal).toMatchObject({ kind: 'minutes', target: 40, since: week.week_start });
    expect(week.minutes).toBe(10);
    expect(week.lessons).toBe(1);
    expect(week.percent).toBe(25);
    expect(week.met).toBe(false);
    expect(week.days).toHaveLength(7);
    expect(week.days.reduce((sum, day) => sum + day.minutes, 0)).toBe(10);
    expect(week.points).toEqual({ total: 10, this_week: 10 });
    expect(week.streak).toEqual({ weeks: 0, frozen_weeks: [], freeze_available: true });

    const lessons = await learner.client.rpc('set_study_goal', { p_kind: 'lessons', p_target: 1 });
    const met = lessons.data as unknown as StudyWeek;
    expect(met).toMatchObject({ percent: 100, met: true });
    expect(met.streak.weeks).toBe(1);
  });
});

describe('the dashboard', () => {
  it('get_student_dashboard carries the week as `study`, the same answer as get_my_study_week', async () => {
    const course = await createCourse({ minutes: 10 });
    const learner = await createUser();
    await enrol(learner.userId, course.courseId);
    await learner.client.rpc('set_study_goal', { p_kind: 'lessons', p_target: 2 });
    await watchWhole(learner, course.lessonIds[0]!);
    await complete(learner, course.lessonIds[0]!);
    const dashboard = await learner.client.rpc('get_student_dashboard');
    expect(dashboard.error).toBeNull();
    const study = (dashboard.data as unknown as { study: StudyWeek }).study;
    expect(study).toMatchObject({
      goal: { kind: 'lessons', target: 2 },
      lessons: 1,
      percent: 50,
      met: false,
      points: { total: 10, this_week: 10 },
    });
    const week = await learner.client.rpc('get_my_study_week');
    expect(study).toEqual(week.data);
  });
});

describe('São Paulo weeks, Monday to Sunday', () => {
  it('Sunday 23:30 in São Paulo (02:30 UTC on Monday) is still the week before', async () => {
    const [row] = await sql<{ sunday: string; monday: string }[]>`
      select private.sao_paulo_week('2026-11-30T02:30:00Z')::text as sunday,
             private.sao_paulo_week('2026-11-30T03:00:00Z')::text as monday`;
    expect(row).toEqual({ sunday: '2026-11-23', monday: '2026-11-30' });
  });

  it('watching saved at 23:30 on Sunday counts for that Sunday, at 00:30 on Monday for the new week', async () => {
    const course = await createCourse({ minutes: 10 });
    const learner = await createUser();
    await enrol(learner.userId, course.courseId);
    for (const [lesson, from, to] of [
      [course.lessonIds[0]!, '2026-11-30T02:20:00Z', '2026-11-30T02:30:00Z'],
      [course.lessonIds[1]!, '2026-11-30T03:20:00Z', '2026-11-30T03:30:00Z'],
    ] as const) {
      await learner.client.rpc('save_watch_position', { p_lesson_id: lesson, p_position_seconds: 0 });
      await sql`update public.watch_positions set updated_at = ${from}
                where user_id = ${learner.userId} and lesson_id = ${lesson}`;
      await sql`update public.watch_positions set position_seconds = 300, updated_at = ${to}
                where user_id = ${learner.userId} and lesson_id = ${lesson}`;
    }
    const days = await sql<{ day: string; watched_seconds: number }[]>`
      select day::text, watched_seconds from public.study_days where user_id = ${learner.userId} order by day`;
    expect(days).toEqual([
      { day: '2026-11-29', watched_seconds: 300 },
      { day: '2026-11-30', watched_seconds: 300 },
    ]);
  });
});

describe('the streak', () => {
  it('counts weeks met; one missed week a month is frozen; the running week never breaks it', async () => {
    // Weeks from Monday 2026-09-07: met, met (on its Sunday), missed, met, met, missed, met; the
    // running week (10-26) has nothing yet.
    const user = await history('2026-09-07', [
      '2026-09-08',
      '2026-09-20',
      '2026-09-29',
      '2026-10-05',
      '2026-10-24',
    ]);
    expect(await streakOf(user.userId, '2026-10-26')).toEqual({
      weeks: 5,
      frozen_weeks: ['2026-10-12', '2026-09-21'],
      freeze_available: false,
    });
  });

  it('a second missed week in one month ends it', async () => {
    const user = await history('2026-09-07', ['2026-09-08', '2026-09-15', '2026-10-19', '2026-10-26']);
    // 10-05 and 10-12 both missed: October's one freeze cannot bridge two weeks, so the streak is
    // 10-19 and the running week (met), and no freeze was spent on it.
    expect(await streakOf(user.userId, '2026-10-26')).toEqual({
      weeks: 2,
      frozen_weeks: [],
      freeze_available: true,
    });
  });

  it('a week counts with the goal in force then: a harder goal later does not undo it', async () => {
    const user = await history('2026-09-07', ['2026-09-08', '2026-09-15']);
    await sql`insert into public.study_goals (user_id, week_start, kind, target)
              values (${user.userId}, '2026-09-21', 'lessons', 5)`;
    const streak = await streakOf(user.userId, '2026-09-21');
    expect(streak).toEqual({ weeks: 2, frozen_weeks: [], freeze_available: true });
  });

  it('a lesson finished on Sunday counts for the week of its Monday, on Monday for the next', async () => {
    const weeks = async (day: string) => {
      const user = await history('2026-09-07', [day]);
      return sql<{ week_start: string; lessons: number; met: boolean }[]>`
        select week_start::text, lessons, met from private.study_weeks(${user.userId}::uuid, '2026-09-14')
        order by week_start`;
    };
    expect(await weeks('2026-09-13')).toEqual([
      { week_start: '2026-09-07', lessons: 1, met: true },
      { week_start: '2026-09-14', lessons: 0, met: false },
    ]);
    expect(await weeks('2026-09-14')).toEqual([
      { week_start: '2026-09-07', lessons: 0, met: false },
      { week_start: '2026-09-14', lessons: 1, met: true },
    ]);
  });
});

describe('the study calendar', () => {
  it('answers the last 12 months with only the days studied, for the owner only', async () => {
    const course = await createCourse({ minutes: 10 });
    const learner = await createUser();
    await enrol(learner.userId, course.courseId);
    await watchWhole(learner, course.lessonIds[0]!);
    await complete(learner, course.lessonIds[0]!);
    await sql`insert into public.study_days (user_id, day, watched_seconds)
              values (${learner.userId}, current_date - 500, 600)`;
    const { data, error } = await learner.client.rpc('get_my_study_calendar');
    expect(error).toBeNull();
    const calendar = data as unknown as {
      from: string;
      to: string;
      total_minutes: number;
      total_lessons: number;
      active_days: number;
      days: { date: string; minutes: number; lessons: number; lessons_completed: number }[];
    };
    expect(calendar.days).toHaveLength(1);
    expect(calendar.days[0]).toMatchObject({ minutes: 10, lessons: 1, lessons_completed: 1 });
    expect(calendar).toMatchObject({ total_minutes: 10, total_lessons: 1, active_days: 1 });
    const other = await createUser();
    const read = await other.client.from('study_days').select('*').eq('user_id', learner.userId);
    expect(read.data).toEqual([]);
  });
});

describe("Thursday's reminder", () => {
  // Thursday 2031-01-09, noon in São Paulo; its week starts on Monday 2031-01-06.
  const THURSDAY = '2031-01-09T15:00:00Z';

  async function withGoal(minutesWatched: number) {
    const user = await createUser();
    const set = await user.client.rpc('set_study_goal', { p_kind: 'minutes', p_target: 60 });
    expect(set.error).toBeNull();
    await sql`insert into public.study_days (user_id, day, watched_seconds)
              values (${user.userId}, '2031-01-07', ${minutesWatched * 60})`;
    return user;
  }

  async function remindersOf(userId: string) {
    return sql<{ week_start: string }[]>`
      select week_start::text from public.notifications where user_id = ${userId} and kind = 'goal_reminder'`;
  }

  it('refused to learners and teachers (only the job, with the service role, calls it)', async () => {
    const learner = await createUser();
    const result = await learner.client.rpc('send_goal_reminders', { p_now: THURSDAY });
    expect(result.error?.code).toBe('42501');
  });

  it('refused on another day than Thursday in São Paulo', async () => {
    // 02:30 UTC on Friday is still Thursday in São Paulo; 03:30 is Friday.
    const friday = await serviceClient().rpc('send_goal_reminders', { p_now: '2031-01-10T03:30:00Z' });
    expectError(friday, 'P0001', 'reminder_not_thursday');
    const lateThursday = await serviceClient().rpc('send_goal_reminders', { p_now: '2031-01-10T02:30:00Z' });
    expect(lateThursday.error).toBeNull();
  });

  it('reminds those below half of their goal, once per week however often the job runs', async () => {
    const behind = await withGoal(29);
    const onTrack = await withGoal(30);
    const first = await serviceClient().rpc('send_goal_reminders', { p_now: THURSDAY });
    expect(first.error).toBeNull();
    expect((first.data as unknown as { week_start: string }).week_start).toBe('2031-01-06');
    await serviceClient().rpc('send_goal_reminders', { p_now: THURSDAY });
    await serviceClient().rpc('send_goal_reminders', { p_now: '2031-01-09T22:00:00Z' });
    expect(await remindersOf(behind.userId)).toEqual([{ week_start: '2031-01-06' }]);
    expect(await remindersOf(onTrack.userId)).toEqual([]);

    // The next Thursday is another week: one more.
    await serviceClient().rpc('send_goal_reminders', { p_now: '2031-01-16T15:00:00Z' });
    expect(await remindersOf(behind.userId)).toHaveLength(2);

    const { data } = await behind.client.rpc('list_my_notifications');
    const rows = (data as unknown as { unread: number; rows: { kind: string; goal_week: unknown }[] }).rows;
    expect(rows[0]).toMatchObject({
      kind: 'goal_reminder',
      goal_week: { week_start: '2031-01-13', week_end: '2031-01-19' },
    });
  });

  it('nobody without a goal is reminded', async () => {
    const user = await createUser();
    await serviceClient().rpc('send_goal_reminders', { p_now: THURSDAY });
    expect(await remindersOf(user.userId)).toEqual([]);
  });
});
