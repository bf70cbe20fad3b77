// A refusal of the database reaches the screen as the catalogue's pt-BR message for its reason
// code, never as the database's own text (docs/errors.md).
import { createCourse, expect, signInAsAdmin, test, unique } from './fixtures/admin-fixtures';

test('a slug already in use says "Já existe um curso com este slug", not the database text', async ({
  page,
}) => {
  const existing = await createCourse();
  await signInAsAdmin(page);
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Cursos' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo Curso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Curso' });
  await dialog.getByLabel('Título').fill(unique('Curso Repetido'));
  await dialog.getByLabel('Slug').fill(existing.slug);
  await dialog.getByLabel('Tema').selectOption({ label: 'DevOps' });
  for (let index = 1; index <= 5; index++)
    await dialog.getByLabel(`Ponto de aprendizado ${index}`).fill(`Aprender ${index}`);
  await dialog.getByRole('button', { name: 'Criar curso' }).click();

  await expect(page.getByText('Já existe um curso com este slug')).toBeVisible();
  await expect(page.getByText(/duplicate key|courses_slug_key|violates/)).toHaveCount(0);
  await expect(dialog).toBeVisible();
});
