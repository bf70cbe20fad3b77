// Study that does not count says why, and the study time is one figure: completing a lesson (and
// each watch save) answers whether it counted for the weekly goal and the points, with the reason
// code when it did not; the dashboard, the profile and the calendar read the same credited seconds
// (docs/engagement.md, 'Whether a lesson counted' and 'Study time').
import { describe, expect, it } from 'vitest';
import { createUser, sql } from '../../support/stack';
import { letTimePass, save } from './engagement-fixtures';
import { createCourse, enrol } from './fixtures';

interface LessonStudy {
  counted: boolean;
  reason: string | null;
  points: number;
  points_awarded: boolean;
  counted_at: string | null;
  watched_seconds: number;
  needed_seconds: number;
}

interface StudyWeek {
  lessons: number;
  lessons_completed: number;
  days: { date: string; minutes: number; lessons: number; lessons_completed: number }[];
  today: string;
}

async function learnerIn(courseId: string) {
  const learner = await createUser();
  await enrol(learner.userId, courseId);
  await learner.client.rpc('set_study_goal', { p_kind: 'lessons', p_target: 2 });
  return learner;
}

describe('whether a completed lesson counted', () => {
  it('a lesson marked complete without watching does not count, and the answer says why', async () => {
    const course = await createCourse({ minutes: 10 });
    const learner = await learnerIn(course.courseId);
    const lesson = course.lessonIds[0]!;
    await save(learner, lesson, 0);
    await letTimePass(learner.userId, lesson, 30);
    await save(learner, lesson, 30);

    const completion = await learner.client.rpc('complete_lesson', { p_lesson_id: lesson });
    expect(completion.error).toBeNull();
    expect((completion.data as unknown as { study: LessonStudy }).study).toEqual({
      counted: false,
      reason: 'lesson_not_watched',
      points: 0,
      points_awarded: false,
      counted_at: null,
      watched_seconds: 30,
      // ceil(0.9 × (9 × 60 + 1)) of a 10-minute lesson.
      needed_seconds: 487,
    });

    // The week shows the completion beside the goal's figure, which stays at 0.
    const { data } = await learner.client.rpc('get_my_study_week');
    const week = data as unknown as StudyWeek;
    expect(week.lessons).toBe(0);
    expect(week.lessons_completed).toBe(1);
    expect(week.days.find((day) => day.date === week.today)).toMatchObject({
      lessons: 0,
      lessons_completed: 1,
    });
    const [points] = await sql<{ count: number }[]>`
      select count(*)::integer as count from public.point_events where user_id = ${learner.userId}`;
    expect(points!.count).toBe(0);
  });

  it('a watched lesson counts: the completion earns the points and says so, once', async () => {
    const course = await createCourse({ minutes: 10 });
    const learner = await learnerIn(course.courseId);
    const lesson = course.lessonIds[0]!;
    await save(learner, lesson, 0);
    await letTimePass(learner.userId, lesson, 600);
    // Watched to the end but not marked complete yet: the save's answer says what is missing.
    const saved = await learner.client.rpc('save_watch_position', {
      p_lesson_id: lesson,
      p_position_seconds: 600,
    });
    expect(saved.error).toBeNull();
    expect((saved.data as unknown as { study: LessonStudy }).study).toMatchObject({
      counted: false,
      reason: 'lesson_not_completed',
      watched_seconds: 600,
    });

    const first = await learner.client.rpc('complete_lesson', { p_lesson_id: lesson });
    expect((first.data as unknown as { study: LessonStudy }).study).toMatchObject({
      counted: true,
      reason: null,
      points: 10,
      points_awarded: true,
      watched_seconds: 600,
      needed_seconds: 487,
    });
    expect((first.data as unknown as { study: LessonStudy }).study.counted_at).not.toBeNull();

    // Completing it again: it still counted (once), no new points.
    const again = await learner.client.rpc('complete_lesson', { p_lesson_id: lesson });
    expect((again.data as unknown as { study: LessonStudy }).study).toMatchObject({
      counted: true,
      reason: null,
      points: 10,
      points_awarded: false,
    });
    const { data } = await learner.client.rpc('get_my_study_week');
    expect((data as unknown as StudyWeek).lessons).toBe(1);
  });

  it('completed first, watched after: the save that reaches the share is the one that counts it', async () => {
    const course = await createCourse({ minutes: 1 });
    const learner = await learnerIn(course.courseId);
    const lesson = course.lessonIds[0]!;
    await save(learner, lesson, 0);
    const completion = await learner.client.rpc('complete_lesson', { p_lesson_id: lesson });
    expect((completion.data as unknown as { study: LessonStudy }).study).toMatchObject({
      counted: false,
      reason: 'lesson_not_watched',
      needed_seconds: 1,
    });
    await letTimePass(learner.userId, lesson, 60);
    const saved = await learner.client.rpc('save_watch_position', {
      p_lesson_id: lesson,
      p_position_seconds: 60,
    });
    expect((saved.data as unknown as { study: LessonStudy }).study).toMatchObject({
      counted: true,
      reason: null,
      points_awarded: true,
    });
  });

  it("denied: another person's lesson status is not answered to a learner outside the course", async () => {
    const course = await createCourse({ minutes: 10 });
    const stranger = await createUser();
    const denied = await stranger.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    expect(denied.error?.message).toBe('not_enrolled');
    expect(denied.data).toBeNull();
    // The helper itself is not callable from the browser.
    const helper = await stranger.client
      .schema('private' as never)
      .rpc(
        'lesson_study_json' as never,
        { p_user: stranger.userId, p_lesson_id: course.lessonIds[0]! } as never,
      );
    expect(helper.error).not.toBeNull();
  });
});

describe('study time: one figure from the server', () => {
  it('the dashboard, the profile and the calendar answer the same credited seconds', async () => {
    const course = await createCourse({ lessonsPerModule: [2], minutes: 90 });
    const learner = await learnerIn(course.courseId);
    // Marked complete without watching: 50 % progress of a 3-hour course, no time studied.
    await learner.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    // 183 seconds credited today through real saves (3 minutes 3 seconds), plus 7 200 seconds
    // credited on a day 400 days ago (outside the calendar's 12 months, inside the total).
    const lesson = course.lessonIds[1]!;
    await save(learner, lesson, 0);
    await letTimePass(learner.userId, lesson, 183);
    await save(learner, lesson, 183);
    await sql`insert into public.study_days (user_id, day, watched_seconds)
              values (${learner.userId}, current_date - 400, 7200)`;

    const dashboard = await learner.client.rpc('get_student_dashboard');
    const profile = await learner.client.rpc('get_profile_stats');
    const calendar = await learner.client.rpc('get_my_study_calendar');
    expect(dashboard.error).toBeNull();
    expect(profile.error).toBeNull();
    expect(calendar.error).toBeNull();
    const counters = (dashboard.data as { counters: Record<string, number> }).counters;
    expect(counters).toEqual({
      active_courses: 1,
      study_seconds: 7383,
      certificates: 0,
      average_progress: 50,
    });
    expect(profile.data).toEqual({ courses: 1, study_seconds: 7383, certificates: 0 });
    expect(calendar.data).toMatchObject({
      study_seconds: 7383,
      total_minutes: 3,
      total_lessons_completed: 1,
    });
  });

  it('is zero for a new person on all three reads', async () => {
    const learner = await createUser();
    const dashboard = await learner.client.rpc('get_student_dashboard');
    const profile = await learner.client.rpc('get_profile_stats');
    const calendar = await learner.client.rpc('get_my_study_calendar');
    expect((dashboard.data as { counters: Record<string, number> }).counters.study_seconds).toBe(0);
    expect((profile.data as Record<string, number>).study_seconds).toBe(0);
    expect((calendar.data as Record<string, number>).study_seconds).toBe(0);
  });
});

describe("'Meus pontos' reads the rule from the database", () => {
  it('list_my_points answers every reason with the points private.award_points writes', async () => {
    const learner = await createUser();
    const { data, error } = await learner.client.rpc('list_my_points', {});
    expect(error).toBeNull();
    const rules = (data as { rules: { reason: string; points: number }[] }).rules;
    const written = await sql<{ reason: string; points: number }[]>`
      select r as reason, private.reason_points(r) as points
      from unnest(array['lesson_finished', 'quiz_passed', 'exam_passed', 'answer_solution', 'course_review', 'exercise_passed']) r`;
    expect(rules).toEqual(written);
    expect(rules).toEqual([
      { reason: 'lesson_finished', points: 10 },
      { reason: 'quiz_passed', points: 20 },
      { reason: 'exam_passed', points: 50 },
      { reason: 'answer_solution', points: 15 },
      { reason: 'course_review', points: 5 },
      { reason: 'exercise_passed', points: 20 },
    ]);
    // Every reason the table accepts is in the rule.
    const [check] = await sql<{ definition: string }[]>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'public.point_events'::regclass and contype = 'c' and conname like '%reason%'`;
    for (const rule of rules) expect(check!.definition).toContain(`'${rule.reason}'`);
    expect(check!.definition.match(/'[a-z_]+'/g)).toHaveLength(rules.length);
  });
});
