// The threat table of docs/threat-model.md, row by row: each attack is made with
// supabase-js and the publishable key (as anon, aluno and professor where it applies) and must be
// refused by the database; each has an allowed twin proving the rule, not a broken table.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, sql, uniqueEmail, type TestUser } from '../../support/stack';
import {
  createCourse,
  enrol,
  enrollmentOf,
  expectError,
  expectNothing,
  LEARNING_POINTS,
  linkTeacher,
  roleOf,
  OTHER_VIDEO_URL,
  VIDEO_URL,
  type CourseFixture,
  expectDenied,
} from './fixtures';
import { LEGAL } from '@/config/legal';

let aluno: TestUser;
let otherAluno: TestUser;
let professor: TestUser;
let admin: TestUser;
let course: CourseFixture; // aluno and otherAluno enrolled, professor teaches it
let otherCourse: CourseFixture; // nobody enrolled

beforeAll(async () => {
  [aluno, otherAluno, professor, admin] = await Promise.all([
    createUser({ fullName: 'Aluna Atacante', phone: '11911112222' }),
    createUser({ fullName: 'Vítima Silva', phone: '11933334444' }),
    createUser({ role: 'professor', fullName: 'Professor Curioso' }),
    createUser({ role: 'administrador', fullName: 'Admin Geral' }),
  ]);
  [course, otherCourse] = await Promise.all([createCourse(), createCourse()]);
  await sql`update public.profiles set address_street = 'Rua Secreta', address_city = 'Recife',
              address_state = 'PE', address_zipcode = '50000-000' where id = ${otherAluno.userId}`;
  await sql`insert into public.sensitive_user_data (user_id, family_income) values (${otherAluno.userId}, 3200)`;
  await enrol(aluno.userId, course.courseId);
  await enrol(otherAluno.userId, course.courseId);
  await linkTeacher(professor.userId, course.courseId);
});

const attackers = () => [
  { name: 'anon', client: anonClient() },
  { name: 'aluno', client: aluno.client },
  { name: 'professor', client: professor.client },
];

describe('threat 1: profiles of other users', () => {
  it('are not returned to anon, aluno or professor, directly or through embeds', async () => {
    for (const { name, client } of attackers()) {
      const direct = await client.from('profiles').select('*').eq('id', otherAluno.userId);
      expectNothing(direct);
      const all = await client.from('profiles').select('id, phone, address_street');
      expect(
        (all.data ?? []).map((row) => row.id).filter((id) => id !== aluno.userId && id !== professor.userId),
        name,
      ).toEqual([]);
    }
    // Embeds: enrolments of a shared course, the course's enrolments, roles.
    const viaEnrollments = await aluno.client
      .from('enrollments')
      .select('user_id, profiles(id, phone, address_street)')
      .eq('course_id', course.courseId);
    expect(viaEnrollments.data?.map((row) => row.user_id)).toEqual([aluno.userId]);
    const viaCourse = await professor.client
      .from('courses')
      .select('id, enrollments(user_id, profiles(phone))')
      .eq('id', course.courseId);
    expect(viaCourse.data?.[0]?.enrollments ?? []).toEqual([]);
    const viaRoles = await aluno.client.from('user_roles').select('user_id, profiles(phone)');
    expect(viaRoles.data?.map((row) => row.user_id)).toEqual([aluno.userId]);
  });

  it('allowed: the owner reads their own profile and an administrador reads everyone', async () => {
    const own = await otherAluno.client.from('profiles').select('address_street').eq('id', otherAluno.userId);
    expect(own.data).toEqual([{ address_street: 'Rua Secreta' }]);
    const byAdmin = await admin.client
      .from('enrollments')
      .select('user_id, profiles(id, full_name, email)')
      .eq('course_id', course.courseId);
    expect(byAdmin.data?.map((row) => row.profiles?.full_name).sort()).toEqual([
      'Aluna Atacante',
      'Vítima Silva',
    ]);
  });
});

describe('threat 2: sensitive_user_data of anyone else', () => {
  it('returns nothing to anon, aluno or professor', async () => {
    for (const { client } of attackers()) {
      expectNothing(await client.from('sensitive_user_data').select('*').eq('user_id', otherAluno.userId));
    }
  });

  it('cannot be written for someone else', async () => {
    const insert = await aluno.client
      .from('sensitive_user_data')
      .insert({ user_id: professor.userId, family_income: 1 });
    expectDenied(insert);
    const update = await aluno.client
      .from('sensitive_user_data')
      .update({ family_income: 0 })
      .eq('user_id', otherAluno.userId)
      .select();
    expectNothing(update);
    const [row] =
      await sql`select family_income from public.sensitive_user_data where user_id = ${otherAluno.userId}`;
    expect(Number(row?.family_income)).toBe(3200);
    expect(
      await sql`select 1 from public.sensitive_user_data where user_id = ${professor.userId}`,
    ).toHaveLength(0);
  });

  it('allowed: the owner adds and reads their own income, an administrador reads it', async () => {
    const user = await createUser();
    const insert = await user.client
      .from('sensitive_user_data')
      .insert({ user_id: user.userId, family_income: 2500.5 });
    expect(insert.error).toBeNull();
    const own = await user.client.from('sensitive_user_data').select('family_income');
    expect(own.data?.map((row) => Number(row.family_income))).toEqual([2500.5]);
    const byAdmin = await admin.client
      .from('sensitive_user_data')
      .select('family_income')
      .eq('user_id', otherAluno.userId);
    expect(byAdmin.data?.map((row) => Number(row.family_income))).toEqual([3200]);
  });
});

describe('threat 3: writing user_roles', () => {
  it('is refused for anon, aluno and professor and the role stays the same', async () => {
    for (const { name, client } of attackers()) {
      expectDenied(await client.from('user_roles').insert({ user_id: aluno.userId, role: 'administrador' }));
      expectNothing(
        await client
          .from('user_roles')
          .update({ role: 'administrador' })
          .eq('user_id', aluno.userId)
          .select(),
      );
      expectDenied(
        await client.from('user_roles').upsert({ user_id: professor.userId, role: 'administrador' }).select(),
      );
      expectNothing(await client.from('user_roles').delete().eq('user_id', otherAluno.userId).select());
      expect(await roleOf(aluno.userId), name).toEqual(['aluno']);
      expect(await roleOf(professor.userId), name).toEqual(['professor']);
      expect(await roleOf(otherAluno.userId), name).toEqual(['aluno']);
    }
    // Not even an administrador writes the table directly: roles change through set_user_role.
    expectNothing(
      await admin.client
        .from('user_roles')
        .update({ role: 'professor' })
        .eq('user_id', aluno.userId)
        .select(),
    );
    expect(await roleOf(aluno.userId)).toEqual(['aluno']);
  });

  it('allowed: an administrador changes a role with set_user_role', async () => {
    const target = await createUser();
    const result = await admin.client.rpc('set_user_role', { p_user_id: target.userId, p_role: 'professor' });
    expect(result.error).toBeNull();
    expect(await roleOf(target.userId)).toEqual(['professor']);
  });
});

describe('threat 4: claiming a role through user metadata', () => {
  it('sign-up with data.role or updateUser({data:{role}}) still gives aluno and no admin access', async () => {
    const email = uniqueEmail('impostor');
    const client = anonClient();
    const signUp = await client.auth.signUp({
      email,
      password: 'Senha@Forte123',
      options: {
        data: {
          full_name: 'Impostor',
          phone: '11900000000',
          role: 'administrador',
          terms_version: LEGAL.termsVersion,
        },
      },
    });
    expect(signUp.error).toBeNull();
    const userId = signUp.data.user!.id;
    expect(await roleOf(userId)).toEqual(['aluno']);
    const updated = await client.auth.updateUser({ data: { role: 'administrador', is_admin: true } });
    expect(updated.error).toBeNull();
    expect(await roleOf(userId)).toEqual(['aluno']);
    expectError(await client.rpc('get_admin_report'), '42501', 'admin_only');
    expectNothing(await client.from('sensitive_user_data').select('*').eq('user_id', otherAluno.userId));
  });

  it('allowed: the sign-up stores full_name and phone from the metadata', async () => {
    const user = await createUser({ fullName: 'Joana Dias', phone: '11955556666' });
    const profile = await user.client.from('profiles').select('full_name, phone, email').single();
    expect(profile.data).toEqual({ full_name: 'Joana Dias', phone: '11955556666', email: user.email });
  });
});

describe('threat 5: faking progress or enrolling someone else', () => {
  it('own progress/completed cannot be set and nobody else can be enrolled', async () => {
    for (const { name, client } of attackers()) {
      expectNothing(
        await client
          .from('enrollments')
          .update({ progress: 100, completed: true })
          .eq('user_id', aluno.userId)
          .select(),
      );
      expect(await enrollmentOf(aluno.userId, course.courseId), name).toEqual({
        progress: 0,
        completed: false,
      });
      expectDenied(
        await client.from('enrollments').insert({
          user_id: otherAluno.userId,
          course_id: otherCourse.courseId,
          progress: 100,
          completed: true,
        }),
      );
      expectDenied(
        await client.from('enrollments').insert({ user_id: aluno.userId, course_id: otherCourse.courseId }),
      );
    }
    expect(await enrollmentOf(otherAluno.userId, otherCourse.courseId)).toBeNull();
    expect(await enrollmentOf(aluno.userId, otherCourse.courseId)).toBeNull();
  });

  it('allowed: enroll_in_course enrols the caller at 0% and complete_lesson moves the progress', async () => {
    const student = await createUser();
    const fixture = await createCourse({ lessonsPerModule: [2] });
    const enrolled = await student.client.rpc('enroll_in_course', { p_course_id: fixture.courseId });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toMatchObject({ user_id: student.userId, progress: 0, completed: false });
    const done = await student.client.rpc('complete_lesson', { p_lesson_id: fixture.lessonIds[0]! });
    expect(done.error).toBeNull();
    expect(await enrollmentOf(student.userId, fixture.courseId)).toEqual({ progress: 50, completed: false });
  });
});

describe('threat 6: minting a certificate', () => {
  it('insert into certificates or issue_certificate as aluno/professor is refused', async () => {
    for (const { name, client } of attackers()) {
      expectDenied(
        await client.from('certificates').insert({
          user_id: aluno.userId,
          course_id: course.courseId,
          title: 'Falso',
          holder_name: 'Aluna Atacante',
          workload_minutes: 60,
          syllabus: [],
          issued_on: '2026-01-01',
        }),
      );
      const rpc = await client.rpc('issue_certificate', {
        p_user_id: aluno.userId,
        p_course_id: course.courseId,
        p_reason: 'Emitido pelo teste',
      });
      expect(rpc.error?.code, name).toBe('42501');
    }
    expect(await sql`select 1 from public.certificates where user_id = ${aluno.userId}`).toHaveLength(0);
  });

  it('allowed: an administrador issues it', async () => {
    const student = await createUser();
    const issued = await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: otherCourse.courseId,
      p_reason: 'Emitido pelo teste',
    });
    expect(issued.error).toBeNull();
    const own = await student.client.from('certificates').select('course_id, verification_code');
    expect(own.data).toEqual([
      { course_id: otherCourse.courseId, verification_code: issued.data?.verification_code },
    ]);
  });
});

describe('threat 7: writing lesson_progress', () => {
  it('for another user or for a course not enrolled in is refused', async () => {
    for (const { name, client } of attackers()) {
      expectDenied(
        await client
          .from('lesson_progress')
          .upsert(
            { user_id: otherAluno.userId, lesson_id: course.lessonIds[0]!, completed: true },
            { onConflict: 'user_id,lesson_id' },
          )
          .select(),
      );
      expectDenied(
        await client
          .from('lesson_progress')
          .insert({ user_id: aluno.userId, lesson_id: otherCourse.lessonIds[0]!, completed: true }),
      );
      const rpc = await client.rpc('complete_lesson', { p_lesson_id: otherCourse.lessonIds[0]! });
      expect(rpc.error?.code, name).toBe('42501');
    }
    expect(await sql`select 1 from public.lesson_progress where user_id = ${otherAluno.userId}`).toHaveLength(
      0,
    );
    expect(
      await sql`select 1 from public.lesson_progress where lesson_id = any(${otherCourse.lessonIds}::uuid[])`,
    ).toHaveLength(0);
  });

  it('allowed: an enrolled student completes a lesson of their course', async () => {
    const student = await createUser();
    await enrol(student.userId, otherCourse.courseId);
    const done = await student.client.rpc('complete_lesson', { p_lesson_id: otherCourse.lessonIds[1]! });
    expect(done.error).toBeNull();
    const own = await student.client.from('lesson_progress').select('lesson_id, completed');
    expect(own.data).toEqual([{ lesson_id: otherCourse.lessonIds[1], completed: true }]);
  });
});

describe('threat 8: video URLs of courses not enrolled in', () => {
  it('are not returned to anon, a non-enrolled aluno or an unlinked professor', async () => {
    const outsider = await createUser({ role: 'professor' });
    for (const client of [anonClient(), aluno.client, professor.client, outsider.client]) {
      expectNothing(
        await client.from('lessons').select('id, video_url').eq('course_id', otherCourse.courseId),
      );
      const embedded = await client
        .from('course_modules')
        .select('id, lessons(video_url)')
        .eq('course_id', otherCourse.courseId);
      for (const module of embedded.data ?? []) expect(module.lessons).toEqual([]);
    }
  });

  it('allowed: enrolled students, linked teachers and administradores read them', async () => {
    for (const client of [aluno.client, professor.client, admin.client]) {
      // Rows come in no particular order: each lesson is checked by its id.
      const lessons = await client.from('lessons').select('id, video_url').eq('course_id', course.courseId);
      expect(Object.fromEntries((lessons.data ?? []).map((lesson) => [lesson.id, lesson.video_url]))).toEqual(
        {
          [course.lessonIds[0]!]: VIDEO_URL,
          [course.lessonIds[1]!]: OTHER_VIDEO_URL,
          [course.lessonIds[2]!]: OTHER_VIDEO_URL,
        },
      );
    }
  });

  it('a free preview lesson is the one exception: its video is readable by anyone, the others stay hidden', async () => {
    const previewCourse = await createCourse({ lessonsPerModule: [3] });
    const [previewId, lockedId] = previewCourse.lessonIds;
    await sql`update public.lessons set is_preview = true where id = ${previewId!}`;
    for (const client of [anonClient(), aluno.client, professor.client]) {
      const rows = await client
        .from('lessons')
        .select('id, video_url')
        .eq('course_id', previewCourse.courseId);
      expect(rows.data).toEqual([{ id: previewId, video_url: VIDEO_URL }]);
      expectNothing(await client.from('lessons').select('video_url').eq('id', lockedId!));
    }
  });
});

describe('threat 17: video_url of a non-preview lesson by any path when not enrolled', () => {
  let target: CourseFixture; // one preview lesson (the first), two locked ones; nobody enrolled
  let inactive: CourseFixture; // inactive course whose first lesson is marked preview

  beforeAll(async () => {
    [target, inactive] = await Promise.all([
      createCourse({ lessonsPerModule: [1, 2] }),
      createCourse({ active: false }),
    ]);
    await sql`update public.lessons set is_preview = true
              where id in (${target.lessonIds[0]!}, ${inactive.lessonIds[0]!})`;
    await sql`update public.lessons set video_url = 'https://vimeo.com/76979871'
              where id = ${target.lessonIds[1]!}`;
  });

  const outsiders = () => [
    { name: 'anon', client: anonClient() },
    { name: 'aluno not enrolled', client: aluno.client },
    { name: 'professor not linked', client: professor.client },
  ];

  it('no read of lessons returns a locked lesson: filters, embeds, counts, the outline table', async () => {
    const locked = target.lessonIds.slice(1);
    for (const { name, client } of outsiders()) {
      // Filters on the secret itself, on ids, on the module.
      const byUrl = await client.from('lessons').select('id').like('video_url', '%vimeo%');
      expect(
        (byUrl.data ?? []).filter((row) => locked.includes(row.id)),
        name,
      ).toEqual([]);
      expectNothing(await client.from('lessons').select('id').in('id', locked));
      expectNothing(await client.from('lessons').select('id').eq('module_id', target.moduleIds[1]!));
      // Counts see only what the viewer may read: the preview lesson.
      const counted = await client
        .from('lessons')
        .select('id', { count: 'exact', head: true })
        .eq('course_id', target.courseId);
      expect(counted.count ?? 0, name).toBe(1);
      // Embeds from the course and from the modules.
      const viaCourse = await client
        .from('courses')
        .select('id, lessons(id, video_url)')
        .eq('id', target.courseId)
        .single();
      expect(
        viaCourse.data?.lessons.map((row) => row.id),
        name,
      ).toEqual([target.lessonIds[0]]);
      const viaModules = await client
        .from('course_modules')
        .select('id, lessons(id, video_url)')
        .eq('course_id', target.courseId);
      expect(
        viaModules.data?.flatMap((module) => module.lessons.map((row) => row.id)),
        name,
      ).toEqual([target.lessonIds[0]]);
      // The public outline has every lesson, and no column that holds a link.
      const outline = await client
        .from('lesson_outlines')
        .select('*')
        .eq('course_id', target.courseId)
        .order('order_index');
      expect(outline.data, name).toHaveLength(3);
      for (const row of outline.data ?? []) {
        expect(Object.keys(row).sort(), name).toEqual([
          'course_id',
          'created_at',
          'duration_minutes',
          'id',
          'is_preview',
          'module_id',
          'order_index',
          'title',
        ]);
        expect(JSON.stringify(row)).not.toMatch(/youtube|vimeo/);
      }
      // An inactive course's preview lesson is not public either.
      expectNothing(await client.from('lessons').select('video_url').eq('course_id', inactive.courseId));
      expectNothing(await client.from('lesson_outlines').select('id').eq('course_id', inactive.courseId));
    }
  });

  it('the outline cannot be written by anyone but the lessons trigger', async () => {
    for (const { client } of [...outsiders(), { name: 'admin', client: admin.client }]) {
      expectNothing(
        await client
          .from('lesson_outlines')
          .update({ is_preview: true })
          .eq('id', target.lessonIds[1]!)
          .select(),
      );
    }
    const [row] = await sql`select is_preview from public.lesson_outlines where id = ${target.lessonIds[1]!}`;
    expect(row?.is_preview).toBe(false);
  });

  it('allowed: the preview video for anyone; every video once enrolled; the outline follows the lessons', async () => {
    for (const { name, client } of outsiders()) {
      const preview = await client.from('lessons').select('video_url').eq('id', target.lessonIds[0]!);
      expect(preview.data, name).toEqual([{ video_url: VIDEO_URL }]);
    }
    const student = await createUser();
    await enrol(student.userId, target.courseId);
    const all = await student.client.from('lessons').select('id').eq('course_id', target.courseId);
    expect(all.data).toHaveLength(3);

    // An administrador renames a lesson and unmarks the preview: the outline and the rule follow.
    const update = await admin.client
      .from('lessons')
      .update({ title: 'Aula renomeada', is_preview: false })
      .eq('id', target.lessonIds[0]!)
      .select('id');
    expect(update.error).toBeNull();
    const outline = await anonClient()
      .from('lesson_outlines')
      .select('title, is_preview')
      .eq('id', target.lessonIds[0]!)
      .single();
    expect(outline.data).toEqual({ title: 'Aula renomeada', is_preview: false });
    expectNothing(await anonClient().from('lessons').select('id').eq('course_id', target.courseId));
    await admin.client.from('lessons').delete().eq('id', target.lessonIds[2]!);
    expect(await sql`select 1 from public.lesson_outlines where id = ${target.lessonIds[2]!}`).toHaveLength(
      0,
    );
  });
});

describe('threat 9: inactive catalogue items and writes as anon', () => {
  let inactiveCourse: CourseFixture;
  let inactiveBookId: string;
  let inactivePlanId: string;

  beforeAll(async () => {
    inactiveCourse = await createCourse({ active: false });
    const [book] = await sql`insert into public.books (title, author, topics, benefits, is_active)
      values ('Livro inativo', 'Autora', ${['Nuvem']}, ${['Prático']}, false) returning id`;
    const [plan] = await sql`insert into public.pricing_plans (name, price, cta, cta_link, is_active)
      values ('Plano inativo', 'R$ 1,00', 'Assinar', 'https://example.com/pagar', false) returning id`;
    inactiveBookId = book!.id;
    inactivePlanId = plan!.id;
  });

  it('inactive rows are invisible and writes are refused for anon', async () => {
    const anon = anonClient();
    expectNothing(await anon.from('courses').select('id').eq('id', inactiveCourse.courseId));
    expectNothing(await anon.from('course_modules').select('id').eq('course_id', inactiveCourse.courseId));
    expectNothing(await anon.from('books').select('id').eq('id', inactiveBookId));
    expectNothing(await anon.from('pricing_plans').select('id').eq('id', inactivePlanId));

    expectNothing(
      await anon.from('courses').update({ is_active: true }).eq('id', inactiveCourse.courseId).select(),
    );
    expectNothing(await anon.from('books').update({ is_active: true }).eq('id', inactiveBookId).select());
    expectNothing(await anon.from('pricing_plans').delete().eq('id', inactivePlanId).select());
    expectDenied(
      await anon
        .from('books')
        .insert({ title: 'Pirata', author: 'X', topics: ['a'], benefits: ['b'] })
        .select(),
    );
    const [state] = await sql`select
      (select is_active from public.courses where id = ${inactiveCourse.courseId}) as course,
      (select is_active from public.books where id = ${inactiveBookId}) as book,
      (select count(*)::int from public.pricing_plans where id = ${inactivePlanId}) as plans`;
    expect(state).toEqual({ course: false, book: false, plans: 1 });
  });

  it('allowed: anon sees active items, an administrador sees inactive ones', async () => {
    const anon = anonClient();
    const visible = await anon.from('courses').select('id').eq('id', course.courseId);
    expect(visible.data).toEqual([{ id: course.courseId }]);
    expect(
      (await admin.client.from('courses').select('id').eq('id', inactiveCourse.courseId)).data,
    ).toHaveLength(1);
    expect((await admin.client.from('books').select('id').eq('id', inactiveBookId)).data).toHaveLength(1);
    expect(
      (await admin.client.from('pricing_plans').select('id').eq('id', inactivePlanId)).data,
    ).toHaveLength(1);
  });
});

describe('threat 10: catalogue and teacher tables written by non-administradores', () => {
  it('every write is refused for aluno and professor', async () => {
    for (const client of [aluno.client, professor.client]) {
      expectDenied(
        await client.from('courses').insert({
          slug: `pirata-${randomUUID().slice(0, 6)}`,
          title: 'Pirata',
          learning_points: LEARNING_POINTS,
        }),
      );
      expectNothing(
        await client.from('courses').update({ title: 'Hackeado' }).eq('id', course.courseId).select(),
      );
      expectNothing(await client.from('courses').delete().eq('id', otherCourse.courseId).select());
      expectDenied(
        await client.from('course_modules').insert({ course_id: course.courseId, title: 'Pirata' }),
      );
      expectNothing(
        await client
          .from('course_modules')
          .update({ title: 'Hackeado' })
          .eq('id', course.moduleIds[0]!)
          .select(),
      );
      expectDenied(
        await client.from('lessons').insert({
          module_id: course.moduleIds[0]!,
          course_id: course.courseId,
          title: 'Pirata',
          video_url: VIDEO_URL,
          duration_minutes: 5,
        }),
      );
      expectNothing(
        await client.from('lessons').update({ title: 'Hackeada' }).eq('id', course.lessonIds[0]!).select(),
      );
      expectNothing(await client.from('lessons').delete().eq('id', course.lessonIds[0]!).select());
      expectDenied(
        await client.from('books').insert({ title: 'Pirata', author: 'X', topics: ['a'], benefits: ['b'] }),
      );
      expectDenied(
        await client
          .from('pricing_plans')
          .insert({ name: 'Pirata', price: '0', cta: 'x', cta_link: 'https://example.com' }),
      );
      expectDenied(await client.from('teacher_docs').insert({ user_id: aluno.userId, bio: 'Eu ensino' }));
      expectNothing(
        await client
          .from('teacher_docs')
          .update({ status: 'ativo' })
          .eq('user_id', professor.userId)
          .select(),
      );
      expectDenied(
        await client
          .from('teacher_courses')
          .insert({ teacher_id: professor.userId, course_id: otherCourse.courseId }),
      );
      expectNothing(
        await client.from('teacher_courses').delete().eq('teacher_id', professor.userId).select(),
      );
    }
    const [state] = await sql`select
      (select title from public.courses where id = ${course.courseId}) as title,
      (select count(*)::int from public.courses where id = ${otherCourse.courseId}) as other_course,
      (select count(*)::int from public.course_modules where course_id = ${course.courseId}) as modules,
      (select count(*)::int from public.lessons where course_id = ${course.courseId}) as lessons,
      (select count(*)::int from public.teacher_docs where user_id = ${aluno.userId}) as aluno_docs,
      (select count(*)::int from public.teacher_courses where teacher_id = ${professor.userId}) as links`;
    expect(state).toEqual({
      title: `Curso ${course.slug}`,
      other_course: 1,
      modules: 1,
      lessons: 3,
      aluno_docs: 0,
      links: 1,
    });
  });

  it('allowed: an administrador writes all of them', async () => {
    const slug = `admin-${randomUUID().slice(0, 8)}`;
    const created = await admin.client
      .from('courses')
      .insert({ slug, title: 'Curso do Admin', learning_points: LEARNING_POINTS })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const courseId = created.data!.id;
    const module = await admin.client
      .from('course_modules')
      .insert({ course_id: courseId, title: 'Módulo' })
      .select('id, order_index')
      .single();
    expect(module.data?.order_index).toBe(1);
    const lesson = await admin.client
      .from('lessons')
      // course_id sent by the browser is replaced by the module's course.
      .insert({
        module_id: module.data!.id,
        course_id: otherCourse.courseId,
        title: 'Aula',
        video_url: VIDEO_URL,
        duration_minutes: 12,
      })
      .select('course_id, order_index')
      .single();
    expect(lesson.data).toEqual({ course_id: courseId, order_index: 1 });
    const book = await admin.client
      .from('books')
      .insert({ title: 'Livro', author: 'Autora', topics: ['Nuvem'], benefits: ['Prático'] })
      .select('order_index, is_active, reviews')
      .single();
    expect(book.data).toEqual({ order_index: 0, is_active: true, reviews: 0 });
    const plan = await admin.client
      .from('pricing_plans')
      .insert({
        name: 'Plano',
        price: 'R$ 10',
        cta: 'Assinar',
        cta_link: 'https://example.com/p',
        order_index: 9,
      })
      .select('is_active, is_popular')
      .single();
    expect(plan.data).toEqual({ is_active: true, is_popular: false });
    const teacher = await createUser({ role: 'professor' });
    expect(
      (await admin.client.from('teacher_docs').insert({ user_id: teacher.userId, bio: 'Bio' })).error,
    ).toBeNull();
    expect(
      (await admin.client.from('teacher_courses').insert({ teacher_id: teacher.userId, course_id: courseId }))
        .error,
    ).toBeNull();
    const removed = await admin.client.from('courses').delete().eq('id', courseId).select('id');
    expect(removed.data).toEqual([{ id: courseId }]);
  });

  it('the teacher RPCs (update_teacher, delete_teacher) refuse anon, aluno and professor', async () => {
    const teacher = await createUser({ role: 'professor' });
    await sql`insert into public.teacher_docs (user_id, bio) values (${teacher.userId}, 'Bio original')`;
    await linkTeacher(teacher.userId, course.courseId);
    for (const { name, client } of [...attackers(), { name: 'the teacher', client: teacher.client }]) {
      const edit = await client.rpc('update_teacher', {
        p_user_id: teacher.userId,
        p_bio: 'Hackeado',
        p_specialization_course_id: otherCourse.courseId,
      });
      expect(edit.error?.code, name).toBe('42501');
      const removal = await client.rpc('delete_teacher', { p_user_id: teacher.userId });
      expect(removal.error?.code, name).toBe('42501');
    }
    const [state] = await sql`select
      (select bio from public.teacher_docs where user_id = ${teacher.userId}) as bio,
      (select array_agg(course_id::text) from public.teacher_courses where teacher_id = ${teacher.userId}) as links`;
    expect(state).toEqual({ bio: 'Bio original', links: [course.courseId] });
    expect(await roleOf(teacher.userId)).toEqual(['professor']);
  });

  it('allowed: an administrador edits and deletes a teacher through them', async () => {
    const teacher = await createUser({ role: 'professor' });
    const edit = await admin.client.rpc('update_teacher', {
      p_user_id: teacher.userId,
      p_bio: 'Bio do admin',
      p_specialization_course_id: otherCourse.courseId,
    });
    expect(edit.error).toBeNull();
    expect(edit.data?.bio).toBe('Bio do admin');
    const removal = await admin.client.rpc('delete_teacher', { p_user_id: teacher.userId });
    expect(removal.error).toBeNull();
    expect(await roleOf(teacher.userId)).toEqual(['aluno']);
  });
});

// A real 2×2 PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

describe('threat 11: the product-images bucket as non-administrador', () => {
  const bucket = 'product-images';
  const objectExists = async (name: string) =>
    (await sql`select 1 from storage.objects where bucket_id = ${bucket} and name = ${name}`).length === 1;

  it('upload, overwrite, delete and list are refused', async () => {
    const existing = `general/${Date.now()}-${randomUUID().slice(0, 8)}.png`;
    const upload = await admin.client.storage
      .from(bucket)
      .upload(existing, TINY_PNG, { contentType: 'image/png' });
    expect(upload.error).toBeNull();

    for (const { name, client } of attackers()) {
      const fresh = `general/${Date.now()}-${randomUUID().slice(0, 8)}.png`;
      const created = await client.storage.from(bucket).upload(fresh, TINY_PNG, { contentType: 'image/png' });
      expect(created.error, name).not.toBeNull();
      expect(await objectExists(fresh), name).toBe(false);

      const overwrite = await client.storage
        .from(bucket)
        .upload(existing, TINY_PNG, { contentType: 'image/png', upsert: true });
      expect(overwrite.error, name).not.toBeNull();
      const update = await client.storage
        .from(bucket)
        .update(existing, TINY_PNG, { contentType: 'image/png' });
      expect(update.error, name).not.toBeNull();

      const removed = await client.storage.from(bucket).remove([existing]);
      expect(removed.data ?? [], name).toEqual([]);
      expect(await objectExists(existing), name).toBe(true);

      const listed = await client.storage.from(bucket).list('general');
      expect(listed.data ?? [], name).toEqual([]);
    }

    // Reading one object by its public URL needs no policy.
    const { data } = anonClient().storage.from(bucket).getPublicUrl(existing);
    expect((await fetch(data.publicUrl)).status).toBe(200);
    await admin.client.storage.from(bucket).remove([existing]);
  });

  it('allowed: an administrador uploads, lists, overwrites and deletes; the bucket limits type and size', async () => {
    const name = `books/${Date.now()}-${randomUUID().slice(0, 8)}.png`;
    const storage = admin.client.storage.from(bucket);
    expect(
      (await storage.upload(name, TINY_PNG, { contentType: 'image/png', cacheControl: '3600' })).error,
    ).toBeNull();
    // Supabase lists names relative to the folder, the local stack full paths: accept both.
    const listed = (await storage.list('books')).data?.map((object) => object.name) ?? [];
    expect(listed.some((entry) => name.endsWith(entry))).toBe(true);
    expect(
      (await storage.upload(name, TINY_PNG, { contentType: 'image/png', upsert: true })).error,
    ).toBeNull();
    expect((await storage.remove([name])).data).toHaveLength(1);
    expect(await objectExists(name)).toBe(false);

    const pdf = await storage.upload(`general/${randomUUID()}.pdf`, Buffer.from('%PDF-1.4'), {
      contentType: 'application/pdf',
    });
    expect(pdf.error && { statusCode: pdf.error.statusCode, message: pdf.error.message }).toEqual({
      statusCode: '415',
      message: 'mime type application/pdf is not supported. Supported: image/jpeg, image/png, image/webp',
    });
    // The 300 KB limit is checked on the bucket row: uploading 300 KB to prove it makes the local
    // server drop the connection mid-body, which breaks other requests sharing the test gateway.
    const [limits] =
      await sql`select public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id = ${bucket}`;
    expect(limits).toEqual({
      public: true,
      file_size_limit: 307_200,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    });
  });
});

describe('threat 12: create-teacher without an administrador JWT', () => {
  const body = () => ({
    email: uniqueEmail('professor-novo'),
    password: 'Senha@Forte123',
    fullName: 'Professora Nova',
    bio: 'Bio',
    specialization: 'AWS',
  });
  const status = (error: unknown) => (error as { context?: Response } | null)?.context?.status;

  it('answers 401 / 403 and creates nothing', async () => {
    const request = body();
    const asAnon = await anonClient().functions.invoke('create-teacher', { body: request });
    expect(status(asAnon.error)).toBe(401);
    for (const client of [aluno.client, professor.client]) {
      const response = await client.functions.invoke('create-teacher', { body: request });
      const context = (response.error as { context?: Response } | null)?.context;
      expect(status(response.error), await context?.clone().text()).toBe(403);
    }
    expect(await sql`select 1 from public.profiles where email = ${request.email}`).toHaveLength(0);
  });

  it('allowed: an administrador creates a professor with a teacher record', async () => {
    const request = { ...body(), courseId: course.courseId };
    const response = await admin.client.functions.invoke('create-teacher', { body: request });
    expect(response.error).toBeNull();
    const [created] = await sql`select r.role::text as role, d.status::text as status
      from public.profiles p join public.user_roles r on r.user_id = p.id
      join public.teacher_docs d on d.user_id = p.id where p.email = ${request.email}`;
    expect(created).toEqual({ role: 'professor', status: 'ativo' });
  });

  it('its service-role-only steps refuse anon and every signed-in role, administrador included', async () => {
    const victim = await createUser();
    for (const { name, client } of [...attackers(), { name: 'administrador', client: admin.client }]) {
      const setup = await client.rpc('setup_teacher_account', {
        p_user_id: victim.userId,
        p_full_name: 'Professor Forjado',
      });
      expect(setup.error?.code, name).toBe('42501');
      const discard = await client.rpc('discard_teacher_account', { p_user_id: victim.userId });
      expect(discard.error?.code, name).toBe('42501');
    }
    expect(await roleOf(victim.userId)).toEqual(['aluno']);
    expect(await sql`select 1 from auth.users where id = ${victim.userId}`).toHaveLength(1);
  });

  it('allowed: the service role (the function itself) runs them', async () => {
    const fresh = await createUser();
    const setup = await serviceClient().rpc('setup_teacher_account', {
      p_user_id: fresh.userId,
      p_full_name: 'Professora Legítima',
    });
    expect(setup.error).toBeNull();
    expect(await roleOf(fresh.userId)).toEqual(['professor']);
    const bare = await createUser();
    const discard = await serviceClient().rpc('discard_teacher_account', { p_user_id: bare.userId });
    expect(discard.data).toBe(true);
    expect(await sql`select 1 from auth.users where id = ${bare.userId}`).toHaveLength(0);
  });
});

describe('threat 13: own is_active / created_at', () => {
  it('cannot be changed by the user', async () => {
    const user = await createUser();
    const [before] =
      await sql`select is_active, created_at, email from public.profiles where id = ${user.userId}`;
    expectDenied(
      await user.client.from('profiles').update({ is_active: false }).eq('id', user.userId).select(),
    );
    expectDenied(
      await user.client
        .from('profiles')
        .update({ created_at: '2000-01-01T00:00:00Z' })
        .eq('id', user.userId)
        .select(),
    );
    expectDenied(
      await user.client
        .from('profiles')
        .update({ email: 'outro@example.com' })
        .eq('id', user.userId)
        .select(),
    );
    const [after] =
      await sql`select is_active, created_at, email from public.profiles where id = ${user.userId}`;
    expect(after).toEqual(before);
  });

  it('allowed: the user updates their address; an administrador deactivates them with set_user_active', async () => {
    const user = await createUser();
    const update = await user.client
      .from('profiles')
      .update({
        address_street: 'Rua das Flores',
        address_number: '10',
        address_city: 'Curitiba',
        address_state: 'PR',
        address_zipcode: '80010-000',
      })
      .eq('id', user.userId)
      .select('address_city, address_state')
      .single();
    expect(update.data).toEqual({ address_city: 'Curitiba', address_state: 'PR' });
    const deactivated = await admin.client.rpc('set_user_active', {
      p_user_id: user.userId,
      p_active: false,
    });
    expect(deactivated.error).toBeNull();
    expect(deactivated.data?.is_active).toBe(false);
  });
});

describe('threat 14: security definer helpers over /rest/v1/rpc', () => {
  it('private helpers are not reachable and admin RPCs refuse others', async () => {
    for (const { client } of attackers()) {
      for (const helper of ['is_admin', 'has_role', 'my_course_ids', 'is_active_user', 'require_admin']) {
        const result = await (client.rpc as (name: string, args?: object) => ReturnType<typeof client.rpc>)(
          helper,
          helper === 'has_role' ? { p_role: 'administrador' } : {},
        );
        expect(result.error, helper).not.toBeNull();
        expect(result.data).toBeNull();
      }
      const report = await client.rpc('get_admin_report');
      expect(report.error?.code).toBe('42501');
      expect(report.data).toBeNull();
      const role = await client.rpc('set_user_role', { p_user_id: aluno.userId, p_role: 'administrador' });
      expect(role.error?.code).toBe('42501');
    }
    expect(await roleOf(aluno.userId)).toEqual(['aluno']);
  });

  it('allowed: an administrador gets the report', async () => {
    const report = await admin.client.rpc('get_admin_report');
    expect(report.error).toBeNull();
    expect(Object.keys(report.data as object).sort()).toEqual([
      'administrators',
      'certificates',
      'courses',
      'enrollments',
      'lessons',
      'students',
      'teachers',
      'total_users',
    ]);
  });
});

describe('threat 15: a deactivated user keeps using the app', () => {
  it('is blocked from protected data until reactivated', async () => {
    const student = await createUser();
    const fixture = await createCourse({ lessonsPerModule: [2] });
    const spare = await createCourse({ lessonsPerModule: [1] });
    await enrol(student.userId, fixture.courseId);
    await admin.client.rpc('set_user_active', { p_user_id: student.userId, p_active: false });

    expectError(
      await student.client.rpc('enroll_in_course', { p_course_id: spare.courseId }),
      '42501',
      'account_inactive',
    );
    expectError(await student.client.rpc('complete_lesson', { p_lesson_id: fixture.lessonIds[0]! }), '42501');
    expectError(await student.client.rpc('get_student_dashboard'), '42501', 'account_inactive');
    expectError(await student.client.rpc('get_profile_stats'), '42501');
    expectNothing(
      await student.client.from('lessons').select('id, video_url').eq('course_id', fixture.courseId),
    );
    expectNothing(await student.client.from('enrollments').select('id'));
    expectNothing(
      await student.client
        .from('profiles')
        .update({ address_city: 'Natal' })
        .eq('id', student.userId)
        .select(),
    );
    // A deactivated administrador is not an administrador.
    const formerAdmin = await createUser({ role: 'administrador' });
    await sql`update public.profiles set is_active = false where id = ${formerAdmin.userId}`;
    expectError(await formerAdmin.client.rpc('get_admin_report'), '42501');
    expectNothing(await formerAdmin.client.from('profiles').select('id').eq('id', otherAluno.userId));

    // Allowed twin: reactivated, everything works again.
    expect(
      (await admin.client.rpc('set_user_active', { p_user_id: student.userId, p_active: true })).error,
    ).toBeNull();
    expect(
      (await student.client.rpc('complete_lesson', { p_lesson_id: fixture.lessonIds[0]! })).error,
    ).toBeNull();
    expect(
      (await student.client.from('lessons').select('id').eq('course_id', fixture.courseId)).data,
    ).toHaveLength(2);
    expect((await student.client.rpc('get_student_dashboard')).error).toBeNull();
  });
});

describe('threat 18: another student’s watch position, or a position past the lesson’s end', () => {
  it('a position is always the caller’s own row; reading others’ rows returns nothing', async () => {
    const lessonId = course.lessonIds[0]!;
    await sql`insert into public.watch_positions (user_id, lesson_id, position_seconds)
              values (${otherAluno.userId}, ${lessonId}, 300)`;
    // There is no parameter naming a user: the write lands on the caller's own row.
    const saved = await aluno.client.rpc('save_watch_position', {
      p_lesson_id: lessonId,
      p_position_seconds: 7,
    });
    expect(saved.error).toBeNull();
    const rows = await sql<{ user_id: string; position_seconds: number }[]>`
      select user_id, position_seconds from public.watch_positions where lesson_id = ${lessonId} order by position_seconds`;
    expect(rows).toEqual([
      { user_id: aluno.userId, position_seconds: 7 },
      { user_id: otherAluno.userId, position_seconds: 300 },
    ]);
    // Direct writes are refused for everyone, an administrador included.
    for (const client of [anonClient(), aluno.client, professor.client, admin.client]) {
      expectNothing(
        await client
          .from('watch_positions')
          .update({ position_seconds: 0 })
          .eq('user_id', otherAluno.userId)
          .select(),
      );
      expectDenied(
        await client
          .from('watch_positions')
          .insert({ user_id: otherAluno.userId, lesson_id: course.lessonIds[1]!, position_seconds: 1 })
          .select(),
      );
      const read = await client.from('watch_positions').select('user_id').eq('user_id', otherAluno.userId);
      expectNothing(read);
    }
    const [other] = await sql`select position_seconds from public.watch_positions
                              where user_id = ${otherAluno.userId} and lesson_id = ${lessonId}`;
    expect(other?.position_seconds).toBe(300);
    // anon cannot call the RPC at all.
    expectDenied(
      await anonClient().rpc('save_watch_position', { p_lesson_id: lessonId, p_position_seconds: 1 }),
    );
  });

  it('a lesson of a course the caller is not enrolled in is refused; past the end is clamped', async () => {
    expectError(
      await aluno.client.rpc('save_watch_position', {
        p_lesson_id: otherCourse.lessonIds[0]!,
        p_position_seconds: 10,
      }),
      '42501',
      'not_enrolled',
    );
    expect(
      await sql`select 1 from public.watch_positions where lesson_id = ${otherCourse.lessonIds[0]!}`,
    ).toHaveLength(0);
    // Lessons of the fixture last 10 minutes: 600 s at most, 0 at least.
    const past = await aluno.client.rpc('save_watch_position', {
      p_lesson_id: course.lessonIds[1]!,
      p_position_seconds: 99_999,
    });
    expect(past.data).toMatchObject({ lesson_id: course.lessonIds[1], position_seconds: 600 });
    const before = await aluno.client.rpc('save_watch_position', {
      p_lesson_id: course.lessonIds[2]!,
      p_position_seconds: -30,
    });
    expect(before.data).toMatchObject({ lesson_id: course.lessonIds[2], position_seconds: 0 });
  });

  it('allowed: the owner reads their own positions', async () => {
    const own = await aluno.client
      .from('watch_positions')
      .select('lesson_id, position_seconds')
      .order('position_seconds');
    expect(own.data?.map((row) => row.position_seconds)).toEqual([0, 7, 600]);
  });
});

describe('threat 19: listing or enumerating certificates; private fields by code', () => {
  let victimCode: string;
  let certifiedCourse: CourseFixture;

  beforeAll(async () => {
    // otherAluno earns a certificate in a course the professor teaches.
    certifiedCourse = await createCourse({ lessonsPerModule: [1], title: 'Curso Certificado' });
    await enrol(otherAluno.userId, certifiedCourse.courseId);
    await linkTeacher(professor.userId, certifiedCourse.courseId);
    const completion = await otherAluno.client.rpc('complete_lesson', {
      p_lesson_id: certifiedCourse.lessonIds[0]!,
    });
    expect(completion.error).toBeNull();
    const [row] = await sql<{ verification_code: string }[]>`
      select verification_code from public.certificates
      where user_id = ${otherAluno.userId} and course_id = ${certifiedCourse.courseId}`;
    victimCode = row!.verification_code;
  });

  it('anon, another aluno and the course’s professor list, filter, count or embed nothing', async () => {
    for (const { name, client } of attackers()) {
      expectNothing(await client.from('certificates').select('*'));
      expectNothing(await client.from('certificates').select('*').eq('verification_code', victimCode));
      expectNothing(await client.from('certificates').select('*').like('verification_code', 'TC-%'));
      expectNothing(await client.from('certificates').select('*').eq('user_id', otherAluno.userId));
      const counted = await client.from('certificates').select('id', { count: 'exact', head: true });
      expect({ count: counted.count, error: counted.error }, name).toEqual({ count: 0, error: null });
      const viaCourse = await client
        .from('courses')
        .select('id, certificates(verification_code, holder_name)')
        .eq('id', certifiedCourse.courseId);
      expect(viaCourse.error, name).toBeNull();
      expect(
        (viaCourse.data ?? []).flatMap((row) => (row as { certificates?: unknown[] }).certificates ?? []),
        name,
      ).toEqual([]);
      expect((await client.rpc('admin_list_certificates', { p_search: 'Vítima' })).error?.code, name).toBe(
        '42501',
      );
    }
  });

  // Limit for about 20 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('verify_certificate answers one exact code: no pattern, prefix or near code, and no private field', async () => {
    const body = victimCode.slice(3);
    for (const { name, client } of attackers()) {
      for (const probe of [
        '%',
        'TC-%',
        '_',
        `TC-${body.slice(0, 8)}`,
        `TC-${body.slice(0, 11)}_`,
        "' or ''='",
      ]) {
        const { data, error } = await client.rpc('verify_certificate', { p_code: probe });
        expect(error, `${name} ${probe}`).toBeNull();
        expect(data, `${name} ${probe}`).toBeNull();
      }
      const { data } = await client.rpc('verify_certificate', { p_code: victimCode });
      expect(Object.keys(data as object).sort(), name).toEqual([
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
      ]);
      expect(JSON.stringify(data), name).not.toMatch(
        new RegExp([otherAluno.email, '11933334444', 'Rua Secreta', otherAluno.userId].join('|')),
      );
    }
  }, 70_000);

  it('allowed: the owner reads their certificate, an administrador lists it, anyone verifies the exact code', async () => {
    const own = await otherAluno.client.from('certificates').select('verification_code, holder_name');
    expect(own.data).toEqual([{ verification_code: victimCode, holder_name: 'Vítima Silva' }]);
    const listed = await admin.client.rpc('admin_list_certificates', { p_search: 'Vítima' });
    expect(
      (listed.data as { rows: { verification_code: string }[] }).rows.map((row) => row.verification_code),
    ).toContain(victimCode);
    const verified = await anonClient().rpc('verify_certificate', { p_code: victimCode.toLowerCase() });
    expect(verified.data).toMatchObject({
      verification_code: victimCode,
      holder_name: 'Vítima Silva',
      course_title: 'Curso Certificado',
    });
  });
});
