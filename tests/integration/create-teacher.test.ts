// The create-teacher edge function against the local stack:
// 401 without a valid token, 403 for non-administrators, 400 for a bad body, 201 with the whole
// teacher created, 409 for an e-mail already registered. Nothing is created on any refusal.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { injectFault } from '../support/faults';
import { createUser, signIn, sql, stack, uniqueEmail, uniqueSlug } from '../support/stack';

const functionUrl = `${stack.url}/functions/v1/create-teacher`;
const PASSWORD = 'Prof@Senha123';

async function call(body: unknown, token?: string, init: RequestInit = {}) {
  const headers: Record<string, string> = {
    apikey: stack.publishableKey,
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(functionUrl, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  const json = (await response.json().catch(() => null)) as { code?: string; user_id?: string } | null;
  return { status: response.status, json, headers: response.headers };
}

async function tokenOf(role: 'aluno' | 'professor' | 'administrador') {
  const user = await createUser({ role });
  const { data } = await user.client.auth.getSession();
  return { ...user, token: data.session!.access_token };
}

async function accountsWith(email: string) {
  const rows = await sql`select count(*)::int as count from auth.users where lower(email) = lower(${email})`;
  return rows[0]!.count as number;
}

async function newCourse() {
  const [course] = await sql`
    insert into public.courses (slug, title, learning_points)
    values (${uniqueSlug('prof')}, 'Curso do Professor', array['a','b','c','d','e'])
    returning id, title`;
  return course as { id: string; title: string };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('professor-novo'),
  password: PASSWORD,
  fullName: 'Professora Nova',
  phone: '11987650000',
  bio: 'Especialista em nuvem.',
  specialization: '',
  courseId: '',
  ...overrides,
});

describe('create-teacher function', () => {
  it('answers the CORS preflight', async () => {
    const response = await fetch(functionUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  it('401 without a token, with a malformed token or with the publishable key as token', async () => {
    const payload = body();
    const cases: [string | undefined, string][] = [
      [undefined, 'not_authenticated'],
      ['nao-e-um-jwt', 'invalid_session'],
      [stack.publishableKey, 'invalid_session'],
    ];
    for (const [token, code] of cases) {
      const result = await call(payload, token);
      expect(result.status, String(token)).toBe(401);
      expect(result.json).toEqual({ code });
    }
    expect(await accountsWith(payload.email)).toBe(0);
  });

  it('403 for an aluno, a professor and a deactivated administrador; nothing created', async () => {
    const payload = body();
    const student = await tokenOf('aluno');
    const teacher = await tokenOf('professor');
    const inactiveAdmin = await tokenOf('administrador');
    await sql`update public.profiles set is_active = false where id = ${inactiveAdmin.userId}`;
    for (const caller of [student, teacher, inactiveAdmin]) {
      const result = await call({ ...payload, role: 'administrador' }, caller.token);
      expect(result.status, JSON.stringify(result.json)).toBe(403);
      expect(result.json).toEqual({ code: 'admin_only' });
    }
    expect(await accountsWith(payload.email)).toBe(0);
  });

  it('400 for a bad body, with its reason code; nothing created', async () => {
    const admin = await tokenOf('administrador');
    const cases: [unknown, string][] = [
      ['{ isto não é json', 'invalid_body'],
      [[], 'invalid_body'],
      [body({ fullName: '' }), 'required_fields_missing'],
      [body({ email: undefined }), 'required_fields_missing'],
      [body({ password: '' }), 'required_fields_missing'],
      [body({ email: 'sem-arroba' }), 'invalid_email'],
      [body({ password: 'curta' }), 'password_too_short'],
      [body({ courseId: 'nao-e-uuid' }), 'invalid_course_id'],
      [body({ courseId: '00000000-0000-4000-8000-000000000000' }), 'course_not_found'],
    ];
    for (const [payload, code] of cases) {
      const result = await call(payload, admin.token);
      expect(result.status, code).toBe(400);
      expect(result.json).toEqual({ code });
      const email = (payload as { email?: unknown })?.email;
      if (typeof email === 'string' && email.includes('@')) expect(await accountsWith(email)).toBe(0);
    }
  });

  it('201: a confirmed professor with profile, teacher record and course link', async () => {
    const admin = await tokenOf('administrador');
    const course = await newCourse();
    const payload = body({ courseId: course.id, role: 'administrador', user_id: admin.userId });
    const result = await call(payload, admin.token);
    expect(result.status).toBe(201);
    const userId = result.json?.user_id;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(userId).not.toBe(admin.userId);

    const [role] = await sql`select role::text from public.user_roles where user_id = ${userId!}`;
    expect(role).toEqual({ role: 'professor' });
    const [profile] = await sql`
      select full_name, phone, email, account_origin from public.profiles where id = ${userId!}`;
    // Made by an administrador: marked as such, and no consent row (the teacher never saw the form).
    expect(profile).toEqual({
      full_name: 'Professora Nova',
      phone: '11987650000',
      email: payload.email,
      account_origin: 'administrador',
    });
    expect(await sql`select 1 from public.consents where user_id = ${userId!}`).toHaveLength(0);
    const [record] =
      await sql`select bio, specialization, status::text from public.teacher_docs where user_id = ${userId!}`;
    // Without a specialization text, the linked course's title is used.
    expect(record).toEqual({ bio: 'Especialista em nuvem.', specialization: course.title, status: 'ativo' });
    const links = await sql`select course_id from public.teacher_courses where teacher_id = ${userId!}`;
    expect(links).toEqual([{ course_id: course.id }]);

    // The account is usable right away (confirmed) and is not an administrator.
    const teacher = await signIn(payload.email, PASSWORD);
    const own = await teacher.from('user_roles').select('role').eq('user_id', userId!).single();
    expect(own.data?.role).toBe('professor');
  });

  it('works through supabase-js functions.invoke with the session token, as the admin screen calls it', async () => {
    const admin = await createUser({ role: 'administrador' });
    const payload = body({ courseId: undefined, specialization: 'DevOps', phone: undefined, bio: undefined });
    const { data, error } = await admin.client.functions.invoke('create-teacher', { body: payload });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email: payload.email });
    const [record] = await sql`
      select d.specialization, d.bio from public.teacher_docs d
      join public.profiles p on p.id = d.user_id where p.email = ${payload.email}`;
    expect(record).toEqual({ specialization: 'DevOps', bio: null });
  });

  it('409 teacher_email_taken for an e-mail already registered (any case)', async () => {
    const admin = await tokenOf('administrador');
    const payload = body();
    expect((await call(payload, admin.token)).status).toBe(201);
    const again = await call(
      { ...payload, email: payload.email.toUpperCase(), fullName: 'Outra Pessoa' },
      admin.token,
    );
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ code: 'teacher_email_taken' });
    expect(await accountsWith(payload.email)).toBe(1);

    const existing = await createUser();
    const taken = await call(body({ email: existing.email }), admin.token);
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ code: 'teacher_email_taken' });
    const [role] = await sql`select role::text from public.user_roles where user_id = ${existing.userId}`;
    expect(role).toEqual({ role: 'aluno' });
  });

  it('500 and nothing left behind when the database fails after the account was created', async () => {
    const admin = await tokenOf('administrador');
    const course = await newCourse();
    const marker = `Bio que falha ${randomUUID()}`;
    const payload = body({ bio: marker, courseId: course.id });
    const removeFault = await injectFault({
      table: 'teacher_docs',
      operation: 'INSERT',
      column: 'bio',
      value: marker,
    });
    try {
      const result = await call(payload, admin.token);
      expect(result.status).toBe(500);
      expect(result.json).toEqual({ code: 'teacher_setup_failed' });
    } finally {
      await removeFault();
    }
    // The Auth user made before the failing step is removed too (local 'signup' strategy).
    expect(await accountsWith(payload.email)).toBe(0);
    const [left] = await sql`
      select (select count(*)::int from public.profiles where email = ${payload.email}) as profiles,
             (select count(*)::int from public.teacher_courses where course_id = ${course.id}) as links`;
    expect(left).toEqual({ profiles: 0, links: 0 });

    // The same teacher goes through once the fault is gone.
    expect((await call(payload, admin.token)).status).toBe(201);
  });

  it('405 for other methods', async () => {
    const admin = await tokenOf('administrador');
    const response = await fetch(functionUrl, {
      method: 'GET',
      headers: { apikey: stack.publishableKey, Authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(405);
    await response.body?.cancel();
  });
});
