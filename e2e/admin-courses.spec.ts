// /admin/courses and /admin/courses/{id}/enrollments (docs/rules/admin.md).
import type { Page } from '@playwright/test';
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  db,
  enroll,
  signInAsAdmin,
  unique,
  uniqueSlug,
  expect,
  test,
} from './fixtures/admin-fixtures';

async function openCourses(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Cursos' })).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
}

test('the course form validates before saving', async ({ page }) => {
  await openCourses(page);
  await page.getByRole('button', { name: 'Novo Curso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Curso' });
  await dialog.getByRole('button', { name: 'Criar curso' }).click();
  await expect(dialog.getByText('Título é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Slug é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Preencha exatamente 5 pontos de aprendizado')).toBeVisible();

  await dialog.getByLabel('Título').fill('Curso Inválido');
  await expect(dialog.getByLabel('Slug')).toHaveValue('curso-invalido');
  await dialog.getByLabel('Slug').fill('Com Espaço');
  for (let index = 1; index <= 4; index++)
    await dialog.getByLabel(`Ponto de aprendizado ${index}`).fill(`Ponto ${index}`);
  await dialog.getByLabel('Carga horária (h)').fill('2.3');
  await dialog.getByRole('button', { name: 'Criar curso' }).click();
  await expect(
    dialog.getByText('Use apenas letras minúsculas, números e hífens', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText('Preencha exatamente 5 pontos de aprendizado')).toBeVisible();
  await expect(dialog.getByText('Selecione o tema do curso')).toBeVisible();
  await expect(dialog.getByText('Informe horas em passos de 0,5', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('create, edit, deactivate and delete a course', async ({ page }) => {
  await openCourses(page);
  const title = unique('Curso de Teste');
  const slug = uniqueSlug('curso-teste');
  await page.getByRole('button', { name: 'Novo Curso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Curso' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Descrição').fill('D'.repeat(150));
  await dialog.getByLabel('Duração').fill('6 semanas');
  await dialog.getByLabel('Tema').selectOption({ label: 'DevOps' });
  await dialog.getByLabel('Nível').selectOption({ label: 'Avançado' });
  await dialog.getByLabel('Preço (R$)').fill('199.90');
  for (let index = 1; index <= 5; index++)
    await dialog.getByLabel(`Ponto de aprendizado ${index}`).fill(`Aprender ${index}`);
  await dialog.getByRole('button', { name: 'Criar curso' }).click();
  await expect(page.getByText('Curso criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(slug);
  await expect(card).toContainText('Avançado');
  await expect(card).toContainText('R$ 199,90');
  await expect(card).toContainText('Sem avaliações');
  await expect(card).toContainText(`${'D'.repeat(100)}...`);
  const [row] =
    await db()`select price::text, total_hours, topic, level, learning_points, is_active from public.courses where slug = ${slug}`;
  expect(row).toEqual({
    price: '199.90',
    total_hours: null,
    topic: 'devops',
    level: 'Avançado',
    learning_points: ['Aprender 1', 'Aprender 2', 'Aprender 3', 'Aprender 4', 'Aprender 5'],
    is_active: true,
  });

  await card.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Curso' });
  await expect(edit.getByLabel('Ponto de aprendizado 5')).toHaveValue('Aprender 5');
  await edit.getByLabel('Preço (R$)').fill('');
  await edit.getByRole('switch', { name: /Curso ativo/ }).click();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Curso atualizado com sucesso!')).toBeVisible();
  await expect(card).toContainText('Inativo');
  await expect(card).toHaveAttribute('data-inactive', 'true');
  const [updated] = await db()`select price, is_active from public.courses where slug = ${slug}`;
  expect(updated).toEqual({ price: null, is_active: false });

  await card.getByRole('button', { name: `Excluir ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir este curso?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Excluir ${title}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Curso excluído com sucesso!')).toBeVisible();
  await expect(card).toBeHidden();
  expect(await db()`select id from public.courses where slug = ${slug}`).toHaveLength(0);
});

test('an empty catalogue shows its message and the create button', async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/courses'),
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
        : route.fallback(),
  );
  await openCourses(page);
  await expect(page.getByText('Nenhum curso cadastrado ainda. Crie seu primeiro curso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo Curso' })).toHaveCount(2);
});

test('enrolments: search, fallbacks, progress, removal with its warning', async ({ page }) => {
  const course = await createCourse();
  await addModuleWithLesson(course.id);
  const named = await createUser({ fullName: unique('Beatriz Estudante') });
  const nameless = await createUser();
  await db()`update public.profiles set full_name = null where id = ${nameless.id}`;
  await enroll(named.id, course.id);
  await enroll(nameless.id, course.id);
  await db()`update public.enrollments set progress = 100, completed = true where user_id = ${named.id}`;

  await openCourses(page);
  await page
    .getByRole('article', { name: course.title })
    .getByRole('link', { name: /Gerenciar Alunos/ })
    .click();
  await expect(page).toHaveURL(`/admin/courses/${course.id}/enrollments`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 Alunos' })).toBeVisible();

  const rows = page.getByRole('list', { name: 'Alunos matriculados' }).getByRole('listitem');
  const done = rows.filter({ hasText: named.fullName });
  await expect(done).toContainText(named.email);
  await expect(done).toContainText('Concluído');
  await expect(done.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(done).toContainText(/Matriculado em \d{2}\/\d{2}\/\d{4}/);
  const fallback = rows.filter({ hasText: 'Nome não disponível' });
  await expect(fallback).toContainText(nameless.email);
  await expect(fallback).toContainText('Em andamento');
  await expect(fallback).toContainText('0%');

  await page.getByLabel('Buscar aluno').fill(named.email.toUpperCase());
  await expect(page.getByRole('heading', { name: '1 Aluno' })).toBeVisible();
  await page.getByLabel('Buscar aluno').fill('ninguém com este nome');
  await expect(page.getByText('Nenhum aluno encontrado')).toBeVisible();
  await page.getByLabel('Buscar aluno').fill('');

  await fallback.getByRole('button', { name: 'Remover Nome não disponível' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover aluno do curso?' });
  await expect(confirm).toContainText('perderá todo o progresso');
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Aluno removido do curso com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 Aluno' })).toBeVisible();
  expect(await db()`select id from public.enrollments where user_id = ${nameless.id}`).toHaveLength(0);

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL('/admin/courses');
});

test('an unknown course shows Curso não encontrado', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/courses/00000000-0000-4000-8000-00000000dead/enrollments');
  await expect(page.getByRole('heading', { level: 1, name: 'Curso não encontrado' })).toBeVisible();
  await page.goto('/admin/courses/nao-e-um-id/enrollments');
  await expect(page.getByRole('heading', { level: 1, name: 'Curso não encontrado' })).toBeVisible();
});
