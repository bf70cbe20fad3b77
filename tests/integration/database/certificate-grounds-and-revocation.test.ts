// Certificates issued by hand need grounds (a course with lessons; the student's completion or a
// reason), and an administrator can revoke one with a reason, after which its public reading
// says so with the date. Each rule with its denied and allowed cases.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, type TestUser } from '../../support/stack';
import { createCourse, enrol, expectError, expectNothing } from './fixtures';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'administrador' });
});

async function completedEnrolment(student: TestUser, lessonIds: string[], courseId: string) {
  await enrol(student.userId, courseId);
  for (const lessonId of lessonIds)
    expect((await student.client.rpc('complete_lesson', { p_lesson_id: lessonId })).error).toBeNull();
}

async function saoPauloToday() {
  const [row] = await sql<{ today: string }[]>`
    select to_char((now() at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD') as today`;
  return row!.today;
}

describe('issuing by hand', () => {
  it('refuses a course without lessons, through the RPC and a direct insert', async () => {
    const student = await createUser();
    const empty = await createCourse({ lessonsPerModule: [0] });
    expectError(
      await admin.client.rpc('issue_certificate', {
        p_user_id: student.userId,
        p_course_id: empty.courseId,
        p_reason: 'Aluno presencial',
      }),
      'P0001',
      'course_without_lessons',
    );
    await expect(
      sql`insert into public.certificates (user_id, course_id, title, issue_reason)
          values (${student.userId}, ${empty.courseId}, 'X', 'Motivo')`,
    ).rejects.toMatchObject({ message: expect.stringContaining('course_without_lessons') });
    expect(await sql`select 1 from public.certificates where course_id = ${empty.courseId}`).toHaveLength(0);
  });

  it('requires a reason when the student has not completed the course; stores it when given', async () => {
    const [neverEnrolled, halfway] = await Promise.all([createUser(), createUser()]);
    const course = await createCourse({ lessonsPerModule: [2] });
    await enrol(halfway.userId, course.courseId);
    await halfway.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    for (const student of [neverEnrolled, halfway]) {
      for (const reason of [undefined, '', '   ']) {
        expectError(
          await admin.client.rpc('issue_certificate', {
            p_user_id: student.userId,
            p_course_id: course.courseId,
            ...(reason === undefined ? {} : { p_reason: reason }),
          }),
          'P0001',
          'issue_reason_required',
        );
      }
    }
    expectError(
      await admin.client.rpc('issue_certificate', {
        p_user_id: neverEnrolled.userId,
        p_course_id: course.courseId,
        p_reason: 'x'.repeat(501),
      }),
      'P0001',
      'reason_too_long',
    );
    // Allowed: with a reason.
    const issued = await admin.client.rpc('issue_certificate', {
      p_user_id: halfway.userId,
      p_course_id: course.courseId,
      p_reason: '  Concluiu a turma presencial  ',
    });
    expect(issued.error).toBeNull();
    expect(issued.data).toMatchObject({ issue_reason: 'Concluiu a turma presencial' });
  });

  it('needs no reason when the student completed the course', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [1] });
    await completedEnrolment(student, course.lessonIds, course.courseId);
    // Completion already issued one: issuing by hand again is the duplicate, not a missing reason.
    expectError(
      await admin.client.rpc('issue_certificate', {
        p_user_id: student.userId,
        p_course_id: course.courseId,
      }),
      '23505',
      'certificate_already_issued',
    );
    await sql`delete from public.certificates where user_id = ${student.userId}`;
    const again = await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
    });
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ issue_reason: null });
  });

  it('is refused to aluno, professor and visitors', async () => {
    const [aluno, professor, student] = await Promise.all([
      createUser(),
      createUser({ role: 'professor' }),
      createUser(),
    ]);
    const course = await createCourse();
    const args = { p_user_id: student.userId, p_course_id: course.courseId, p_reason: 'Motivo' };
    expectError(await aluno.client.rpc('issue_certificate', args), '42501', 'admin_only');
    expectError(await professor.client.rpc('issue_certificate', args), '42501', 'admin_only');
    expectError(await anonClient().rpc('issue_certificate', args), '42501');
    expect(await sql`select 1 from public.certificates where course_id = ${course.courseId}`).toHaveLength(0);
  });
});

describe('revoking', () => {
  async function issued() {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [1] });
    await completedEnrolment(student, course.lessonIds, course.courseId);
    const [row] = await sql<{ id: string; verification_code: string }[]>`
      select id, verification_code from public.certificates where user_id = ${student.userId}`;
    return { student, ...row! };
  }

  it('is refused to aluno (even the holder), professor and visitors; nothing changes', async () => {
    const certificate = await issued();
    const professor = await createUser({ role: 'professor' });
    const args = { p_certificate_id: certificate.id, p_reason: 'Fraude' };
    expectError(await certificate.student.client.rpc('revoke_certificate', args), '42501', 'admin_only');
    expectError(await professor.client.rpc('revoke_certificate', args), '42501', 'admin_only');
    expectError(await anonClient().rpc('revoke_certificate', args), '42501');
    // Nor by writing the row.
    const direct = await admin.client
      .from('certificates')
      .update({ revoked_at: new Date().toISOString() } as never)
      .eq('id', certificate.id)
      .select('id');
    expectNothing(direct);
    const [row] = await sql`select revoked_at from public.certificates where id = ${certificate.id}`;
    expect(row).toEqual({ revoked_at: null });
  });

  it('requires a reason; allowed to an administrator, once; the public reading says revoked and when', async () => {
    const certificate = await issued();
    for (const reason of ['', '   ']) {
      expectError(
        await admin.client.rpc('revoke_certificate', { p_certificate_id: certificate.id, p_reason: reason }),
        'P0001',
        'revoke_reason_required',
      );
    }
    const before = await anonClient().rpc('verify_certificate', { p_code: certificate.verification_code });
    expect(before.data).toMatchObject({ revoked_on: null });

    const revoked = await admin.client.rpc('revoke_certificate', {
      p_certificate_id: certificate.id,
      p_reason: ' Plágio no projeto final ',
    });
    expect(revoked.error).toBeNull();
    const today = await saoPauloToday();
    expect(revoked.data).toMatchObject({
      revoke_reason: 'Plágio no projeto final',
      revoked_on: today,
    });
    expectError(
      await admin.client.rpc('revoke_certificate', { p_certificate_id: certificate.id, p_reason: 'De novo' }),
      'P0001',
      'certificate_already_revoked',
    );
    expectError(
      await admin.client.rpc('revoke_certificate', { p_certificate_id: crypto.randomUUID(), p_reason: 'X' }),
      'P0001',
      'certificate_not_found',
    );

    // The public page: revoked, with the date; the reason stays private.
    const code = certificate.verification_code.toLowerCase().replaceAll('-', '');
    const after = await anonClient().rpc('verify_certificate', { p_code: code });
    expect(after.error).toBeNull();
    expect(after.data).toMatchObject({ verification_code: certificate.verification_code, revoked_on: today });
    expect(JSON.stringify(after.data)).not.toContain('Plágio');
    // The holder's own reading shows it revoked too.
    const own = await certificate.student.client
      .from('certificates')
      .select('revoked_on')
      .eq('id', certificate.id)
      .single();
    expect(own.data).toEqual({ revoked_on: today });
    // And the admin list carries it.
    const list = await admin.client.rpc('admin_list_certificates', { p_page: 1, p_page_size: 100 });
    const listed = (
      list.data as { rows: { id: string; revoked_on: string | null; revoke_reason: string | null }[] }
    ).rows;
    expect(listed.find((row) => row.id === certificate.id)).toMatchObject({
      revoked_on: today,
      revoke_reason: 'Plágio no projeto final',
    });
  });
});

describe('a revoked certificate on the holder’s own counters', () => {
  it('counts while valid and no longer once revoked (dashboard and profile)', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [1] });
    await completedEnrolment(student, course.lessonIds, course.courseId);
    const counts = async () => {
      const dashboard = await student.client.rpc('get_student_dashboard');
      const profile = await student.client.rpc('get_profile_stats');
      return [
        (dashboard.data as { counters: { certificates: number } }).counters.certificates,
        (profile.data as { certificates: number }).certificates,
      ];
    };
    expect(await counts()).toEqual([1, 1]);
    const [row] = await sql<
      { id: string }[]
    >`select id from public.certificates where user_id = ${student.userId}`;
    const revoked = await admin.client.rpc('revoke_certificate', {
      p_certificate_id: row!.id,
      p_reason: 'Fraude',
    });
    expect(revoked.error).toBeNull();
    expect(await counts()).toEqual([0, 0]);
  });
});
