// Paid access enforced by the database: the enrolment call, the lessons and their video links
// (preview lessons stay public), progress writes, questions and certificates follow an
// entitlement, a plan or an admin's grant; free courses and existing students are unchanged.
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, sql } from '../../support/stack';
import { createCourse, enrol, expectError, OTHER_VIDEO_URL, VIDEO_URL } from './fixtures';
import {
  createPaidCourse,
  createPlan,
  hasAccess,
  paymentEvent,
  readableLessons,
  startOrder,
} from './payments-fixtures';

describe('enroll_in_course', () => {
  it('denied: a paid course without an entitlement', async () => {
    const student = await createUser();
    const course = await createPaidCourse();
    expectError(
      await student.client.rpc('enroll_in_course', { p_course_id: course.courseId }),
      '42501',
      'course_access_required',
    );
    expect(await sql`select 1 from public.enrollments where user_id = ${student.userId}`).toHaveLength(0);
  });

  it('denied: a plan-only course without a subscription', async () => {
    const student = await createUser();
    const course = await createPaidCourse({ accessModel: 'plans' });
    await createPlan({ courseIds: [course.courseId] });
    expectError(
      await student.client.rpc('enroll_in_course', { p_course_id: course.courseId }),
      '42501',
      'course_access_required',
    );
  });

  it('allowed: with an administrator’s grant', async () => {
    const [student, admin] = await Promise.all([createUser(), createUser({ role: 'administrador' })]);
    const course = await createPaidCourse();
    const granted = await admin.client.rpc('grant_course_access', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
    });
    expect(granted.data).toMatchObject({
      user_id: student.userId,
      course_id: course.courseId,
      source: 'grant',
    });
    const enrolled = await student.client.rpc('enroll_in_course', { p_course_id: course.courseId });
    expect(enrolled.error).toBeNull();
    expect(await readableLessons(student, course.courseId)).toHaveLength(3);
  });

  it('allowed: with an open subscription to a plan that includes the course', async () => {
    const student = await createUser();
    const course = await createPaidCourse({ accessModel: 'paid_or_plans' });
    const plan = await createPlan({ courseIds: [course.courseId] });
    const order = await startOrder(student, 'plan', plan);
    await paymentEvent(order.id, 'paid');
    const enrolled = await student.client.rpc('enroll_in_course', { p_course_id: course.courseId });
    expect(enrolled.error).toBeNull();
    expect(await readableLessons(student, course.courseId)).toHaveLength(3);
  });

  it('free courses are unchanged: anyone enrols, the spec’s duplicate message stays', async () => {
    const student = await createUser();
    const course = await createCourse();
    expect((await student.client.rpc('enroll_in_course', { p_course_id: course.courseId })).error).toBeNull();
    expectError(
      await student.client.rpc('enroll_in_course', { p_course_id: course.courseId }),
      '23505',
      'already_enrolled',
    );
    expect(await hasAccess(student, course.courseId)).toBe(true);
  });
});

describe('lessons and their video links', () => {
  it('a paid non-preview lesson’s video is unreadable by any table or call without access; previews stay public', async () => {
    const student = await createUser();
    const course = await createPaidCourse();
    await sql`update public.lessons set is_preview = true where id = ${course.lessonIds[0]!}`;
    // Enrolled while the course was free, then its grant revoked: the enrolment alone opens nothing.
    await enrol(student.userId, course.courseId);

    const lessons = await readableLessons(student, course.courseId);
    expect(lessons).toEqual([{ id: course.lessonIds[0], video_url: VIDEO_URL }]);
    const paid = await student.client.from('lessons').select('video_url').eq('id', course.lessonIds[1]!);
    expect(paid.data).toEqual([]);
    // The outline has no video column at all.
    const outline = await student.client.from('lesson_outlines').select('*').eq('course_id', course.courseId);
    expect(outline.data).toHaveLength(3);
    expect(JSON.stringify(outline.data)).not.toContain(OTHER_VIDEO_URL);
    // No call answers it either.
    for (const [fn, args] of [
      ['get_continue_lesson', { p_course_id: course.courseId }],
      ['get_student_dashboard', {}],
      ['list_lesson_questions', { p_lesson_id: course.lessonIds[1]! }],
      ['get_course_assessments', { p_course_id: course.courseId }],
    ] as const) {
      const answer = await student.client.rpc(fn as never, args as never);
      expect(JSON.stringify(answer.data ?? null), fn).not.toContain(OTHER_VIDEO_URL);
    }
    // Visitors: the preview only.
    const visitor = await anonClient()
      .from('lessons')
      .select('id, video_url')
      .eq('course_id', course.courseId);
    expect(visitor.data).toEqual([{ id: course.lessonIds[0], video_url: VIDEO_URL }]);
  });

  it('with an entitlement every lesson reads, video included', async () => {
    const student = await createUser();
    const course = await createPaidCourse();
    const order = await startOrder(student, 'course', course.courseId);
    await paymentEvent(order.id, 'paid');
    const paid = await student.client.from('lessons').select('video_url').eq('id', course.lessonIds[1]!);
    expect(paid.data).toEqual([{ video_url: OTHER_VIDEO_URL }]);
  });

  it('teachers and administrators read the lessons of a paid course without buying it', async () => {
    const [teacher, admin] = await Promise.all([
      createUser({ role: 'professor' }),
      createUser({ role: 'administrador' }),
    ]);
    const course = await createPaidCourse();
    await sql`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.userId}, ${course.courseId})`;
    expect(await readableLessons(teacher, course.courseId)).toHaveLength(3);
    expect(await readableLessons(admin, course.courseId)).toHaveLength(3);
  });
});

describe('existing students keep their access', () => {
  it('a free course turned paid keeps every current student (a grant each); newcomers must buy', async () => {
    const [veteran, newcomer] = await Promise.all([createUser(), createUser()]);
    const course = await createCourse();
    expect((await veteran.client.rpc('enroll_in_course', { p_course_id: course.courseId })).error).toBeNull();

    await sql`update public.courses set access_model = 'paid', price = 297 where id = ${course.courseId}`;

    expect(await hasAccess(veteran, course.courseId)).toBe(true);
    expect(await readableLessons(veteran, course.courseId)).toHaveLength(3);
    expect(
      (await veteran.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! })).error,
    ).toBeNull();
    expect(
      await sql`select source from public.entitlements where user_id = ${veteran.userId} and course_id = ${course.courseId}`,
    ).toEqual([{ source: 'grant' }]);

    expect(await hasAccess(newcomer, course.courseId)).toBe(false);
    expectError(
      await newcomer.client.rpc('enroll_in_course', { p_course_id: course.courseId }),
      '42501',
      'course_access_required',
    );
  });
});

describe('progress, questions and certificates follow access', () => {
  async function enrolledWithoutAccess() {
    const student = await createUser();
    const course = await createPaidCourse({ lessons: 1 });
    await enrol(student.userId, course.courseId);
    return { student, course };
  }

  it('denied: complete_lesson and save_watch_position without access write nothing', async () => {
    const { student, course } = await enrolledWithoutAccess();
    expectError(
      await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! }),
      '42501',
      'course_access_required',
    );
    expectError(
      await student.client.rpc('save_watch_position', {
        p_lesson_id: course.lessonIds[0]!,
        p_position_seconds: 30,
      }),
      '42501',
      'course_access_required',
    );
    expect(await sql`select 1 from public.lesson_progress where user_id = ${student.userId}`).toHaveLength(0);
    expect(await sql`select 1 from public.watch_positions where user_id = ${student.userId}`).toHaveLength(0);
  });

  it('allowed: the same calls after the purchase, and the certificate is issued on completion', async () => {
    const { student, course } = await enrolledWithoutAccess();
    const order = await startOrder(student, 'course', course.courseId);
    await paymentEvent(order.id, 'paid');
    expect(
      (
        await student.client.rpc('save_watch_position', {
          p_lesson_id: course.lessonIds[0]!,
          p_position_seconds: 30,
        })
      ).error,
    ).toBeNull();
    const done = await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    expect(done.data).toMatchObject({ progress: 100, completed: true });
    expect(
      await sql`select 1 from public.certificates where user_id = ${student.userId} and course_id = ${course.courseId}`,
    ).toHaveLength(1);
  });

  it('denied: no certificate without access — neither on completion nor by an administrator', async () => {
    const [student, admin] = await Promise.all([createUser(), createUser({ role: 'administrador' })]);
    const course = await createPaidCourse({ lessons: 1 });
    const order = await startOrder(student, 'course', course.courseId);
    await paymentEvent(order.id, 'paid');
    await paymentEvent(order.id, 'refunded');
    // Completed while it had access (written directly), issued only now: refused.
    await sql`update public.enrollments set progress = 100, completed = true
              where user_id = ${student.userId} and course_id = ${course.courseId}`;
    expect(await sql`select 1 from public.certificates where user_id = ${student.userId}`).toHaveLength(0);
    expectError(
      await admin.client.rpc('issue_certificate', {
        p_user_id: student.userId,
        p_course_id: course.courseId,
        p_reason: 'Pedido do aluno',
      }),
      'P0001',
      'course_access_required',
    );
    expect(await sql`select 1 from public.certificates where user_id = ${student.userId}`).toHaveLength(0);
  });

  it('denied: asking a question in a course without access', async () => {
    const { student, course } = await enrolledWithoutAccess();
    expectError(
      await student.client.rpc('ask_question', {
        p_lesson_id: course.lessonIds[0]!,
        p_title: 'Dúvida',
        p_body: 'Texto da dúvida',
      }),
      '42501',
      'not_enrolled',
    );
  });
});

describe('grants by administrators', () => {
  it('only administrators grant and revoke; a revoked grant closes the course', async () => {
    const [student, admin] = await Promise.all([createUser(), createUser({ role: 'administrador' })]);
    const course = await createPaidCourse();
    expectError(
      await student.client.rpc('grant_course_access', {
        p_user_id: student.userId,
        p_course_id: course.courseId,
      }),
      '42501',
      'admin_only',
    );
    expect(await hasAccess(student, course.courseId)).toBe(false);
    await admin.client.rpc('grant_course_access', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
    });
    // Granting twice keeps one live grant.
    await admin.client.rpc('grant_course_access', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
    });
    expect(
      await sql`select 1 from public.entitlements where user_id = ${student.userId} and revoked_at is null`,
    ).toHaveLength(1);
    expect(await hasAccess(student, course.courseId)).toBe(true);
    const revoked = await admin.client.rpc('revoke_course_access', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
    });
    expect(revoked.data).toBe(1);
    expect(await hasAccess(student, course.courseId)).toBe(false);
  });

  it('a course enters a plan only when the course is sold in plans', async () => {
    const admin = await createUser({ role: 'administrador' });
    const paidOnly = await createPaidCourse({ accessModel: 'paid' });
    const plan = await createPlan();
    const refused = await admin.client
      .from('plan_courses')
      .insert({ plan_id: plan, course_id: paidOnly.courseId });
    expectError(refused, 'P0001', 'course_not_in_plans');
    const inPlans = await createPaidCourse({ accessModel: 'plans' });
    expect(
      (await admin.client.from('plan_courses').insert({ plan_id: plan, course_id: inPlans.courseId })).error,
    ).toBeNull();
    const student = await createUser();
    expect(
      (await student.client.from('plan_courses').insert({ plan_id: plan, course_id: inPlans.courseId }))
        .error,
    ).not.toBeNull();
    // Leaving the plans model takes the course out of every plan.
    await sql`update public.courses set access_model = 'paid' where id = ${inPlans.courseId}`;
    expect(await sql`select 1 from public.plan_courses where course_id = ${inPlans.courseId}`).toHaveLength(
      0,
    );
  });
});
