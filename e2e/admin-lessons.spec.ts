// /admin/lessons: modules and lessons of a course (docs/rules/admin.md).
import { createCourse, db, signInAsAdmin, expect, test } from './fixtures/admin-fixtures';

test('modules and lessons of a course: create, validate, edit, single-open list, delete', async ({
  page,
}) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const course = await createCourse();
  await signInAsAdmin(page);
  await page.goto('/admin/lessons');
  await expect(page.getByText('Carregando...')).toHaveCount(0);

  // Nothing can be added before a course is chosen.
  await page.getByRole('button', { name: 'Novo Módulo' }).click();
  await expect(page.getByText('Selecione um curso primeiro')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Curso', { exact: true }).selectOption({ label: course.title });
  await expect(page).toHaveURL(`/admin/lessons?curso=${course.id}`);
  await expect(page.getByText('Nenhum módulo cadastrado. Crie o primeiro módulo!')).toBeVisible();

  // Module: required title, default order 1.
  await page.getByRole('button', { name: 'Novo Módulo' }).first().click();
  const moduleDialog = page.getByRole('dialog', { name: 'Novo Módulo' });
  await expect(moduleDialog.getByLabel('Ordem')).toHaveValue('1');
  await moduleDialog.getByLabel('Ordem').fill('');
  await moduleDialog.getByRole('button', { name: 'Criar módulo' }).click();
  await expect(moduleDialog.getByText('Título é obrigatório')).toBeVisible();
  await expect(moduleDialog.getByText('Ordem é obrigatória')).toBeVisible();
  await moduleDialog.getByLabel('Título do módulo').fill('Fundamentos');
  await moduleDialog.getByLabel('Ordem').fill('1');
  await moduleDialog.getByRole('button', { name: 'Criar módulo' }).click();
  await expect(page.getByText('Módulo criado!')).toBeVisible();

  await page.getByRole('button', { name: 'Novo Módulo' }).click();
  await moduleDialog.getByLabel('Título do módulo').fill('Prática');
  await moduleDialog.getByLabel('Ordem').fill('2');
  await moduleDialog.getByRole('button', { name: 'Criar módulo' }).click();
  await expect(page.getByText('Módulo criado!').first()).toBeVisible();

  const first = page.getByRole('button', { name: /^Módulo 1: Fundamentos/ });
  const second = page.getByRole('button', { name: /^Módulo 2: Prática/ });
  await expect(second).toBeVisible();
  await first.click();
  await expect(page.getByText('Nenhuma aula neste módulo')).toBeVisible();

  // Lesson: every field required, only YouTube/Vimeo, default order 1.
  await page.getByRole('button', { name: 'Nova Aula' }).click();
  const lessonDialog = page.getByRole('dialog', { name: 'Nova Aula' });
  await expect(lessonDialog.getByLabel('Ordem')).toHaveValue('1');
  await lessonDialog.getByRole('button', { name: 'Criar aula' }).click();
  await expect(lessonDialog.getByText('Selecione um módulo')).toHaveCount(2); // the placeholder and the error
  await expect(lessonDialog.getByText('Título é obrigatório')).toBeVisible();
  await expect(lessonDialog.getByText('URL do vídeo é obrigatória')).toBeVisible();
  await expect(lessonDialog.getByText('Duração é obrigatória')).toBeVisible();
  await lessonDialog.getByLabel('Módulo').selectOption({ label: '1. Fundamentos' });
  await lessonDialog.getByLabel('Título da aula').fill('Primeira aula');
  await lessonDialog.getByLabel('URL do vídeo').fill('https://example.com/video');
  await lessonDialog.getByLabel('Duração (minutos)').fill('15');
  await lessonDialog.getByRole('button', { name: 'Criar aula' }).click();
  await expect(
    lessonDialog.getByText('Informe um link do YouTube ou do Vimeo', { exact: false }),
  ).toBeVisible();
  await lessonDialog.getByLabel('URL do vídeo').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await lessonDialog.getByRole('button', { name: 'Criar aula' }).click();
  await expect(page.getByText('Aula criada!')).toBeVisible();

  const lessons = page.getByRole('list', { name: 'Aulas de Fundamentos' });
  await expect(lessons.getByRole('listitem')).toHaveCount(1);
  await expect(lessons).toContainText('Primeira aula');
  await expect(lessons).toContainText('15 min');

  await lessons.getByRole('button', { name: 'Editar aula Primeira aula' }).click();
  const editLesson = page.getByRole('dialog', { name: 'Editar Aula' });
  await editLesson.getByLabel('Título da aula').fill('Aula revisada');
  await editLesson.getByLabel('Duração (minutos)').fill('20');
  await editLesson.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Aula atualizada!')).toBeVisible();
  await expect(lessons).toContainText('Aula revisada');
  await expect(lessons).toContainText('20 min');
  const [counters] =
    await db()`select lesson_count, total_minutes from public.courses where id = ${course.id}`;
  expect(counters).toEqual({ lesson_count: 1, total_minutes: 20 });

  // One module open at a time; the open one closes again.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await first.click();

  await lessons.getByRole('button', { name: 'Excluir aula Aula revisada' }).click();
  const confirmLesson = page.getByRole('alertdialog', { name: 'Excluir esta aula?' });
  await confirmLesson.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Aula excluída!')).toBeVisible();
  await expect(page.getByText('Nenhuma aula neste módulo')).toBeVisible();

  await page.getByRole('button', { name: 'Editar módulo Prática' }).click();
  const editModule = page.getByRole('dialog', { name: 'Editar Módulo' });
  await editModule.getByLabel('Título do módulo').fill('Projetos');
  await editModule.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Módulo atualizado!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Módulo 2: Projetos/ })).toBeVisible();

  await page.getByRole('button', { name: 'Excluir módulo Projetos' }).click();
  const confirmModule = page.getByRole('alertdialog', { name: 'Excluir este módulo e todas as suas aulas?' });
  await confirmModule.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Módulo excluído!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Módulo 2/ })).toHaveCount(0);
  expect(await db()`select title from public.course_modules where course_id = ${course.id}`).toEqual([
    { title: 'Fundamentos' },
  ]);
});
