// Course analytics for the course's teachers and administrators only (denied and allowed), with
// the figures they answer; the school's last 12 weeks for administrators, precomputed with their
// freshness.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, serviceClient, sql, type TestUser } from '../../support/stack';
import { insertModuleQuestions, insertModuleQuiz } from './assessment-fixtures';
import { complete, watchWhole } from './engagement-fixtures';
import { createCourse, enrol, expectError, linkTeacher, type CourseFixture } from './fixtures';

interface Analytics {
  course_id: string;
  computed_at: string;
  funnel: Record<string, number>;
  lessons: {
    id: string;
    position: number;
    reached: number;
    watched_to_end: number;
    reached_share: number;
    watched_to_end_share: number;
    stopped_after: number;
  }[];
  stop_after: { lesson_id: string; position: number; learners: number }[];
  questions: { total: number; answered_by_teacher: number; median_minutes_to_teacher_answer: number | null };
  quiz_questions: { id: string; answered: number; correct: number; correct_share: number | null }[];
}

describe('course analytics', () => {
  let course: CourseFixture;
  let teacher: TestUser;
  let learners: TestUser[];

  beforeAll(async () => {
    course = await createCourse({ lessonsPerModule: [4], minutes: 10 });
    teacher = await createUser({ role: 'professor' });
    await linkTeacher(teacher.userId, course.courseId);
    learners = [];
    for (let index = 0; index < 4; index++) {
      const learner = await createUser({ fullName: `Aluno ${index}` });
      await enrol(learner.userId, course.courseId);
      learners.push(learner);
    }
    const [finisher, stopper, starter] = learners;
    // finisher: every lesson watched and completed (100 %).
    for (const lesson of course.lessonIds) {
      await watchWhole(finisher!, lesson);
      await complete(finisher!, lesson);
    }
    // stopper: lessons 1 and 2 watched, lesson 2 completed 20 days ago, nothing since.
    await watchWhole(stopper!, course.lessonIds[0]!);
    await complete(stopper!, course.lessonIds[0]!);
    await watchWhole(stopper!, course.lessonIds[1]!);
    await complete(stopper!, course.lessonIds[1]!);
    await sql`update public.watch_positions set updated_at = now() - interval '20 days'
              where user_id = ${stopper!.userId}`;
    await sql`update public.lesson_progress set completed_at = now() - interval '20 days'
              where user_id = ${stopper!.userId}`;
    // starter: half of lesson 1, yesterday.
    await starter!.client.rpc('save_watch_position', {
      p_lesson_id: course.lessonIds[0]!,
      p_position_seconds: 300,
    });
    // the fourth enrolled and never started.

    // Q&A: one question answered by the teacher 90 minutes later, one never answered.
    for (const title of ['Primeira dúvida', 'Segunda dúvida']) {
      const { error } = await starter!.client.rpc('ask_question', {
        p_lesson_id: course.lessonIds[0]!,
        p_title: title,
        p_body: 'Detalhes da dúvida.',
      });
      expect(error).toBeNull();
    }
    const [first] = await sql<{ id: string }[]>`
      select id from public.lesson_questions where course_id = ${course.courseId} and title = 'Primeira dúvida'`;
    await teacher.client.rpc('answer_question', { p_question_id: first!.id, p_body: 'Resposta.' });
    await sql`update public.lesson_questions set created_at = created_at - interval '90 minutes'
              where id = ${first!.id}`;

    // Quiz: the finisher answers right once and wrong once, on the one question.
    await insertModuleQuestions(course.courseId, course.moduleIds[0]!, 1);
    await insertModuleQuiz(course.moduleIds[0]!, 1);
    for (const right of [true, false]) {
      const started = await finisher!.client.rpc('start_module_quiz', { p_module_id: course.moduleIds[0]! });
      const quiz = started.data as unknown as { attempt_id: string; questions: { id: string }[] };
      const [option] = await sql<{ id: string }[]>`
        select id from public.assessment_options where question_id = ${quiz.questions[0]!.id} and is_correct = ${right}
        limit 1`;
      const submitted = await finisher!.client.rpc('submit_quiz_attempt', {
        p_attempt_id: quiz.attempt_id,
        p_answers: [{ question_id: quiz.questions[0]!.id, option_ids: [option!.id] }],
      });
      expect(submitted.error).toBeNull();
    }
  });

  it('denied (not_moderator): an enrolled learner, a teacher of another course, a teacher not linked', async () => {
    const otherTeacher = await createUser({ role: 'professor' });
    await linkTeacher(otherTeacher.userId, (await createCourse()).courseId);
    const unlinked = await createUser({ role: 'professor' });
    for (const user of [learners[0]!, otherTeacher, unlinked]) {
      expectError(
        await user.client.rpc('get_course_analytics', { p_course_id: course.courseId }),
        '42501',
        'not_moderator',
      );
    }
  });

  it('allowed: the course teacher and an administrator read the same figures', async () => {
    const admin = await createUser({ role: 'administrador' });
    const byTeacher = await teacher.client.rpc('get_course_analytics', { p_course_id: course.courseId });
    const byAdmin = await admin.client.rpc('get_course_analytics', { p_course_id: course.courseId });
    expect(byTeacher.error).toBeNull();
    expect(byAdmin.error).toBeNull();
    const { computed_at: _teacherTime, ...teacherFigures } = byTeacher.data as unknown as Analytics;
    const { computed_at: _adminTime, ...adminFigures } = byAdmin.data as unknown as Analytics;
    expect(adminFigures).toEqual(teacherFigures);
  });

  it('the funnel, each lesson reach and watched-to-the-end share, and where learners stopped', async () => {
    const { data } = await teacher.client.rpc('get_course_analytics', { p_course_id: course.courseId });
    const analytics = data as unknown as Analytics;
    expect(analytics.funnel).toEqual({
      enrolled: 4,
      started: 3,
      progress_25: 2,
      progress_50: 2,
      progress_75: 1,
      completed: 1,
    });
    expect(
      analytics.lessons.map(({ position, reached, watched_to_end, reached_share, stopped_after }) => ({
        position,
        reached,
        watched_to_end,
        reached_share,
        stopped_after,
      })),
    ).toEqual([
      { position: 1, reached: 3, watched_to_end: 2, reached_share: 0.75, stopped_after: 0 },
      { position: 2, reached: 2, watched_to_end: 2, reached_share: 0.5, stopped_after: 1 },
      { position: 3, reached: 1, watched_to_end: 1, reached_share: 0.25, stopped_after: 0 },
      { position: 4, reached: 1, watched_to_end: 1, reached_share: 0.25, stopped_after: 0 },
    ]);
    expect(analytics.stop_after).toEqual([
      { lesson_id: course.lessonIds[1]!, position: 2, title: 'Aula 1.2', learners: 1 },
    ]);
  });

  it('the Q&A median time to a teacher answer and each quiz question share of correct answers', async () => {
    const { data } = await teacher.client.rpc('get_course_analytics', { p_course_id: course.courseId });
    const analytics = data as unknown as Analytics;
    expect(analytics.questions.total).toBe(2);
    expect(analytics.questions.answered_by_teacher).toBe(1);
    expect(analytics.questions.median_minutes_to_teacher_answer).toBeGreaterThanOrEqual(90);
    expect(analytics.questions.median_minutes_to_teacher_answer).toBeLessThan(91);
    expect(analytics.quiz_questions).toHaveLength(1);
    expect(analytics.quiz_questions[0]).toMatchObject({ answered: 2, correct: 1, correct_share: 0.5 });
  });
});

describe("the school's last 12 weeks", () => {
  interface SchoolWeeks {
    computed_at: string;
    weeks: { week_start: string; enrollments: number; sign_ups: number; computed_at: string }[];
  }

  it('denied (admin_only) to a teacher and a learner', async () => {
    for (const user of [await createUser({ role: 'professor' }), await createUser()]) {
      expectError(await user.client.rpc('get_school_weeks'), '42501', 'admin_only');
    }
  });

  it('allowed to an administrator: 12 São Paulo weeks, oldest first, precomputed with their freshness', async () => {
    const admin = await createUser({ role: 'administrador' });
    const first = await admin.client.rpc('get_school_weeks');
    expect(first.error).toBeNull();
    const answer = first.data as unknown as SchoolWeeks;
    expect(answer.weeks).toHaveLength(12);
    const [row] = await sql<{ week: string }[]>`select private.sao_paulo_week(now())::text as week`;
    expect(answer.weeks.at(-1)!.week_start).toBe(row!.week);
    expect(answer.computed_at).toBe(answer.weeks.at(-1)!.computed_at);

    // A new enrolment shows only when the figures are recomputed (the job, or 10 minutes later).
    const course = await createCourse();
    const learner = await createUser();
    await enrol(learner.userId, course.courseId);
    const cached = (await admin.client.rpc('get_school_weeks')).data as unknown as SchoolWeeks;
    expect(cached.computed_at).toBe(answer.computed_at);
    expect(cached.weeks.at(-1)!.enrollments).toBe(answer.weeks.at(-1)!.enrollments);

    const refreshed = await serviceClient().rpc('refresh_school_weeks', {});
    expect(refreshed.error).toBeNull();
    const fresh = (await admin.client.rpc('get_school_weeks')).data as unknown as SchoolWeeks;
    expect(fresh.computed_at > answer.computed_at).toBe(true);
    expect(fresh.weeks.at(-1)!.enrollments).toBeGreaterThan(answer.weeks.at(-1)!.enrollments);
  });

  it('refresh_school_weeks is the job: refused to an administrator session', async () => {
    const admin = await createUser({ role: 'administrador' });
    const result = await admin.client.rpc('refresh_school_weeks', {});
    expect(result.error?.code).toBe('42501');
  });
});
