// Administrator RPCs, certificates, deletion behaviour and the CHECK constraints of the forms.
import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE_LEVELS } from '@/config/course-levels';
import { TOPIC_KEYS } from '@/config/topics';
import { createUser, sql, uniqueSlug, type TestUser } from '../../support/stack';
import {
  createCourse,
  enrol,
  expectCheckViolation,
  expectError,
  LEARNING_POINTS,
  roleOf,
  VIDEO_URL,
} from './fixtures';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'administrador' });
});

describe('set_user_role', () => {
  it('replaces the role atomically: exactly one role afterwards', async () => {
    const user = await createUser();
    for (const role of ['professor', 'administrador', 'aluno', 'aluno'] as const) {
      const result = await admin.client.rpc('set_user_role', { p_user_id: user.userId, p_role: role });
      expect(result.error).toBeNull();
      expect(result.data).toEqual({ user_id: user.userId, role });
      expect(await roleOf(user.userId)).toEqual([role]);
    }
  });

  it('refuses unknown users, the caller’s own role and non-administradores', async () => {
    const [user, professor] = await Promise.all([createUser(), createUser({ role: 'professor' })]);
    expectError(
      await admin.client.rpc('set_user_role', { p_user_id: crypto.randomUUID(), p_role: 'professor' }),
      'P0001',
      'user_not_found',
    );
    expectError(
      await admin.client.rpc('set_user_role', { p_user_id: admin.userId, p_role: 'aluno' }),
      'P0001',
      'cannot_change_own_role',
    );
    expectError(
      await professor.client.rpc('set_user_role', { p_user_id: user.userId, p_role: 'professor' }),
      '42501',
      'admin_only',
    );
    expect(await roleOf(admin.userId)).toEqual(['administrador']);
    expect(await roleOf(user.userId)).toEqual(['aluno']);
  });
});

describe('set_user_active and set_teacher_status', () => {
  it('toggles the active flag; an administrador cannot deactivate themself', async () => {
    const user = await createUser();
    const off = await admin.client.rpc('set_user_active', { p_user_id: user.userId, p_active: false });
    expect(off.data?.is_active).toBe(false);
    const on = await admin.client.rpc('set_user_active', { p_user_id: user.userId, p_active: true });
    expect(on.data?.is_active).toBe(true);
    expectError(
      await admin.client.rpc('set_user_active', { p_user_id: admin.userId, p_active: false }),
      'P0001',
      'cannot_deactivate_self',
    );
    expectError(
      await user.client.rpc('set_user_active', { p_user_id: user.userId, p_active: false }),
      '42501',
      'admin_only',
    );
  });

  it('sets any teacher status from any other', async () => {
    const teacher = await createUser({ role: 'professor' });
    await sql`insert into public.teacher_docs (user_id) values (${teacher.userId})`;
    const [docs] = await sql`select status::text from public.teacher_docs where user_id = ${teacher.userId}`;
    expect(docs?.status).toBe('ativo');
    for (const status of ['excluido', 'suspenso', 'ativo', 'excluido'] as const) {
      const result = await admin.client.rpc('set_teacher_status', {
        p_user_id: teacher.userId,
        p_status: status,
      });
      expect(result.data?.status).toBe(status);
    }
    expectError(
      await admin.client.rpc('set_teacher_status', { p_user_id: admin.userId, p_status: 'ativo' }),
      'P0001',
      'teacher_not_found',
    );
    expectError(
      await teacher.client.rpc('set_teacher_status', { p_user_id: teacher.userId, p_status: 'ativo' }),
      '42501',
    );
  });
});

describe('issue_certificate', () => {
  it('issues once per student and course with a unique verification code', async () => {
    const [student, otherStudent] = await Promise.all([createUser(), createUser()]);
    const course = await createCourse({ title: 'Curso Certificado' });
    const first = await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
      p_reason: 'Emitido pelo teste',
    });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      user_id: student.userId,
      course_id: course.courseId,
      title: 'Curso Certificado',
    });
    expect(first.data?.verification_code).toMatch(/^TC-[0-9A-Z]{12}$/);
    expect(Math.abs(new Date(first.data!.issued_at).getTime() - Date.now())).toBeLessThan(60_000);

    expectError(
      await admin.client.rpc('issue_certificate', {
        p_user_id: student.userId,
        p_course_id: course.courseId,
        p_reason: 'Emitido pelo teste',
      }),
      '23505',
      'certificate_already_issued',
    );
    const other = await admin.client.rpc('issue_certificate', {
      p_user_id: otherStudent.userId,
      p_course_id: course.courseId,
      p_reason: 'Emitido pelo teste',
    });
    expect(other.data?.verification_code).not.toBe(first.data?.verification_code);
    expect(await sql`select 1 from public.certificates where course_id = ${course.courseId}`).toHaveLength(2);
  });

  it('only for users whose role is aluno and existing courses', async () => {
    const professor = await createUser({ role: 'professor' });
    const student = await createUser();
    const course = await createCourse();
    expectError(
      await admin.client.rpc('issue_certificate', {
        p_user_id: professor.userId,
        p_course_id: course.courseId,
        p_reason: 'Emitido pelo teste',
      }),
      'P0001',
      'user_not_student',
    );
    expectError(
      await admin.client.rpc('issue_certificate', {
        p_user_id: student.userId,
        p_course_id: crypto.randomUUID(),
        p_reason: 'Emitido pelo teste',
      }),
      'P0001',
      'course_not_found',
    );
  });

  it('a direct duplicate insert also gives 23505', async () => {
    const student = await createUser();
    const course = await createCourse();
    await sql`insert into public.certificates (user_id, course_id, title, issue_reason) values (${student.userId}, ${course.courseId}, 'X', 'Emitido pelo teste')`;
    await expect(
      sql`insert into public.certificates (user_id, course_id, title, issue_reason) values (${student.userId}, ${course.courseId}, 'X', 'Emitido pelo teste')`,
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('get_admin_report', () => {
  it('returns the eight counters of the reports screen', async () => {
    const { data, error } = await admin.client.rpc('get_admin_report');
    expect(error).toBeNull();
    const report = data as Record<string, number>;
    for (const value of Object.values(report)) expect(Number.isInteger(value)).toBe(true);
    expect(report.students! + report.teachers! + report.administrators!).toBeLessThanOrEqual(
      report.total_users!,
    );
  });

  it('counts exactly what is in the database (same snapshot)', async () => {
    // Run the function as the administrador inside one statement, next to the real counts, so that
    // data created by other test files at the same time cannot skew the comparison.
    const rows = await sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claim.sub', ${admin.userId}, true)`;
      await tx`set local role authenticated`;
      return tx`select public.get_admin_report() as report,
        json_build_object(
          'total_users', (select count(*) from public.profiles),
          'students', (select count(*) from public.user_roles where role = 'aluno'),
          'teachers', (select count(*) from public.user_roles where role = 'professor'),
          'administrators', (select count(*) from public.user_roles where role = 'administrador'),
          'courses', (select count(*) from public.courses),
          'lessons', (select count(*) from public.lessons),
          'enrollments', (select count(*) from public.enrollments),
          'certificates', (select count(*) from public.certificates)) as expected`;
    });
    expect(rows[0]?.report).toEqual(rows[0]?.expected);
  });
});

describe('deleting', () => {
  it('a course cascades to modules, lessons, enrolments, progress and teacher links', async () => {
    const [student, teacher] = await Promise.all([createUser(), createUser({ role: 'professor' })]);
    const course = await createCourse({ lessonsPerModule: [2, 2] });
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    await sql`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.userId}, ${course.courseId})`;

    const removed = await admin.client.from('courses').delete().eq('id', course.courseId).select('id');
    expect(removed.error).toBeNull();
    const [left] = await sql`select
      (select count(*)::int from public.course_modules where course_id = ${course.courseId}) as modules,
      (select count(*)::int from public.lessons where id = any(${course.lessonIds}::uuid[])) as lessons,
      (select count(*)::int from public.enrollments where course_id = ${course.courseId}) as enrollments,
      (select count(*)::int from public.lesson_progress where user_id = ${student.userId}) as progress,
      (select count(*)::int from public.teacher_courses where course_id = ${course.courseId}) as links`;
    expect(left).toEqual({ modules: 0, lessons: 0, enrollments: 0, progress: 0, links: 0 });
  });

  it('a course with certificates is refused (certificates are never revoked)', async () => {
    const student = await createUser();
    const course = await createCourse();
    await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
      p_reason: 'Emitido pelo teste',
    });
    const removed = await admin.client.from('courses').delete().eq('id', course.courseId);
    expectError(removed, '23503', 'course_has_certificates');
    expect(await sql`select 1 from public.courses where id = ${course.courseId}`).toHaveLength(1);
  });

  it('an auth user removes all of their data (LGPD erasure)', async () => {
    const student = await createUser();
    const course = await createCourse();
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    await sql`insert into public.sensitive_user_data (user_id, family_income) values (${student.userId}, 10)`;
    await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
      p_reason: 'Emitido pelo teste',
    });
    await sql`delete from auth.users where id = ${student.userId}`;
    const [left] = await sql`select
      (select count(*)::int from public.profiles where id = ${student.userId}) +
      (select count(*)::int from public.user_roles where user_id = ${student.userId}) +
      (select count(*)::int from public.sensitive_user_data where user_id = ${student.userId}) +
      (select count(*)::int from public.enrollments where user_id = ${student.userId}) +
      (select count(*)::int from public.lesson_progress where user_id = ${student.userId}) +
      (select count(*)::int from public.certificates where user_id = ${student.userId}) as rows,
      (select total_students from public.courses where id = ${course.courseId}) as total_students`;
    expect(left).toEqual({ rows: 0, total_students: 0 });
  });
});

describe('server-owned columns written by an administrador', () => {
  it('counters and created_at are not taken from the browser', async () => {
    const slug = uniqueSlug('contadores');
    const insert = await admin.client
      .from('courses')
      .insert({
        slug,
        title: 'Contadores',
        learning_points: LEARNING_POINTS,
        total_students: 999,
        lesson_count: 50,
        created_at: '2000-01-01T00:00:00Z',
      })
      .select('id');
    // The columns are not granted (tests/database/grants.sql); the local stack,
    // which grants every column at runtime, gets the row through and the trigger resets them.
    expect(insert.error).toBeNull();
    const rows =
      await sql`select total_students, lesson_count, created_at > now() - interval '1 hour' as fresh
                            from public.courses where slug = ${slug}`;
    expect(rows).toEqual([{ total_students: 0, lesson_count: 0, fresh: true }]);

    const course = await createCourse();
    const update = await admin.client
      .from('courses')
      .update({ total_students: 500 })
      .eq('id', course.courseId);
    expect(update.error?.code).toBe('42501');
    const plan = await sql`insert into public.pricing_plans (name, price, cta, cta_link)
                           values ('P', 'R$ 1', 'Ir', 'https://example.com') returning id`;
    const planUpdate = await admin.client
      .from('pricing_plans')
      .update({ created_at: '2000-01-01T00:00:00Z' })
      .eq('id', plan[0]!.id);
    expect(planUpdate.error?.code).toBe('42501');
  });

  it('a module never moves to another course', async () => {
    const [one, two] = await Promise.all([createCourse(), createCourse()]);
    await expect(
      sql`update public.course_modules set course_id = ${two.courseId} where id = ${one.moduleIds[0]!}`,
    ).rejects.toMatchObject({ code: 'P0001' });
  });

  it('profiles.email follows the auth e-mail', async () => {
    const user = await createUser();
    const email = `novo-${crypto.randomUUID().slice(0, 8)}@teste.trilhacloud.dev`;
    await sql`update auth.users set email = ${email} where id = ${user.userId}`;
    const [profile] = await sql`select email from public.profiles where id = ${user.userId}`;
    expect(profile?.email).toBe(email);
  });
});

describe('CHECK constraints', () => {
  const insertCourse = (fields: Record<string, unknown>) =>
    admin.client
      .from('courses')
      .insert({ slug: uniqueSlug(), title: 'Curso', learning_points: LEARNING_POINTS, ...fields });

  it('courses: exactly 5 non-blank learning points, slug format, a level of the catalogue, hours step 0.5', async () => {
    const bad: Record<string, unknown>[] = [
      { learning_points: LEARNING_POINTS.slice(0, 4) },
      { learning_points: [...LEARNING_POINTS, 'Sexto'] },
      { learning_points: ['a', 'b', 'c', 'd', '   '] },
      { learning_points: ['a', 'b', 'c', 'd', ''] },
      { slug: 'Com Espaço' },
      { slug: 'acentuação' },
      { title: '   ' },
      { level: 'Básico' },
      { level: 'iniciante' },
      { topic: 'gcp' },
      { total_hours: 1.3 },
      { price: -10 },
    ];
    for (const fields of bad) {
      expectCheckViolation(await insertCourse(fields), JSON.stringify(fields));
    }
    expect((await insertCourse({ total_hours: 1.5, price: 0 })).error).toBeNull();
    // Each of the app's levels and topics is allowed (the form offers exactly these).
    for (const level of COURSE_LEVELS) expect((await insertCourse({ level })).error, level).toBeNull();
    for (const topic of TOPIC_KEYS) expect((await insertCourse({ topic })).error, topic).toBeNull();
    const slug = uniqueSlug();
    await insertCourse({ slug });
    expect((await insertCourse({ slug })).error?.code).toBe('23505');
  });

  it('lessons: only https YouTube or Vimeo links', async () => {
    const course = await createCourse();
    const insertLesson = (video_url: string) =>
      admin.client.from('lessons').insert({
        module_id: course.moduleIds[0]!,
        course_id: course.courseId,
        title: 'Aula',
        video_url,
        duration_minutes: 5,
      });
    const accepted = [
      VIDEO_URL,
      'https://youtube.com/watch?v=aircAruvnKk&t=30s',
      'https://www.youtube.com/watch?feature=share&v=aircAruvnKk',
      'https://youtu.be/aircAruvnKk?t=10',
      'https://m.youtube.com/watch?v=aircAruvnKk',
      'https://www.youtube.com/embed/aircAruvnKk',
      'https://www.youtube.com/shorts/aircAruvnKk',
      'https://www.youtube-nocookie.com/embed/aircAruvnKk',
      'https://vimeo.com/76979871',
      'https://vimeo.com/76979871/abc123def0',
      'https://player.vimeo.com/video/76979871?h=abc',
    ];
    for (const url of accepted) expect((await insertLesson(url)).error, url).toBeNull();
    const refused = [
      'http://www.youtube.com/watch?v=aircAruvnKk',
      'https://www.youtube.com.evil.example/watch?v=aircAruvnKk',
      'https://evil.example/?u=https://youtu.be/aircAruvnKk',
      'https://www.youtube.com/watch?v=short',
      'https://youtu.be/aircAruvnKk"onload="x',
      'javascript:alert(1)',
      'https://vimeo.com/channels/staffpicks',
      'https://player.vimeo.com/video/abc',
      'https://www.dailymotion.com/video/x7u5',
    ];
    for (const url of refused) expectCheckViolation(await insertLesson(url), url);
  });

  it('books: 1–3 topics and 1–6 benefits, none blank; rating 0–5', async () => {
    const insertBook = (fields: Record<string, unknown>) =>
      admin.client
        .from('books')
        .insert({ title: 'Livro', author: 'Autora', topics: ['T'], benefits: ['B'], ...fields });
    const bad: Record<string, unknown>[] = [
      { topics: [] },
      { topics: ['a', 'b', 'c', 'd'] },
      { topics: [' '] },
      { benefits: [] },
      { benefits: ['1', '2', '3', '4', '5', '6', '7'] },
      { benefits: ['ok', ''] },
      { rating: 6 },
      { pages: 0 },
      { purchase_url: 'not a url' },
    ];
    for (const fields of bad) {
      expectCheckViolation(await insertBook(fields), JSON.stringify(fields));
    }
    const good = await insertBook({
      topics: ['a', 'b', 'c'],
      benefits: ['1', '2', '3', '4', '5', '6'],
      rating: 0,
    });
    expect(good.error).toBeNull();
  });

  it('profiles: state has 2 letters and the CEP 8 digits', async () => {
    const user = await createUser();
    const update = (fields: { address_state?: string; address_zipcode?: string }) =>
      user.client.from('profiles').update(fields).eq('id', user.userId);
    expectCheckViolation(await update({ address_state: 'SPX' }));
    expectCheckViolation(await update({ address_zipcode: '1234' }));
    expect((await update({ address_state: 'SP', address_zipcode: '01310100' })).error).toBeNull();
  });
});
