// The admin teachers screen's own server operations (src/features/admin-teachers/api), run as the
// app runs them but against the local stack: each teacher change is one request that either
// succeeds whole or changes nothing, also when the database fails half-way through it.
import { createClient } from '@supabase/supabase-js';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/database.types';
import { deleteTeacher } from '@/features/admin-teachers/api/delete-teacher';
import { linkTeacherCourse } from '@/features/admin-teachers/api/link-teacher-course';
import { unlinkTeacherCourse } from '@/features/admin-teachers/api/unlink-teacher-course';
import { KEEP_SPECIALIZATION, updateTeacher } from '@/features/admin-teachers/api/update-teacher';
import { createCourse, linkTeacher } from './database/fixtures';
import { FORCED_FAILURE, injectFault } from '../support/faults';
import { createUser, sql, stack, type TestUser, type TypedClient } from '../support/stack';

// The api files load the app's one Supabase client; here it is a client signed in as the test's
// caller, whose requests are counted.
const session = vi.hoisted(() => ({ client: null as unknown, requests: [] as string[] }));
vi.mock('@/lib/load-supabase', () => ({ loadSupabase: async () => session.client }));

async function signedInCountingClient(user: TestUser): Promise<TypedClient> {
  const client = createClient<Database>(stack.url, stack.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => {
        session.requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
        return fetch(input, init);
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return client;
}

async function actAs(user: TestUser) {
  session.client = await signedInCountingClient(user);
  session.requests = [];
}

/** Everything a teacher change may touch, as the database holds it. */
async function teacherState(userId: string) {
  const [state] = await sql`
    select
      (select role::text from public.user_roles where user_id = ${userId}) as role,
      (select json_build_object('bio', d.bio, 'specialization', d.specialization, 'status', d.status)
         from public.teacher_docs d where d.user_id = ${userId}) as record,
      coalesce((select array_agg(tc.course_id::text order by tc.course_id)
                  from public.teacher_courses tc where tc.teacher_id = ${userId}), '{}') as courses,
      (select count(*)::int from public.profiles where id = ${userId}) as accounts`;
  return state!;
}

let admin: TestUser;
let courseA: { id: string; title: string };
let courseB: { id: string; title: string };

async function newTeacher() {
  const teacher = await createUser({ role: 'professor', fullName: 'Professora Atômica' });
  await sql`insert into public.teacher_docs (user_id, bio, specialization)
            values (${teacher.userId}, 'Bio antiga', ${courseA.title})`;
  await linkTeacher(teacher.userId, courseA.id);
  return teacher;
}

beforeAll(async () => {
  admin = await createUser({ role: 'administrador' });
  const [a, b] = await Promise.all([createCourse(), createCourse()]);
  const titles = await sql<{ id: string; title: string }[]>`
    select id, title from public.courses where id in (${a.courseId}, ${b.courseId})`;
  courseA = titles.find((row) => row.id === a.courseId)!;
  courseB = titles.find((row) => row.id === b.courseId)!;
});

beforeEach(() => actAs(admin));

describe('updateTeacher (edit dialog)', () => {
  it('changes biography and specialization in one request, and never a course link', async () => {
    const teacher = await newTeacher();
    await linkTeacher(teacher.userId, courseB.id);
    const links = [courseA.id, courseB.id].sort();
    await updateTeacher({ teacherId: teacher.userId, bio: 'Bio nova', specializationCourseId: courseB.id });
    expect(session.requests).toEqual(['POST /rest/v1/rpc/update_teacher']);
    expect(await teacherState(teacher.userId)).toEqual({
      role: 'professor',
      record: { bio: 'Bio nova', specialization: courseB.title, status: 'ativo' },
      courses: links,
      accounts: 1,
    });

    await updateTeacher({ teacherId: teacher.userId, bio: null, specializationCourseId: null });
    expect(await teacherState(teacher.userId)).toMatchObject({
      record: { bio: null, specialization: null, status: 'ativo' },
      courses: links,
    });
  });

  it('gives a teacher without a record (promoted on the users screen) one, without linking a course', async () => {
    const promoted = await createUser({ role: 'professor' });
    await updateTeacher({
      teacherId: promoted.userId,
      bio: 'Recém-chegada',
      specializationCourseId: courseA.id,
    });
    expect(await teacherState(promoted.userId)).toMatchObject({
      record: { bio: 'Recém-chegada', specialization: courseA.title, status: 'ativo' },
      courses: [],
    });
  });

  it('keeps a specialization that is no course title (KEEP_SPECIALIZATION) while the biography changes', async () => {
    const teacher = await newTeacher();
    await sql`update public.teacher_docs set specialization = 'AWS e DevOps' where user_id = ${teacher.userId}`;
    await updateTeacher({
      teacherId: teacher.userId,
      bio: 'Bio nova',
      specializationCourseId: KEEP_SPECIALIZATION,
    });
    expect(await teacherState(teacher.userId)).toMatchObject({
      record: { bio: 'Bio nova', specialization: 'AWS e DevOps' },
      courses: [courseA.id],
    });
  });

  it('changes nothing for a course that does not exist', async () => {
    const teacher = await newTeacher();
    const before = await teacherState(teacher.userId);
    await expect(
      updateTeacher({
        teacherId: teacher.userId,
        bio: 'Bio nova',
        specializationCourseId: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ message: 'course_not_found' });
    expect(await teacherState(teacher.userId)).toEqual(before);
  });

  it('is refused to a non-administrador, with nothing changed', async () => {
    const teacher = await newTeacher();
    const before = await teacherState(teacher.userId);
    for (const role of ['aluno', 'professor'] as const) {
      await actAs(await createUser({ role }));
      await expect(
        updateTeacher({ teacherId: teacher.userId, bio: 'Invasão', specializationCourseId: courseB.id }),
      ).rejects.toMatchObject({ code: '42501' });
    }
    expect(await teacherState(teacher.userId)).toEqual(before);
  });
});

describe("linkTeacherCourse and unlinkTeacherCourse ('Cursos')", () => {
  it('add and remove one link each, in one request, leaving the rest as it was', async () => {
    const teacher = await newTeacher();
    await linkTeacherCourse({ teacherId: teacher.userId, courseId: courseB.id });
    expect(session.requests).toEqual(['POST /rest/v1/rpc/link_teacher_course']);
    expect(await teacherState(teacher.userId)).toMatchObject({
      record: { bio: 'Bio antiga', specialization: courseA.title },
      courses: [courseA.id, courseB.id].sort(),
    });

    session.requests = [];
    await unlinkTeacherCourse({ teacherId: teacher.userId, courseId: courseA.id });
    expect(session.requests).toEqual(['POST /rest/v1/rpc/unlink_teacher_course']);
    expect(await teacherState(teacher.userId)).toMatchObject({
      record: { bio: 'Bio antiga', specialization: courseA.title },
      courses: [courseB.id],
    });
    await expect(
      unlinkTeacherCourse({ teacherId: teacher.userId, courseId: courseA.id }),
    ).rejects.toMatchObject({
      message: 'link_not_found',
    });
  });

  it('are refused to a non-administrador, with nothing changed', async () => {
    const teacher = await newTeacher();
    const before = await teacherState(teacher.userId);
    for (const role of ['aluno', 'professor'] as const) {
      await actAs(await createUser({ role }));
      await expect(
        linkTeacherCourse({ teacherId: teacher.userId, courseId: courseB.id }),
      ).rejects.toMatchObject({
        code: '42501',
      });
      await expect(
        unlinkTeacherCourse({ teacherId: teacher.userId, courseId: courseA.id }),
      ).rejects.toMatchObject({ code: '42501' });
    }
    expect(await teacherState(teacher.userId)).toEqual(before);
  });
});

describe('deleteTeacher (Excluir)', () => {
  it('in one request: the account stays as an aluno, without teacher record or course links', async () => {
    const teacher = await newTeacher();
    await deleteTeacher(teacher.userId);
    expect(session.requests).toEqual(['POST /rest/v1/rpc/delete_teacher']);
    expect(await teacherState(teacher.userId)).toEqual({
      role: 'aluno',
      record: null,
      courses: [],
      accounts: 1,
    });
  });

  it('changes nothing when the database fails half-way (the record cannot be removed)', async () => {
    const teacher = await newTeacher();
    const before = await teacherState(teacher.userId);
    const removeFault = await injectFault({
      table: 'teacher_docs',
      operation: 'DELETE',
      column: 'user_id',
      value: teacher.userId,
    });
    try {
      // The local stack's REST layer (lite) answers a raise it did not expect with code SUP.
      await expect(deleteTeacher(teacher.userId)).rejects.toMatchObject({
        code: 'SUP',
        message: `PostgresError: ${FORCED_FAILURE}`,
      });
    } finally {
      await removeFault();
    }
    expect(await teacherState(teacher.userId)).toEqual(before);
  });

  it('is refused to a non-administrador, with nothing changed', async () => {
    const teacher = await newTeacher();
    const before = await teacherState(teacher.userId);
    for (const role of ['aluno', 'professor'] as const) {
      await actAs(await createUser({ role }));
      await expect(deleteTeacher(teacher.userId)).rejects.toMatchObject({ code: '42501' });
    }
    expect(await teacherState(teacher.userId)).toEqual(before);
  });
});
