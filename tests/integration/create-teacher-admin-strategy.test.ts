// The create-teacher function's production path: the 'admin' strategy (auth.admin.createUser,
// auth.admin.deleteUser) that hosted Supabase runs. The local Auth server (@supabase/lite) has no
// Auth admin API, so the served function uses the 'signup' strategy (create-teacher.test.ts) and
// this test runs the same handler with the real adminAccounts() code over a STAND-IN for
// `auth.admin` only: its createUser makes a real, confirmed user through the local Auth's sign-up,
// its deleteUser deletes that user as the database superuser. Everything else is real: the
// handler, the service client against the local stack, the setup_teacher_account transaction.
import { randomUUID } from 'node:crypto';
import type { User } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAccounts, type AuthAdmin } from '../../supabase/functions/create-teacher/accounts.ts';
import { createTeacherHandler } from '../../supabase/functions/create-teacher/handler.ts';
import { injectFault } from '../support/faults';
import { anonClient, createUser, serviceClient, sql, uniqueEmail, uniqueSlug } from '../support/stack';

type CreateUserAttributes = Parameters<AuthAdmin['createUser']>[0];

function standInAuthAdmin() {
  const created: CreateUserAttributes[] = [];
  const deleted: string[] = [];
  const refusals: unknown[] = [];
  const admin: AuthAdmin = {
    // The local Auth's own answer, success or refusal, passed on as it is: a refusal the stand-in
    // wrote itself would only prove that the handler matches the test's text.
    async createUser(attributes) {
      created.push(attributes);
      const { data, error } = await anonClient().auth.signUp({
        email: attributes.email!,
        password: attributes.password!,
        options: { data: attributes.user_metadata ?? {} },
      });
      if (error) {
        refusals.push(error);
        return { data: { user: null }, error };
      }
      if (!data.user) throw new Error('the local Auth signed up nobody and gave no error');
      return { data: { user: data.user }, error: null };
    },
    async deleteUser(id) {
      deleted.push(id);
      const [row] = await sql<{ id: string }[]>`delete from auth.users where id = ${id} returning id`;
      if (!row) throw new Error(`the handler removed ${id}, which the stand-in never created`);
      return { data: { user: { id: row.id } as User }, error: null };
    },
  };
  return { admin, created, deleted, refusals };
}

function setUp() {
  const standIn = standInAuthAdmin();
  const logged: string[] = [];
  const handler = createTeacherHandler({
    service: serviceClient(),
    accounts: adminAccounts(standIn.admin),
    allowedOrigins: ['https://trilha.example'],
    logError: (message) => logged.push(message),
  });
  return { ...standIn, logged, handler };
}

let adminToken: string;
let course: { id: string; title: string };

beforeAll(async () => {
  const admin = await createUser({ role: 'administrador' });
  adminToken = (await admin.client.auth.getSession()).data.session!.access_token;
  const title = `Curso ${uniqueSlug('admin-api')}`;
  const [row] = await sql<{ id: string }[]>`
    insert into public.courses (slug, title, learning_points)
    values (${uniqueSlug('admin-api')}, ${title}, array['a','b','c','d','e']) returning id`;
  course = { id: row!.id, title };
});

function post(body: unknown, token = adminToken) {
  return new Request('http://127.0.0.1/functions/v1/create-teacher', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Origin: 'https://trilha.example',
    },
    body: JSON.stringify(body),
  });
}

const payload = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('professor-admin-api'),
  password: 'Prof@Senha123',
  fullName: 'Professora da API',
  phone: '11955554444',
  bio: 'Bio da API.',
  specialization: '',
  courseId: course.id,
  ...overrides,
});

async function accountsWith(email: string) {
  const [row] = await sql`select count(*)::int as count from auth.users where lower(email) = lower(${email})`;
  return row!.count as number;
}

describe("create-teacher, 'admin' strategy (stand-in Auth admin API)", () => {
  it('creates a confirmed user through auth.admin.createUser, then the whole teacher', async () => {
    const { handler, created, deleted } = setUp();
    const body = payload();
    const response = await handler(post(body));
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://trilha.example');
    const json = (await response.json()) as { user_id: string; email: string };
    expect(json.email).toBe(body.email);

    expect(created).toEqual([
      {
        email: body.email,
        password: body.password,
        email_confirm: true,
        user_metadata: { full_name: body.fullName, phone: body.phone },
      },
    ]);
    expect(deleted).toEqual([]);
    const [teacher] = await sql`
      select r.role::text as role, p.full_name, d.specialization, d.status::text as status,
             (select array_agg(tc.course_id::text) from public.teacher_courses tc where tc.teacher_id = p.id) as courses
      from public.profiles p
      join public.user_roles r on r.user_id = p.id
      join public.teacher_docs d on d.user_id = p.id
      where p.id = ${json.user_id}`;
    expect(teacher).toEqual({
      role: 'professor',
      full_name: body.fullName,
      specialization: course.title,
      status: 'ativo',
      courses: [course.id],
    });
  });

  it('removes the user with auth.admin.deleteUser when the database step fails', async () => {
    const { handler, created, deleted, logged } = setUp();
    const marker = `Bio que falha ${randomUUID()}`;
    const body = payload({ bio: marker });
    const removeFault = await injectFault({
      table: 'teacher_docs',
      operation: 'INSERT',
      column: 'bio',
      value: marker,
    });
    let response: Response;
    try {
      response = await handler(post(body));
    } finally {
      await removeFault();
    }
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'teacher_setup_failed' });
    expect(created).toHaveLength(1);
    const [userId] = deleted;
    expect(deleted).toHaveLength(1);
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await accountsWith(body.email)).toBe(0);
    expect(logged).toEqual([expect.stringContaining(`setting up teacher ${userId} failed`)]);
  });

  it('answers 409 for an e-mail Auth reports as taken, and creates nothing', async () => {
    const { handler, deleted, refusals } = setUp();
    const existing = await createUser();
    const response = await handler(post(payload({ email: existing.email })));
    // The local Auth's refusal, which the stand-in passed on unchanged.
    expect(refusals).toEqual([expect.objectContaining({ status: 422, code: 'user_already_exists' })]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 'teacher_email_taken' });
    expect(deleted).toEqual([]);
    const [role] = await sql`select role::text from public.user_roles where user_id = ${existing.userId}`;
    expect(role).toEqual({ role: 'aluno' });
  });

  it('never reaches the admin API for a caller who is not an administrador', async () => {
    const { handler, created } = setUp();
    const student = await createUser();
    const token = (await student.client.auth.getSession()).data.session!.access_token;
    const response = await handler(post(payload(), token));
    expect(response.status).toBe(403);
    expect(created).toEqual([]);
  });
});
