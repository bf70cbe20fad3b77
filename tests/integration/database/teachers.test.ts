// The teacher RPCs (migrations 20261124010100_teacher_rpcs.sql, 20261128010000_teacher_course_links.sql):
// update_teacher, link_teacher_course, unlink_teacher_course and delete_teacher for administradores, setup_teacher_account and discard_teacher_account for the create-teacher
// function (service_role only). Each validates first and writes in one transaction.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, sql, type TestUser } from '../../support/stack';
import { createCourse, enrol, expectError, linkTeacher } from './fixtures';

let admin: TestUser;
let course: { id: string; title: string };

beforeAll(async () => {
  admin = await createUser({ role: 'administrador' });
  const title = `Curso de Professores ${randomUUID().slice(0, 6)}`;
  course = { id: (await createCourse({ title })).courseId, title };
});

async function teacherState(userId: string) {
  const [state] = await sql`
    select
      (select role::text from public.user_roles where user_id = ${userId}) as role,
      (select full_name from public.profiles where id = ${userId}) as full_name,
      (select json_build_object('bio', d.bio, 'specialization', d.specialization, 'status', d.status)
         from public.teacher_docs d where d.user_id = ${userId}) as record,
      coalesce((select array_agg(tc.course_id::text order by tc.course_id) from public.teacher_courses tc
                 where tc.teacher_id = ${userId}), '{}') as courses`;
  return state!;
}

async function newTeacher() {
  const teacher = await createUser({ role: 'professor', fullName: 'Prof Teste' });
  await sql`insert into public.teacher_docs (user_id, bio, specialization)
            values (${teacher.userId}, 'Bio', ${course.title})`;
  await linkTeacher(teacher.userId, course.id);
  return teacher;
}

describe('update_teacher', () => {
  it('writes bio and specialization (the course title), and leaves every course link as it was', async () => {
    const teacher = await newTeacher();
    const second = await createCourse();
    await linkTeacher(teacher.userId, second.courseId);
    const other = await createCourse();
    const result = await admin.client.rpc('update_teacher', {
      p_user_id: teacher.userId,
      p_bio: '  Nova bio  ',
      p_specialization_course_id: other.courseId,
    });
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({ user_id: teacher.userId, bio: 'Nova bio', status: 'ativo' });
    expect(await teacherState(teacher.userId)).toMatchObject({
      record: { bio: 'Nova bio', specialization: `Curso ${other.slug}` },
      courses: [course.id, second.courseId].sort(),
    });

    // Clearing the specialization clears the label only.
    expect((await admin.client.rpc('update_teacher', { p_user_id: teacher.userId })).error).toBeNull();
    expect(await teacherState(teacher.userId)).toMatchObject({
      record: { bio: null, specialization: null },
      courses: [course.id, second.courseId].sort(),
    });
  });

  it('keeps a specialization that is no course title when asked to, changing the biography only', async () => {
    const teacher = await newTeacher();
    await sql`update public.teacher_docs set specialization = 'AWS e DevOps' where user_id = ${teacher.userId}`;
    const result = await admin.client.rpc('update_teacher', {
      p_user_id: teacher.userId,
      p_bio: 'Bio revista',
      p_keep_specialization: true,
    });
    expect(result.error).toBeNull();
    expect(await teacherState(teacher.userId)).toMatchObject({
      record: { bio: 'Bio revista', specialization: 'AWS e DevOps' },
      courses: [course.id],
    });
  });

  it('refuses users who are not teachers, unknown courses and a too long bio; nothing changes', async () => {
    const teacher = await newTeacher();
    const student = await createUser();
    const before = await teacherState(teacher.userId);
    for (const [args, message] of [
      [{ p_user_id: student.userId, p_bio: 'x' }, 'teacher_not_found'],
      [{ p_user_id: admin.userId, p_bio: 'x' }, 'teacher_not_found'],
      [
        { p_user_id: teacher.userId, p_bio: 'x', p_specialization_course_id: randomUUID() },
        'course_not_found',
      ],
      [{ p_user_id: teacher.userId, p_bio: 'x'.repeat(5001) }, 'bio_too_long'],
    ] as const) {
      expectError(await admin.client.rpc('update_teacher', args), 'P0001', message);
    }
    expect(await teacherState(teacher.userId)).toEqual(before);
    expect(await teacherState(student.userId)).toMatchObject({ role: 'aluno', record: null });
  });

  it('is refused to anon, aluno and professor (the teacher themself included)', async () => {
    const teacher = await newTeacher();
    const before = await teacherState(teacher.userId);
    for (const client of [anonClient(), (await createUser()).client, teacher.client]) {
      const result = await client.rpc('update_teacher', { p_user_id: teacher.userId, p_bio: 'Invasão' });
      expect(result.error?.code).toBe('42501');
    }
    expect(await teacherState(teacher.userId)).toEqual(before);
  });
});

describe('link_teacher_course and unlink_teacher_course', () => {
  it('add and remove one course of a teacher, leaving the other links and the specialization alone', async () => {
    const teacher = await newTeacher();
    const second = await createCourse();
    const linked = await admin.client.rpc('link_teacher_course', {
      p_user_id: teacher.userId,
      p_course_id: second.courseId,
    });
    expect(linked.error).toBeNull();
    expect(linked.data).toMatchObject({ teacher_id: teacher.userId, course_id: second.courseId });
    // Linking again is not an error and adds nothing.
    expect(
      (
        await admin.client.rpc('link_teacher_course', {
          p_user_id: teacher.userId,
          p_course_id: second.courseId,
        })
      ).error,
    ).toBeNull();
    expect(await teacherState(teacher.userId)).toMatchObject({
      record: { specialization: course.title },
      courses: [course.id, second.courseId].sort(),
    });

    const unlinked = await admin.client.rpc('unlink_teacher_course', {
      p_user_id: teacher.userId,
      p_course_id: course.id,
    });
    expect(unlinked.error).toBeNull();
    expect(unlinked.data).toMatchObject({ teacher_id: teacher.userId, course_id: course.id });
    expect(await teacherState(teacher.userId)).toMatchObject({
      record: { specialization: course.title },
      courses: [second.courseId],
    });
    expectError(
      await admin.client.rpc('unlink_teacher_course', { p_user_id: teacher.userId, p_course_id: course.id }),
      'P0001',
      'link_not_found',
    );
  });

  it('refuses users who are not teachers and unknown courses; nothing changes', async () => {
    const teacher = await newTeacher();
    const student = await createUser();
    const before = await teacherState(teacher.userId);
    for (const [name, args, message] of [
      ['link_teacher_course', { p_user_id: student.userId, p_course_id: course.id }, 'teacher_not_found'],
      ['link_teacher_course', { p_user_id: admin.userId, p_course_id: course.id }, 'teacher_not_found'],
      ['link_teacher_course', { p_user_id: teacher.userId, p_course_id: randomUUID() }, 'course_not_found'],
      ['unlink_teacher_course', { p_user_id: student.userId, p_course_id: course.id }, 'teacher_not_found'],
      ['unlink_teacher_course', { p_user_id: teacher.userId, p_course_id: randomUUID() }, 'link_not_found'],
    ] as const) {
      expectError(await admin.client.rpc(name, args), 'P0001', message);
    }
    expect(await teacherState(teacher.userId)).toEqual(before);
    expect(await teacherState(student.userId)).toMatchObject({ role: 'aluno', courses: [] });
  });

  it('are refused to anon, aluno and professor (the teacher themself included)', async () => {
    const teacher = await newTeacher();
    const second = await createCourse();
    const before = await teacherState(teacher.userId);
    for (const client of [anonClient(), (await createUser()).client, teacher.client]) {
      const link = await client.rpc('link_teacher_course', {
        p_user_id: teacher.userId,
        p_course_id: second.courseId,
      });
      expect(link.error?.code).toBe('42501');
      const unlink = await client.rpc('unlink_teacher_course', {
        p_user_id: teacher.userId,
        p_course_id: course.id,
      });
      expect(unlink.error?.code).toBe('42501');
    }
    expect(await teacherState(teacher.userId)).toEqual(before);
  });
});

describe('delete_teacher', () => {
  it('makes the account an aluno without record or links, and only for teachers', async () => {
    const teacher = await newTeacher();
    const result = await admin.client.rpc('delete_teacher', { p_user_id: teacher.userId });
    expect(result.error).toBeNull();
    expect(result.data).toEqual({ user_id: teacher.userId, role: 'aluno' });
    expect(await teacherState(teacher.userId)).toEqual({
      role: 'aluno',
      full_name: 'Prof Teste',
      record: null,
      courses: [],
    });
    // Deleting again, or deleting an administrador, is not a teacher deletion.
    expectError(
      await admin.client.rpc('delete_teacher', { p_user_id: teacher.userId }),
      'P0001',
      'teacher_not_found',
    );
    expectError(
      await admin.client.rpc('delete_teacher', { p_user_id: admin.userId }),
      'P0001',
      'teacher_not_found',
    );
    expect(await teacherState(admin.userId)).toMatchObject({ role: 'administrador' });
  });

  it('is refused to anon, aluno and professor', async () => {
    const teacher = await newTeacher();
    const before = await teacherState(teacher.userId);
    for (const client of [anonClient(), (await createUser()).client, (await newTeacher()).client]) {
      const result = await client.rpc('delete_teacher', { p_user_id: teacher.userId });
      expect(result.error?.code).toBe('42501');
    }
    expect(await teacherState(teacher.userId)).toEqual(before);
  });
});

describe('setup_teacher_account (service_role only)', () => {
  it('turns a brand-new account into a teacher in one step', async () => {
    const fresh = await createUser({ fullName: 'Nome do Cadastro' });
    const result = await serviceClient().rpc('setup_teacher_account', {
      p_user_id: fresh.userId,
      p_full_name: 'Professora Nova',
      p_phone: '11900001111',
      p_bio: 'Bio',
      p_course_id: course.id,
    });
    expect(result.error).toBeNull();
    expect(await teacherState(fresh.userId)).toEqual({
      role: 'professor',
      full_name: 'Professora Nova',
      record: { bio: 'Bio', specialization: course.title, status: 'ativo' },
      courses: [course.id],
    });
  });

  it('refuses an unknown course and any account that is not brand new; nothing changes', async () => {
    const fresh = await createUser({ fullName: 'Nome do Cadastro' });
    const teacher = await newTeacher();
    const otherAdmin = await createUser({ role: 'administrador' });
    const service = serviceClient();
    for (const [userId, courseId, message] of [
      [fresh.userId, randomUUID(), 'course_not_found'],
      [teacher.userId, null, 'account_not_new'],
      [otherAdmin.userId, null, 'account_not_new'],
      [randomUUID(), null, 'user_not_found'],
    ] as const) {
      expectError(
        await service.rpc('setup_teacher_account', {
          p_user_id: userId,
          p_full_name: 'Outro Nome',
          ...(courseId ? { p_course_id: courseId } : {}),
        }),
        'P0001',
        message,
      );
    }
    expect(await teacherState(fresh.userId)).toEqual({
      role: 'aluno',
      full_name: 'Nome do Cadastro',
      record: null,
      courses: [],
    });
    expect(await teacherState(teacher.userId)).toMatchObject({ role: 'professor', full_name: 'Prof Teste' });
    expect(await teacherState(otherAdmin.userId)).toMatchObject({ role: 'administrador', record: null });
  });

  it('is refused to anon and to every signed-in role, administrador included', async () => {
    const fresh = await createUser();
    for (const client of [anonClient(), fresh.client, admin.client]) {
      const result = await client.rpc('setup_teacher_account', {
        p_user_id: fresh.userId,
        p_full_name: 'Eu Mesmo',
      });
      expect(result.error?.code).toBe('42501');
    }
    expect(await teacherState(fresh.userId)).toMatchObject({ role: 'aluno', record: null });
  });
});

describe('discard_teacher_account (service_role only)', () => {
  async function accounts(userId: string) {
    const [row] = await sql`select count(*)::int as count from auth.users where id = ${userId}`;
    return row!.count as number;
  }

  it('removes a brand-new account that holds nothing, and keeps any account with data', async () => {
    const service = serviceClient();
    const bare = await createUser();
    const student = await createUser();
    await enrol(student.userId, course.id);
    const teacher = await newTeacher();

    expect(await service.rpc('discard_teacher_account', { p_user_id: bare.userId })).toMatchObject({
      data: true,
      error: null,
    });
    expect(await accounts(bare.userId)).toBe(0);
    expect(await sql`select 1 from public.profiles where id = ${bare.userId}`).toHaveLength(0);

    for (const kept of [student.userId, teacher.userId, admin.userId]) {
      expect(await service.rpc('discard_teacher_account', { p_user_id: kept })).toMatchObject({
        data: false,
        error: null,
      });
      expect(await accounts(kept)).toBe(1);
    }
  });

  it('keeps an account created more than an hour ago', async () => {
    const old = await createUser();
    await sql`update auth.users set created_at = now() - interval '2 hours' where id = ${old.userId}`;
    expect((await serviceClient().rpc('discard_teacher_account', { p_user_id: old.userId })).data).toBe(
      false,
    );
    expect(await accounts(old.userId)).toBe(1);
  });

  it('is refused to anon and to every signed-in role, administrador included', async () => {
    const victim = await createUser();
    for (const client of [anonClient(), victim.client, admin.client]) {
      const result = await client.rpc('discard_teacher_account', { p_user_id: victim.userId });
      expect(result.error?.code).toBe('42501');
    }
    expect(await accounts(victim.userId)).toBe(1);
  });
});
