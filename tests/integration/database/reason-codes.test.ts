// The real stack answers refusals with the stable reason codes of the error catalogue, and
// userMessage() turns each real answer (PostgREST, Auth) into its pt-BR message (docs/errors.md).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGAL } from '@/config/legal';
import { userMessage } from '@/lib/errors/user-message';
import { anonClient, createUser, sql, uniqueEmail, uniqueSlug, type TestUser } from '../../support/stack';
import { createCourse, expectError, LEARNING_POINTS, VIDEO_URL } from './fixtures';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'administrador' });
});

describe('reason codes of the database', () => {
  it('denied: a column the server keeps (server_managed_columns); allowed: the course title', async () => {
    const course = await createCourse();
    const denied = await admin.client
      .from('courses')
      .update({ created_at: '2020-01-01T00:00:00Z' })
      .eq('id', course.courseId)
      .select('id');
    expectError(denied, '42501', 'server_managed_columns');
    expect(userMessage(denied.error, 'Erro ao salvar curso')).toBe('Você não tem permissão para fazer isso.');

    const allowed = await admin.client
      .from('courses')
      .update({ title: 'Título novo' })
      .eq('id', course.courseId)
      .select('title');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ title: 'Título novo' }]);
  });

  it("denied: a profile's own e-mail (server_managed_columns); allowed: its name", async () => {
    const student = await createUser();
    const denied = await student.client
      .from('profiles')
      .update({ email: uniqueEmail('outro') })
      .eq('id', student.userId)
      .select('id');
    expectError(denied, '42501', 'server_managed_columns');

    const allowed = await student.client
      .from('profiles')
      .update({ full_name: 'Nome Novo' })
      .eq('id', student.userId)
      .select('full_name');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ full_name: 'Nome Novo' }]);
  });

  it('denied: a lesson of a module that does not exist (module_not_found); allowed: of one that does', async () => {
    const course = await createCourse();
    // course_id is the module's, set by the trigger from module_id.
    const lesson = {
      course_id: course.courseId,
      title: 'Aula nova',
      video_url: VIDEO_URL,
      duration_minutes: 5,
      order_index: 9,
    };
    const denied = await admin.client
      .from('lessons')
      .insert({ ...lesson, module_id: randomUUID() })
      .select('id');
    expectError(denied, '23503', 'module_not_found');
    expect(userMessage(denied.error, 'Erro ao salvar aula')).toBe('Módulo não encontrado.');

    const allowed = await admin.client
      .from('lessons')
      .insert({ ...lesson, module_id: course.moduleIds[0]! })
      .select('title');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ title: 'Aula nova' }]);
  });

  it('denied: deleting a certified course (course_has_certificates); allowed: one without certificates', async () => {
    const [certified, plain] = await Promise.all([createCourse(), createCourse()]);
    const student = await createUser();
    const issued = await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: certified.courseId,
      p_reason: 'Emitido pelo teste',
    });
    expect(issued.error).toBeNull();

    const denied = await admin.client.from('courses').delete().eq('id', certified.courseId);
    expectError(denied, '23503', 'course_has_certificates');
    expect(userMessage(denied.error, 'Erro ao excluir curso')).toBe(
      'Não é possível excluir um curso com certificados emitidos. Desative o curso.',
    );

    const allowed = await admin.client.from('courses').delete().eq('id', plain.courseId).select('id');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ id: plain.courseId }]);
  });

  it('denied: a slug in use (constraint courses_slug_key); allowed: a new slug', async () => {
    const course = await createCourse();
    const row = { title: 'Outro curso', learning_points: LEARNING_POINTS };
    const denied = await admin.client.from('courses').insert({ ...row, slug: course.slug });
    expect(denied.error?.code).toBe('23505');
    expect(userMessage(denied.error, 'Erro ao salvar curso')).toBe('Já existe um curso com este slug');

    const slug = uniqueSlug();
    const allowed = await admin.client
      .from('courses')
      .insert({ ...row, slug })
      .select('slug');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ slug }]);
  });

  it('denied: a student changing roles (admin_only); allowed: an administrador', async () => {
    const [student, other] = await Promise.all([createUser(), createUser()]);
    const denied = await student.client.rpc('set_user_role', {
      p_user_id: other.userId,
      p_role: 'professor',
    });
    expectError(denied, '42501', 'admin_only');
    expect(userMessage(denied.error, 'Erro ao atualizar perfil')).toBe('Acesso negado');

    const allowed = await admin.client.rpc('set_user_role', { p_user_id: other.userId, p_role: 'professor' });
    expect(allowed.error).toBeNull();
    const self = await admin.client.rpc('set_user_role', { p_user_id: admin.userId, p_role: 'aluno' });
    expect(userMessage(self.error, 'Erro ao atualizar perfil')).toBe(
      'Você não pode alterar o seu próprio papel.',
    );
  });
});

describe('reason codes of Auth', () => {
  it('denied: a wrong password (invalid_credentials); allowed: the right one', async () => {
    const student = await createUser();
    const denied = await anonClient().auth.signInWithPassword({
      email: student.email,
      password: 'Errada@123',
    });
    expect(denied.error?.code).toBe('invalid_credentials');
    expect(userMessage(denied.error, 'Ocorreu um erro. Tente novamente.')).toBe('Email ou senha incorretos');

    const allowed = await anonClient().auth.signInWithPassword({
      email: student.email,
      password: student.password,
    });
    expect(allowed.error).toBeNull();
  });

  it("denied: a sign-up without the terms (the project's refusal); allowed: with the terms in force", async () => {
    const signUp = (email: string, data: Record<string, string>) =>
      anonClient().auth.signUp({ email, password: 'Senha@Forte123', options: { data } });
    const email = uniqueEmail();
    const denied = await signUp(email, { full_name: 'Sem Termos' });
    expect(denied.error?.status).toBe(422);
    expect(userMessage(denied.error, 'Ocorreu um erro. Tente novamente.')).toBe(
      'Para criar a conta, leia e aceite os Termos de Uso e a Política de Privacidade.',
    );
    expect(await sql`select 1 from public.profiles where email = ${email}`).toHaveLength(0);

    const allowed = await signUp(email, { full_name: 'Com Termos', terms_version: LEGAL.termsVersion });
    expect(allowed.error).toBeNull();
    expect(await sql`select 1 from public.profiles where email = ${email}`).toHaveLength(1);
  });
});
