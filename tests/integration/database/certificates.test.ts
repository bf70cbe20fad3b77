// Certificates: earned in the transaction that completes the course, once per student
// and course whatever the number of parallel calls, a snapshot that later edits never change, the
// administrator's manual issue under the same rules, and verification by code as anyone.
// Who may read or list what is threat 19, in threats.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { userMessage } from '@/lib/errors/user-message';
import { formatCertificateCode, normalizeCertificateCode } from '@/rules/certificate-code';
import { anonClient, createUser, sql, type TestUser } from '../../support/stack';
import { createCourse, enrol, enrollmentOf, expectError } from './fixtures';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'administrador', fullName: 'Admin Certificador' });
});

interface CertificateRow {
  verification_code: string;
  title: string;
  holder_name: string;
  workload_minutes: number;
  syllabus: string[];
  issued_on: string;
  issued_at: Date;
}

async function certificatesOf(userId: string) {
  return sql<CertificateRow[]>`
    select verification_code, title, holder_name, workload_minutes, syllabus,
           to_char(issued_on, 'YYYY-MM-DD') as issued_on, issued_at
    from public.certificates where user_id = ${userId}`;
}

async function saoPauloToday() {
  const [row] = await sql<{ today: string }[]>`
    select to_char((now() at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD') as today`;
  return row!.today;
}

const PUBLIC_FIELDS = [
  'course_title',
  'holder_name',
  'issued_on',
  'practice_exam_best_score',
  'quiz_average_percent',
  'requirements',
  'revoked_on',
  'syllabus',
  'verification_code',
  'workload_minutes',
];

describe('earned on completion', () => {
  it('completing the last lesson issues exactly one certificate, in the same call, with the snapshot', async () => {
    const student = await createUser({ fullName: '  Maria da Conceição Souza ' });
    const course = await createCourse({ lessonsPerModule: [2, 1], title: 'Arquitetura AWS na Prática' });
    // A module without lessons is not part of what was studied.
    await sql`insert into public.course_modules (course_id, title, order_index)
              values (${course.courseId}, 'Em breve', 9)`;
    await enrol(student.userId, course.courseId);

    for (const lessonId of course.lessonIds.slice(0, -1)) {
      expect((await student.client.rpc('complete_lesson', { p_lesson_id: lessonId })).error).toBeNull();
    }
    expect(await certificatesOf(student.userId)).toEqual([]);

    const last = await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds.at(-1)! });
    expect(last.error).toBeNull();
    expect(last.data).toMatchObject({ progress: 100, completed: true });

    const [certificate, ...others] = await certificatesOf(student.userId);
    expect(others).toEqual([]);
    expect(certificate).toMatchObject({
      title: 'Arquitetura AWS na Prática',
      holder_name: 'Maria da Conceição Souza',
      // total_hours 10 (the fixture) → 600 minutes
      workload_minutes: 600,
      syllabus: ['Módulo 1', 'Módulo 2'],
      issued_on: await saoPauloToday(),
    });
    expect(certificate!.verification_code).toMatch(/^TC-[0-9A-HJKMNP-TV-Z]{12}$/);

    // Completing a lesson again (the player may) changes nothing.
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    expect(await certificatesOf(student.userId)).toHaveLength(1);
  });

  it('50 parallel completions of a course give exactly one certificate', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [25, 25], minutes: 5 });
    await enrol(student.userId, course.courseId);
    // Every lesson at once, so several calls may each be the one that completes the course.
    const results = await Promise.all(
      course.lessonIds.map((lessonId) => student.client.rpc('complete_lesson', { p_lesson_id: lessonId })),
    );
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    expect(
      results.filter((result) => (result.data as { completed: boolean }).completed).length,
    ).toBeGreaterThan(0);
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 100, completed: true });
    expect(await certificatesOf(student.userId)).toHaveLength(1);
  });

  it('50 parallel calls completing the same last lesson give exactly one certificate', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2] });
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[1]! }),
      ),
    );
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    expect(await certificatesOf(student.userId)).toHaveLength(1);
  });

  it('without total_hours (empty or 0) the workload is the sum of the lesson minutes', async () => {
    const student = await createUser();
    const [empty, zero] = await Promise.all([
      createCourse({ lessonsPerModule: [2, 1], minutes: 30 }),
      createCourse({ lessonsPerModule: [1], minutes: 45 }),
    ]);
    await sql`update public.courses set total_hours = null where id = ${empty.courseId}`;
    await sql`update public.courses set total_hours = 0 where id = ${zero.courseId}`;
    for (const course of [empty, zero]) {
      await enrol(student.userId, course.courseId);
      for (const lessonId of course.lessonIds) {
        await student.client.rpc('complete_lesson', { p_lesson_id: lessonId });
      }
    }
    const rows = await sql<{ course_id: string; workload_minutes: number }[]>`
      select course_id, workload_minutes from public.certificates where user_id = ${student.userId}`;
    expect(Object.fromEntries(rows.map((row) => [row.course_id, row.workload_minutes]))).toEqual({
      [empty.courseId]: 90,
      [zero.courseId]: 45,
    });
  });

  it('removing the lesson a student had left completes the course and issues the certificate', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [3] });
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[1]! });
    expect(await certificatesOf(student.userId)).toEqual([]);
    const removed = await admin.client.from('lessons').delete().eq('id', course.lessonIds[2]!);
    expect(removed.error).toBeNull();
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 100, completed: true });
    expect(await certificatesOf(student.userId)).toHaveLength(1);
  });

  it('is never revoked: a lesson added later reopens the course, the certificate stays, finishing again adds none', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [1] });
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    const [before] = await certificatesOf(student.userId);

    const added = await admin.client
      .from('lessons')
      .insert({
        module_id: course.moduleIds[0]!,
        course_id: course.courseId,
        title: 'Aula nova',
        video_url: 'https://youtu.be/aircAruvnKk',
        duration_minutes: 10,
        order_index: 2,
      })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 50, completed: false });
    expect(await certificatesOf(student.userId)).toEqual([before]);

    await student.client.rpc('complete_lesson', { p_lesson_id: added.data!.id });
    expect(await certificatesOf(student.userId)).toEqual([before]);
  });
});

describe('the snapshot', () => {
  it('later edits of the course, its modules and the profile change nothing, and nobody can update it', async () => {
    const student = await createUser({ fullName: 'João Pereira' });
    const course = await createCourse({ lessonsPerModule: [1, 1], title: 'Kubernetes do Zero' });
    await enrol(student.userId, course.courseId);
    for (const lessonId of course.lessonIds) {
      await student.client.rpc('complete_lesson', { p_lesson_id: lessonId });
    }
    const [issued] = await certificatesOf(student.userId);

    await sql`update public.courses set title = 'Kubernetes Avançado', total_hours = 40 where id = ${course.courseId}`;
    await sql`update public.course_modules set title = 'Outro módulo' where course_id = ${course.courseId}`;
    await sql`update public.profiles set full_name = 'João P. Renomeado' where id = ${student.userId}`;
    expect(await certificatesOf(student.userId)).toEqual([issued]);

    // Not even trusted code (here the superuser) rewrites it.
    await expect(
      sql`update public.certificates set holder_name = 'Outra Pessoa' where user_id = ${student.userId}`,
    ).rejects.toMatchObject({ code: '42501' });
    const adminUpdate = await admin.client
      .from('certificates')
      .update({ title: 'Outro' })
      .eq('verification_code', issued!.verification_code)
      .select();
    expect(adminUpdate.data ?? []).toEqual([]);
    expect(await certificatesOf(student.userId)).toEqual([issued]);

    const verified = await anonClient().rpc('verify_certificate', { p_code: issued!.verification_code });
    expect(verified.data).toMatchObject({
      holder_name: 'João Pereira',
      course_title: 'Kubernetes do Zero',
      workload_minutes: 600,
      syllabus: ['Módulo 1', 'Módulo 2'],
    });
  });

  it('the inserting code cannot choose what the certificate says', async () => {
    const student = await createUser({ fullName: 'Ana Lima' });
    const course = await createCourse({ title: 'Azure Fundamentos' });
    await sql`insert into public.certificates (user_id, course_id, title, holder_name, workload_minutes, syllabus, issued_on, issue_reason)
              values (${student.userId}, ${course.courseId}, 'Forjado', 'Outra Pessoa', 99999, ${['Falso']}, '2000-01-01', 'Emitido pelo teste')`;
    const [row] = await certificatesOf(student.userId);
    expect(row).toMatchObject({
      title: 'Azure Fundamentos',
      holder_name: 'Ana Lima',
      workload_minutes: 600,
      syllabus: ['Módulo 1'],
      issued_on: await saoPauloToday(),
    });
  });

  it('a student without a name gets a neutral holder name, never their e-mail', async () => {
    const student = await createUser();
    await sql`update public.profiles set full_name = null where id = ${student.userId}`;
    const course = await createCourse({ lessonsPerModule: [1] });
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    const [row] = await certificatesOf(student.userId);
    expect(row!.holder_name).toBe('Nome não informado');
  });

  it('the issue date is São Paulo’s: 01:30 UTC is still the day before there', async () => {
    const student = await createUser();
    const course = await createCourse();
    await sql`insert into public.certificates (user_id, course_id, issued_at, issue_reason)
              values (${student.userId}, ${course.courseId}, '2026-03-10 01:30:00+00', 'Emitido pelo teste')`;
    const [row] = await certificatesOf(student.userId);
    expect(row!.issued_on).toBe('2026-03-09');
  });
});

describe('the administrador’s manual issue', () => {
  it('of a certificate already earned says the spec’s duplicate message', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [1] });
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });

    const duplicate = await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
      p_reason: 'Emitido pelo teste',
    });
    expectError(duplicate, '23505');
    expect(userMessage(duplicate.error, 'Erro ao emitir certificado')).toBe(
      'Este aluno já possui certificado para este curso',
    );
    expect(await certificatesOf(student.userId)).toHaveLength(1);
  });

  it('takes the same snapshot, and completing the course afterwards adds no second certificate', async () => {
    const student = await createUser({ fullName: 'Carla Dias' });
    const course = await createCourse({ lessonsPerModule: [1], title: 'DevOps Essencial' });
    await enrol(student.userId, course.courseId);
    const issued = await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
      p_reason: 'Emitido pelo teste',
    });
    expect(issued.error).toBeNull();
    expect(issued.data).toMatchObject({
      title: 'DevOps Essencial',
      holder_name: 'Carla Dias',
      workload_minutes: 600,
      syllabus: ['Módulo 1'],
    });

    const completion = await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    expect(completion.error).toBeNull();
    expect((await certificatesOf(student.userId)).map((row) => row.verification_code)).toEqual([
      issued.data!.verification_code,
    ]);
  });
});

describe('verify_certificate', () => {
  let holder: TestUser;
  let code: string;

  beforeAll(async () => {
    holder = await createUser({ fullName: 'Beatriz Nogueira', phone: '11955556666' });
    const course = await createCourse({ lessonsPerModule: [1, 2], title: 'IA Generativa' });
    await enrol(holder.userId, course.courseId);
    for (const lessonId of course.lessonIds) {
      await holder.client.rpc('complete_lesson', { p_lesson_id: lessonId });
    }
    code = (await certificatesOf(holder.userId))[0]!.verification_code;
  });

  it('answers anyone with exactly the fields the certificate shows', async () => {
    for (const client of [anonClient(), holder.client, (await createUser()).client]) {
      const { data, error } = await client.rpc('verify_certificate', { p_code: code });
      expect(error).toBeNull();
      expect(Object.keys(data as object).sort()).toEqual(PUBLIC_FIELDS);
      expect(data).toEqual({
        verification_code: code,
        holder_name: 'Beatriz Nogueira',
        course_title: 'IA Generativa',
        workload_minutes: 600,
        syllabus: ['Módulo 1', 'Módulo 2'],
        issued_on: await saoPauloToday(),
        revoked_on: null,
        // What the course required and the grade (none required, no quiz or simulado taken).
        requirements: { quizzes: false, practice_exam: false, watching: false, exercises: false },
        quiz_average_percent: null,
        practice_exam_best_score: null,
      });
      // Nothing private travels with it.
      expect(JSON.stringify(data)).not.toMatch(/@|11955556666|[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });

  it('accepts the code as people type it: grouped, without dashes or prefix, lower case, spaces, look-alikes', async () => {
    const body = code.slice(3);
    const typings = [
      formatCertificateCode(code),
      formatCertificateCode(code).toLowerCase(),
      `  ${body.slice(0, 4)} ${body.slice(4, 8)} ${body.slice(8)}  `,
      body,
      `tc${body.toLowerCase()}`,
      `TC--${body.slice(0, 6)}--${body.slice(6)}-`,
      `TC-${body.replaceAll('1', 'l').replaceAll('0', 'O')}`,
    ];
    const anon = anonClient();
    for (const typed of typings) {
      const { data, error } = await anon.rpc('verify_certificate', { p_code: typed });
      expect(error, typed).toBeNull();
      expect((data as { verification_code: string } | null)?.verification_code, typed).toBe(code);
    }
  });

  it('answers null, never an error, for unknown, near or malformed codes', async () => {
    const body = code.slice(3);
    const neighbour = `TC-${body.slice(0, 11)}${body.at(-1) === '2' ? '3' : '2'}`;
    const inputs = [
      neighbour,
      `TC-${body.slice(0, 11)}`,
      `TC-${body}X`,
      `TC-${body.slice(0, 11)}U`,
      `${code} `.repeat(12),
      'X'.repeat(200),
      "TC-' or 1=1 --",
      "'; delete from public.certificates; --",
      '%',
      'TC-%',
      `<script>alert(1)</script>${code}`,
      '',
      '   ',
    ];
    const anon = anonClient();
    for (const input of inputs) {
      const { data, error } = await anon.rpc('verify_certificate', { p_code: input });
      expect(error, input).toBeNull();
      expect(data, input).toBeNull();
    }
    expect(await certificatesOf(holder.userId)).toHaveLength(1);
  });

  it('the app and the database normalise a typed code the same way', async () => {
    const inputs = [
      'tc-7k2m-9qx4-hz8b',
      'TC 7K2M 9QX4 HZ8B',
      '7K2M9QX4HZ8B',
      'TCTC7K2M9QX4',
      'TC7K2M9QX4HZ8B',
      'TC-ILO0-ILO0-ILO0',
      'TC-7K2M-9QX4-HZ8U',
      'TC-7K2M-9QX4-HZ8',
      'TC-7K2M-9QX4-HZ8BB',
      'tc-7k2m-9qx4-hz8b\u00e9',
      `${'-'.repeat(50)}TC7K2M9QX4HZ8B`,
      `${'-'.repeat(51)}TC7K2M9QX4HZ8B`,
      '',
    ];
    for (const input of inputs) {
      const [row] = await sql<{ normalised: string | null }[]>`
        select private.normalize_certificate_code(${input}) as normalised`;
      expect(normalizeCertificateCode(input), input).toBe(row!.normalised);
    }
  });

  it('a certificate deleted with its account no longer verifies', async () => {
    const leaver = await createUser();
    const course = await createCourse({ lessonsPerModule: [1] });
    await enrol(leaver.userId, course.courseId);
    await leaver.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    const [certificate] = await certificatesOf(leaver.userId);
    expect(
      (await anonClient().rpc('verify_certificate', { p_code: certificate!.verification_code })).data,
    ).not.toBeNull();

    const deleted = await leaver.client.rpc('delete_my_account', { p_email_confirmation: leaver.email });
    expect(deleted.error).toBeNull();
    const after = await anonClient().rpc('verify_certificate', { p_code: certificate!.verification_code });
    expect(after.error).toBeNull();
    expect(after.data).toBeNull();
  });
});
