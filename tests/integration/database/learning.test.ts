// Enrolment, lesson completion, progress, counters and the dashboards: the server computes
// everything the browser shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, type TestUser } from '../../support/stack';
import { createCourse, enrol, enrollmentOf, expectError, linkTeacher, VIDEO_URL } from './fixtures';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'administrador' });
});

async function totalStudents(courseId: string) {
  const [row] = await sql<{ total_students: number }[]>`
    select total_students from public.courses where id = ${courseId}`;
  return row?.total_students;
}

describe('enroll_in_course', () => {
  it('enrols the caller with progress 0 and counts the student', async () => {
    const student = await createUser();
    const course = await createCourse();
    const result = await student.client.rpc('enroll_in_course', { p_course_id: course.courseId });
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({
      user_id: student.userId,
      course_id: course.courseId,
      progress: 0,
      completed: false,
    });
    expect(await totalStudents(course.courseId)).toBe(1);
    const own = await student.client.from('enrollments').select('course_id').eq('course_id', course.courseId);
    expect(own.data).toEqual([{ course_id: course.courseId }]);
  });

  it('refuses a duplicate with 23505 and keeps one row', async () => {
    const student = await createUser();
    const course = await createCourse();
    await student.client.rpc('enroll_in_course', { p_course_id: course.courseId });
    const again = await student.client.rpc('enroll_in_course', { p_course_id: course.courseId });
    expectError(again, '23505', 'already_enrolled');
    const rows = await sql`select 1 from public.enrollments where user_id = ${student.userId}`;
    expect(rows).toHaveLength(1);
    expect(await totalStudents(course.courseId)).toBe(1);
  });

  it('only sells active courses with at least one lesson', async () => {
    const student = await createUser();
    const inactive = await createCourse({ active: false });
    const empty = await createCourse({ lessonsPerModule: [] });
    const emptyModule = await createCourse({ lessonsPerModule: [0] });
    expectError(
      await student.client.rpc('enroll_in_course', { p_course_id: inactive.courseId }),
      'P0001',
      'course_not_available',
    );
    expectError(
      await student.client.rpc('enroll_in_course', { p_course_id: crypto.randomUUID() }),
      'P0001',
      'course_not_available',
    );
    for (const course of [empty, emptyModule]) {
      expectError(
        await student.client.rpc('enroll_in_course', { p_course_id: course.courseId }),
        'P0001',
        'course_without_lessons',
      );
    }
    expect(await sql`select 1 from public.enrollments where user_id = ${student.userId}`).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const course = await createCourse();
    const result = await anonClient().rpc('enroll_in_course', { p_course_id: course.courseId });
    expect(result.error?.code).toBe('42501');
    expect(await totalStudents(course.courseId)).toBe(0);
  });
});

describe('complete_lesson and progress', () => {
  it('rounds progress: 1 of 3 → 33, 2 of 3 → 67, 3 of 3 → 100 and completed', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2, 1] });
    await enrol(student.userId, course.courseId);

    const steps: [number, boolean][] = [
      [33, false],
      [67, false],
      [100, true],
    ];
    for (const [index, [progress, completed]] of steps.entries()) {
      const result = await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[index]! });
      expect(result.error).toBeNull();
      expect(result.data).toMatchObject({ course_id: course.courseId, progress, completed });
      expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress, completed });
    }
  });

  it('is idempotent and takes completed_at from the server', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2] });
    await enrol(student.userId, course.courseId);
    const before = Date.now();
    const first = await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    const second = await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    const firstAt = (first.data as { completed_at: string }).completed_at;
    expect(second.data).toEqual(first.data);
    expect(Math.abs(new Date(firstAt).getTime() - before)).toBeLessThan(60_000);
    const rows = await sql`select completed_at from public.lesson_progress where user_id = ${student.userId}`;
    expect(rows).toHaveLength(1);
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 50, completed: false });
  });

  it('answers lesson_not_found for an unknown lesson', async () => {
    const student = await createUser();
    expectError(
      await student.client.rpc('complete_lesson', { p_lesson_id: crypto.randomUUID() }),
      'P0001',
      'lesson_not_found',
    );
  });

  it('is recomputed when lessons are added to or removed from the course', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2] });
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[1]! });
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 100, completed: true });

    // An administrador adds a lesson: 2 of 3.
    const added = await admin.client
      .from('lessons')
      .insert({
        module_id: course.moduleIds[0]!,
        course_id: course.courseId,
        title: 'Nova aula',
        video_url: VIDEO_URL,
        duration_minutes: 5,
      })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 67, completed: false });

    // Removing a completed lesson: 1 of 2.
    await admin.client.from('lessons').delete().eq('id', course.lessonIds[0]!);
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 50, completed: false });

    // Removing the remaining uncompleted lesson: 1 of 1.
    await admin.client.from('lessons').delete().eq('id', added.data!.id);
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 100, completed: true });

    // A whole module with its last lesson: no lessons left.
    await admin.client.from('course_modules').delete().eq('id', course.moduleIds[0]!);
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 0, completed: false });
  });
});

describe('courses.total_students and removing an enrolment', () => {
  it('counts enrolments and loses the progress when an administrador removes one', async () => {
    const [first, second] = await Promise.all([createUser(), createUser()]);
    const course = await createCourse({ lessonsPerModule: [2] });
    for (const student of [first, second]) {
      await student.client.rpc('enroll_in_course', { p_course_id: course.courseId });
    }
    await first.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    expect(await totalStudents(course.courseId)).toBe(2);

    const [enrollment] = await sql`select id from public.enrollments where user_id = ${first.userId}`;
    const removed = await admin.client.from('enrollments').delete().eq('id', enrollment!.id).select('id');
    expect(removed.data).toHaveLength(1);
    expect(await totalStudents(course.courseId)).toBe(1);
    expect(await sql`select 1 from public.lesson_progress where user_id = ${first.userId}`).toHaveLength(0);

    const again = await first.client.rpc('enroll_in_course', { p_course_id: course.courseId });
    expect(again.data).toMatchObject({ progress: 0, completed: false });
    expect(await totalStudents(course.courseId)).toBe(2);
  });

  it('a student cannot remove their own enrolment', async () => {
    const student = await createUser();
    const course = await createCourse();
    await enrol(student.userId, course.courseId);
    const result = await student.client.from('enrollments').delete().eq('user_id', student.userId).select();
    expect(result.data ?? []).toEqual([]);
    expect(await enrollmentOf(student.userId, course.courseId)).not.toBeNull();
  });
});

describe('content counters and the public catalogue', () => {
  it('keeps lesson_count/total_minutes on modules and courses', async () => {
    const course = await createCourse({ lessonsPerModule: [2, 1], minutes: 15 });
    const counters = async () =>
      sql`select
        (select json_build_object('lessons', lesson_count, 'minutes', total_minutes) from public.courses where id = ${course.courseId}) as course,
        (select json_agg(json_build_object('lessons', lesson_count, 'minutes', total_minutes) order by order_index)
           from public.course_modules where course_id = ${course.courseId}) as modules`;
    expect((await counters())[0]).toEqual({
      course: { lessons: 3, minutes: 45 },
      modules: [
        { lessons: 2, minutes: 30 },
        { lessons: 1, minutes: 15 },
      ],
    });
    await admin.client.from('lessons').update({ duration_minutes: 20 }).eq('id', course.lessonIds[0]!);
    await admin.client
      .from('lessons')
      .update({ module_id: course.moduleIds[1]! })
      .eq('id', course.lessonIds[1]!);
    expect((await counters())[0]).toEqual({
      course: { lessons: 3, minutes: 50 },
      modules: [
        { lessons: 1, minutes: 20 },
        { lessons: 2, minutes: 30 },
      ],
    });
  });

  it('moving a lesson to a module of another course updates both courses', async () => {
    const [from, to] = await Promise.all([
      createCourse({ lessonsPerModule: [2] }),
      createCourse({ lessonsPerModule: [1] }),
    ]);
    const moved = await admin.client
      .from('lessons')
      .update({ module_id: to.moduleIds[0]! })
      .eq('id', from.lessonIds[0]!)
      .select('course_id')
      .single();
    expect(moved.data?.course_id).toBe(to.courseId);
    const rows =
      await sql`select id, lesson_count from public.courses where id in (${from.courseId}, ${to.courseId})`;
    expect(Object.fromEntries(rows.map((row) => [row.id, row.lesson_count]))).toEqual({
      [from.courseId]: 1,
      [to.courseId]: 2,
    });
  });

  it('shows anon an active course only once it has a lesson, with modules but without lessons', async () => {
    const course = await createCourse({ lessonsPerModule: [0] });
    const anon = anonClient();
    expect((await anon.from('courses').select('id').eq('id', course.courseId)).data).toEqual([]);
    expect((await anon.from('course_modules').select('id').eq('course_id', course.courseId)).data).toEqual(
      [],
    );

    await sql`insert into public.lessons (module_id, title, video_url, duration_minutes)
              values (${course.moduleIds[0]!}, 'Primeira', ${VIDEO_URL}, 7)`;
    const visible = await anon
      .from('courses')
      .select(
        'slug, lesson_count, total_minutes, course_modules(title, order_index, lesson_count, total_minutes)',
      )
      .eq('id', course.courseId)
      .single();
    expect(visible.data).toEqual({
      slug: course.slug,
      lesson_count: 1,
      total_minutes: 7,
      course_modules: [{ title: 'Módulo 1', order_index: 1, lesson_count: 1, total_minutes: 7 }],
    });
    const signedIn = await createUser();
    expect((await signedIn.client.from('courses').select('id').eq('id', course.courseId)).data).toHaveLength(
      1,
    );
    expect(
      (await signedIn.client.from('lessons').select('id').eq('course_id', course.courseId)).data,
    ).toEqual([]);
  });

  it('keeps an enrolled student’s course visible after it is deactivated', async () => {
    const student = await createUser();
    const course = await createCourse();
    await enrol(student.userId, course.courseId);
    await sql`update public.courses set is_active = false where id = ${course.courseId}`;
    expect((await anonClient().from('courses').select('id').eq('id', course.courseId)).data).toEqual([]);
    expect((await student.client.from('courses').select('id').eq('id', course.courseId)).data).toHaveLength(
      1,
    );
    expect(
      (await student.client.from('lessons').select('id').eq('course_id', course.courseId)).data,
    ).toHaveLength(3);
  });
});

describe('get_student_dashboard', () => {
  it('returns counters, progress, next lesson and study time in one call', async () => {
    const student = await createUser();
    // Modules created out of order: the second module has order_index 1.
    const first = await createCourse({ lessonsPerModule: [2, 2], minutes: 30, title: 'Primeiro curso' });
    await sql`update public.course_modules set order_index = 3 where id = ${first.moduleIds[0]!}`;
    const second = await createCourse({ lessonsPerModule: [1], minutes: 90, title: 'Segundo curso' });
    await sql`insert into public.enrollments (user_id, course_id, enrolled_at)
              values (${student.userId}, ${first.courseId}, now() - interval '2 days'),
                     (${student.userId}, ${second.courseId}, now() - interval '1 day')`;
    // Playing order of `first` is now: module 2 (lessons 2,3), then module 1 (lessons 0,1).
    await student.client.rpc('complete_lesson', { p_lesson_id: first.lessonIds[2]! });
    // Completing the only lesson of `second` completes it, which earns its certificate.
    await student.client.rpc('complete_lesson', { p_lesson_id: second.lessonIds[0]! });

    const { data, error } = await student.client.rpc('get_student_dashboard');
    expect(error).toBeNull();
    const dashboard = data as {
      counters: Record<string, number>;
      enrollments: {
        progress: number;
        completed: boolean;
        lessons_completed: number;
        lessons_total: number;
        course: { id: string; slug: string; title: string };
        next_lesson: { id: string; title: string; module_title: string } | null;
      }[];
    };
    // Study time is what was watched (docs/engagement.md, 'Study time'): completing without
    // watching adds none, whatever the courses' length and progress.
    expect(dashboard.counters).toEqual({
      active_courses: 2,
      study_seconds: 0,
      certificates: 1,
      average_progress: 63,
    });
    expect(dashboard.enrollments.map((card) => card.course.id)).toEqual([second.courseId, first.courseId]);
    const [done, inProgress] = dashboard.enrollments;
    expect(done).toMatchObject({ progress: 100, completed: true, lessons_completed: 1, lessons_total: 1 });
    // All done: the first lesson.
    expect(done?.next_lesson).toEqual({
      id: second.lessonIds[0],
      title: 'Aula 1.1',
      module_title: 'Módulo 1',
    });
    expect(inProgress).toMatchObject({
      progress: 25,
      completed: false,
      lessons_completed: 1,
      lessons_total: 4,
    });
    expect(inProgress?.course).toMatchObject({ slug: first.slug, title: 'Primeiro curso' });
    expect(inProgress?.next_lesson).toEqual({
      id: first.lessonIds[3],
      title: 'Aula 2.2',
      module_title: 'Módulo 2',
    });
  });

  it('is empty for a new student', async () => {
    const student = await createUser();
    const { data } = await student.client.rpc('get_student_dashboard');
    expect(data).toEqual({
      counters: { active_courses: 0, study_seconds: 0, certificates: 0, average_progress: 0 },
      tracks: [],
      assignments: [],
      study: expect.objectContaining({
        goal: null,
        minutes: 0,
        lessons: 0,
        percent: null,
        met: false,
        streak: { weeks: 0, frozen_weeks: [], freeze_available: true },
        points: { total: 0, this_week: 0 },
      }),
      enrollments: [],
    });
    const stats = await student.client.rpc('get_profile_stats');
    expect(stats.data).toEqual({ courses: 0, study_seconds: 0, certificates: 0 });
  });

  it('get_profile_stats gives the real figures', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2], minutes: 90 });
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    const stats = await student.client.rpc('get_profile_stats');
    expect(stats.data).toEqual({ courses: 1, study_seconds: 0, certificates: 0 });
  });
});

describe('get_teacher_dashboard and teacher status', () => {
  // Limit for about 25 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('returns the professor’s courses and counters; other roles are refused', async () => {
    const [teacher, student, otherStudent] = await Promise.all([
      createUser({ role: 'professor' }),
      createUser(),
      createUser(),
    ]);
    const [taught, alsoTaught, notTaught] = await Promise.all([
      createCourse({ title: 'A curso' }),
      createCourse({ title: 'B curso', active: false }),
      createCourse(),
    ]);
    await linkTeacher(teacher.userId, taught.courseId);
    await linkTeacher(teacher.userId, alsoTaught.courseId);
    await enrol(student.userId, taught.courseId);
    await enrol(otherStudent.userId, taught.courseId);
    await enrol(student.userId, notTaught.courseId);
    await sql`insert into public.certificates (user_id, course_id, title, issue_reason) values (${student.userId}, ${taught.courseId}, 'A curso', 'Emitido pelo teste')`;

    const { data, error } = await teacher.client.rpc('get_teacher_dashboard');
    expect(error).toBeNull();
    expect(data).toMatchObject({ own_courses: 2, total_students: 2, certificates_issued: 1 });
    const courses = (data as { courses: { id: string; is_active: boolean; total_students: number }[] })
      .courses;
    expect(courses.map((course) => [course.id, course.is_active, course.total_students])).toEqual([
      [taught.courseId, true, 2],
      [alsoTaught.courseId, false, 0],
    ]);
    expectError(await student.client.rpc('get_teacher_dashboard'), '42501', 'teacher_only');
  }, 80_000);

  it('a suspended teacher loses access to the course content until reactivated', async () => {
    const teacher = await createUser({ role: 'professor' });
    const course = await createCourse();
    await linkTeacher(teacher.userId, course.courseId);
    await sql`insert into public.teacher_docs (user_id, bio) values (${teacher.userId}, 'Bio')`;
    const lessons = () => teacher.client.from('lessons').select('id').eq('course_id', course.courseId);
    expect((await lessons()).data).toHaveLength(3);

    for (const status of ['suspenso', 'excluido'] as const) {
      const result = await admin.client.rpc('set_teacher_status', {
        p_user_id: teacher.userId,
        p_status: status,
      });
      expect(result.data?.status).toBe(status);
      expect((await lessons()).data).toEqual([]);
    }
    await admin.client.rpc('set_teacher_status', { p_user_id: teacher.userId, p_status: 'ativo' });
    expect((await lessons()).data).toHaveLength(3);
  });
});

describe('watch positions and Continuar', () => {
  // Limit for about 20 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('saves one row per lesson, overwritten by each write, and answers what it stored', async () => {
    const student = await createUser();
    const course = await createCourse({ minutes: 12 });
    await enrol(student.userId, course.courseId);
    const lessonId = course.lessonIds[1]!;
    for (const position of [10, 42]) {
      const saved = await student.client.rpc('save_watch_position', {
        p_lesson_id: lessonId,
        p_position_seconds: position,
      });
      expect(saved.error).toBeNull();
      expect(saved.data).toMatchObject({ lesson_id: lessonId, position_seconds: position });
    }
    const rows =
      await sql`select position_seconds from public.watch_positions where user_id = ${student.userId}`;
    expect(rows).toEqual([{ position_seconds: 42 }]);
    expectError(
      await student.client.rpc('save_watch_position', {
        p_lesson_id: crypto.randomUUID(),
        p_position_seconds: 1,
      }),
      'P0001',
      'lesson_not_found',
    );
  }, 70_000);

  it('a free preview lesson of a public course stores a position for any signed-in user, nothing else', async () => {
    const visitor = await createUser();
    const course = await createCourse();
    await sql`update public.lessons set is_preview = true where id = ${course.lessonIds[0]!}`;
    const preview = await visitor.client.rpc('save_watch_position', {
      p_lesson_id: course.lessonIds[0]!,
      p_position_seconds: 30,
    });
    expect(preview.data).toMatchObject({ lesson_id: course.lessonIds[0], position_seconds: 30 });
    expectError(
      await visitor.client.rpc('save_watch_position', {
        p_lesson_id: course.lessonIds[1]!,
        p_position_seconds: 30,
      }),
      '42501',
      'not_enrolled',
    );
    // Once the course is inactive its preview is no longer public.
    await sql`update public.courses set is_active = false where id = ${course.courseId}`;
    expectError(
      await visitor.client.rpc('save_watch_position', {
        p_lesson_id: course.lessonIds[0]!,
        p_position_seconds: 31,
      }),
      '42501',
      'not_enrolled',
    );
  });

  // Limit for about 30 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('Continuar: the last lesson watched and not finished, else the next lesson, with its second', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2, 2] });
    await enrol(student.userId, course.courseId);
    const [first, second, third] = course.lessonIds;
    const continueLesson = async () =>
      (await student.client.rpc('get_continue_lesson', { p_course_id: course.courseId })).data;

    // Nothing watched: the first lesson at 0.
    expect(await continueLesson()).toEqual({
      id: first,
      title: 'Aula 1.1',
      module_title: 'Módulo 1',
      position_seconds: 0,
    });
    // Watched the third, then the second: the second (most recent) at its second.
    await student.client.rpc('save_watch_position', { p_lesson_id: third!, p_position_seconds: 100 });
    await sql`update public.watch_positions set updated_at = now() - interval '1 hour' where lesson_id = ${third!}`;
    await student.client.rpc('save_watch_position', { p_lesson_id: second!, p_position_seconds: 42 });
    expect(await continueLesson()).toMatchObject({ id: second, position_seconds: 42 });
    // The second is finished: back to the third (still watched, not finished).
    await student.client.rpc('complete_lesson', { p_lesson_id: second! });
    expect(await continueLesson()).toMatchObject({ id: third, position_seconds: 100 });
    // Everything watched is finished: the usual next lesson (first not completed).
    await student.client.rpc('complete_lesson', { p_lesson_id: third! });
    expect(await continueLesson()).toMatchObject({ id: first, position_seconds: 0 });

    // The dashboard card carries the same answer, and the course price.
    const dashboard = await student.client.rpc('get_student_dashboard');
    const card = (
      dashboard.data as { enrollments: { continue_lesson: unknown; course: { price: unknown } }[] }
    ).enrollments[0]!;
    expect(card.continue_lesson).toMatchObject({ id: first, position_seconds: 0 });
    expect(Number(card.course.price)).toBe(100);

    // Not enrolled: no Continuar.
    const outsider = await createUser();
    expect(
      (await outsider.client.rpc('get_continue_lesson', { p_course_id: course.courseId })).data,
    ).toBeNull();
  }, 90_000);

  it('removing an enrolment (or a lesson) removes its positions', async () => {
    const student = await createUser();
    const course = await createCourse();
    await enrol(student.userId, course.courseId);
    await student.client.rpc('save_watch_position', {
      p_lesson_id: course.lessonIds[0]!,
      p_position_seconds: 5,
    });
    await student.client.rpc('save_watch_position', {
      p_lesson_id: course.lessonIds[1]!,
      p_position_seconds: 5,
    });
    await sql`delete from public.lessons where id = ${course.lessonIds[1]!}`;
    expect(await sql`select 1 from public.watch_positions where user_id = ${student.userId}`).toHaveLength(1);
    const removed = await admin.client
      .from('enrollments')
      .delete()
      .eq('user_id', student.userId)
      .eq('course_id', course.courseId)
      .select('id');
    expect(removed.data).toHaveLength(1);
    expect(await sql`select 1 from public.watch_positions where user_id = ${student.userId}`).toHaveLength(0);
  });
});
