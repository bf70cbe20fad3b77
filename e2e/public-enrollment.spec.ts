// Enrolment: signed out → 'Faça login para se inscrever no curso' → /auth → sign in
// → enrol → 'Inscrição realizada com sucesso!' → /dashboard; again → 'Você já está inscrito neste
// curso!'; a course without lessons; any other failure. Each test uses its own fresh user.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import postgres from 'postgres';
import { demo, e2eStack, publishedCourses, signInWithSession, expect, test } from './support';
import { LEGAL } from '../src/config/legal';

const password = 'Senha@12345';

async function signUpFreshUser(request: APIRequestContext) {
  const stack = e2eStack();
  const email = `aluno-${randomUUID()}@e2e.trilhacloud.dev`;
  const response = await request.post(`${stack.url}/auth/v1/signup`, {
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    data: {
      email,
      password,
      data: { full_name: 'Aluna de Teste', phone: '11999990000', terms_version: LEGAL.termsVersion },
    },
  });
  expect(response.ok(), `sign up ${email}: ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { access_token?: string; user?: { id: string }; id?: string };
  return { email, password, id: body.user?.id ?? body.id!, accessToken: body.access_token };
}

async function enrolThroughApi(request: APIRequestContext, email: string, courseId: string) {
  const stack = e2eStack();
  const token = await request.post(`${stack.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    data: { email, password },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const response = await request.post(`${stack.url}/rest/v1/rpc/enroll_in_course`, {
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${access_token}`,
      'Content-Type': 'application/json',
    },
    data: { p_course_id: courseId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function database() {
  return postgres(e2eStack().databaseUrl, { max: 1, onnotice: () => {} });
}

async function fillSignUpForm(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Aluna Com Objetivo');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByLabel('CEP').pressSequentially('01310200');
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('1578');
  await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await page.getByLabel('Estado').pressSequentially('SP');
  await page
    .getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' })
    .check();
}

async function enrolmentIn(userEmail: string, slug: string) {
  const sql = database();
  try {
    const rows = await sql<{ progress: number; completed: boolean }[]>`
      select e.progress, e.completed from public.enrollments e
      join public.courses c on c.id = e.course_id
      join public.profiles p on p.id = e.user_id
      where p.email = ${userEmail} and c.slug = ${slug}`;
    return rows;
  } finally {
    await sql.end();
  }
}

test('a visitor pressing Inscrever-se signs up, and the enrolment in that course completes', async ({
  page,
}) => {
  await page.goto('/course/devops');
  await page.getByRole('button', { name: 'Inscrever-se Agora' }).click();
  await expect(page.getByText('Faça login para se inscrever no curso')).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=signup&voltar=%2Fcourse%2Fdevops%3Finscrever%3D1');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();

  const email = `objetivo-${randomUUID()}@e2e.trilhacloud.dev`;
  await fillSignUpForm(page, email);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso! Você já está conectado.')).toBeVisible();
  await expect(page.getByText('Inscrição realizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  expect(await enrolmentIn(email, 'devops')).toEqual([{ progress: 0, completed: false }]);
});

test('a visitor with an account switches to Entrar, signs in, and the enrolment completes', async ({
  page,
  request,
}) => {
  const user = await signUpFreshUser(request);
  await page.goto('/course/ia');
  await page.getByRole('complementary').getByRole('button', { name: 'Inscrever-se', exact: true }).click();
  await expect(page.getByText('Faça login para se inscrever no curso')).toBeVisible();
  // The card's own link (the header has an 'Entrar' too, without the goal).
  await page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/auth?voltar=%2Fcourse%2Fia%3Finscrever%3D1');

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page.getByText('Inscrição realizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  expect(await enrolmentIn(user.email, 'ia')).toEqual([{ progress: 0, completed: false }]);

  // The goal is spent: going back to the course does not enrol (or announce) a second time.
  await page.goBack();
  await expect(page).toHaveURL('/course/ia');
  await expect(page.getByRole('link', { name: 'Acessar Aulas' }).first()).toBeVisible();
  await expect(page.getByText('Você já está inscrito neste curso!')).toHaveCount(0);
});

test('a return path to another site is ignored: after signing in the dashboard opens', async ({
  page,
  request,
}) => {
  const user = await signUpFreshUser(request);
  await page.goto('/auth?voltar=https%3A%2F%2Fevil.example%2F');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('signed in, enrolling then opens the first lesson from the course', async ({ page, request }) => {
  const user = await signUpFreshUser(request);
  await signInWithSession(page, user.email, user.password);
  await page.goto('/course/devops');
  await page.getByRole('button', { name: 'Inscrever-se Agora' }).click();
  await expect(page.getByText('Inscrição realizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  const sql = database();
  try {
    const [enrollment] = await sql<{ progress: number; completed: boolean }[]>`
      select e.progress, e.completed from public.enrollments e
      join public.courses c on c.id = e.course_id
      where e.user_id = ${user.id} and c.slug = 'devops'`;
    expect(enrollment).toEqual({ progress: 0, completed: false });
    const [first] = await sql<{ course_id: string; lesson_id: string }[]>`
      select c.id as course_id, l.id as lesson_id
      from public.courses c
      join public.course_modules m on m.course_id = c.id
      join public.lessons l on l.module_id = m.id
      where c.slug = 'devops'
      order by m.order_index, l.order_index
      limit 1`;

    await page.goto('/course/devops');
    const access = page.getByRole('link', { name: 'Acessar Aulas' }).first();
    await expect(access).toHaveAttribute('href', `/course/${first!.course_id}/lesson/${first!.lesson_id}`);
  } finally {
    await sql.end();
  }
});

test("enrolling again says 'Você já está inscrito neste curso!' and goes to the dashboard", async ({
  page,
  request,
}) => {
  const user = await signUpFreshUser(request);
  await signInWithSession(page, user.email, user.password);
  await page.goto('/course/azure');
  const enrol = page.getByRole('complementary').getByRole('button', { name: 'Inscrever-se', exact: true });
  await expect(enrol).toBeEnabled();

  // Enrolled meanwhile (another tab, another device): this page still offers to enrol.
  const sql = database();
  try {
    const [course] = await sql<{ id: string }[]>`select id from public.courses where slug = 'azure'`;
    await enrolThroughApi(request, user.email, course!.id);
  } finally {
    await sql.end();
  }

  await enrol.click();
  await expect(page.getByText('Você já está inscrito neste curso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test('any other failure says to try again and stays on the course', async ({ page, request }) => {
  const user = await signUpFreshUser(request);
  await signInWithSession(page, user.email, user.password);
  await page.route('**/rest/v1/rpc/enroll_in_course', (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom' } }),
  );
  await page.goto('/course/ia');
  await page.getByRole('button', { name: 'Inscrever-se Agora' }).click();
  await expect(page.getByText('Erro ao realizar inscrição. Tente novamente.')).toBeVisible();
  await expect(page).toHaveURL('/course/ia');
});

test.describe('a course without lessons', () => {
  const slug = `sem-aulas-${randomUUID().slice(0, 8)}`;
  const title = `Curso sem aulas ${slug}`;
  let courseId = '';

  test.beforeAll(async () => {
    const sql = database();
    try {
      const [course] = await sql<{ id: string }[]>`
        insert into public.courses (slug, title, description, duration, level, learning_points, is_active)
        values (${slug}, ${title}, 'Curso criado pelo teste, ainda sem aulas.', '4 semanas', 'Iniciante',
                ${['Um', 'Dois', 'Três', 'Quatro', 'Cinco']}, true)
        returning id`;
      courseId = course!.id;
      // A module, but no lesson in it.
      await sql`insert into public.course_modules (course_id, title, order_index)
                values (${courseId}, 'Módulo vazio', 1)`;
    } finally {
      await sql.end();
    }
  });

  test.afterAll(async () => {
    const sql = database();
    try {
      await sql`delete from public.courses where id = ${courseId}`;
    } finally {
      await sql.end();
    }
  });

  test('is not listed, and visitors cannot open it', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount((await publishedCourses()).length);
    await expect(page.getByText(title)).toHaveCount(0);
    await page.goto(`/course/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curso não encontrado');
  });

  test("an administrador opening it is told 'Curso não possui aulas cadastradas' on enrol", async ({
    page,
  }) => {
    await signInWithSession(page, demo.admin.email, demo.admin.password);
    await page.goto(`/course/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('button', { name: 'Inscrever-se Agora' }).click();
    await expect(page.getByText('Curso não possui aulas cadastradas')).toBeVisible();
    await expect(page).toHaveURL(`/course/${slug}`);
  });

  test("a student enrolled in it gets 'Curso não possui aulas cadastradas' from Acessar Aulas", async ({
    page,
    request,
  }) => {
    const user = await signUpFreshUser(request);
    const sql = database();
    try {
      await sql`insert into public.enrollments (user_id, course_id) values (${user.id}, ${courseId})`;
    } finally {
      await sql.end();
    }
    await signInWithSession(page, user.email, user.password);
    await page.goto(`/course/${slug}`);
    await page.getByRole('button', { name: 'Acessar Aulas' }).first().click();
    await expect(page.getByText('Curso não possui aulas cadastradas')).toBeVisible();
    await expect(page).toHaveURL(`/course/${slug}`);
  });
});
