// Focus after a dialog closes (WCAG 2.4.3): back on the control that opened it, whether the
// dialog was closed with Escape, with 'Cancelar' or by saving, in forms and in confirmations.
// The dialogs are opened from the keyboard, as a keyboard user would.
import type { Locator, Page } from '@playwright/test';
import { createCourse, db, expect, signInAsAdmin, test, unique, uniqueSlug } from './fixtures/admin-fixtures';

/** Focuses a control and presses Enter, like a keyboard user opening a dialog. */
async function openWithKeyboard(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

async function openAdmin(page: Page, path: string, heading: string) {
  await signInAsAdmin(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
}

test('course form: focus returns to the opener after Escape, Cancelar and saving', async ({ page }) => {
  const course = await createCourse(unique('Curso Foco'));
  await openAdmin(page, '/admin/courses', 'Gerenciar Cursos');

  const newCourse = page.getByRole('button', { name: 'Novo Curso' });
  await openWithKeyboard(newCourse);
  const createDialog = page.getByRole('dialog', { name: 'Novo Curso' });
  await expect(createDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(createDialog).toBeHidden();
  await expect(newCourse).toBeFocused();

  const edit = page.getByRole('button', { name: `Editar ${course.title}` });
  await openWithKeyboard(edit);
  const editDialog = page.getByRole('dialog', { name: 'Editar Curso' });
  await editDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  await openWithKeyboard(edit);
  await editDialog.getByLabel('Duração').fill('5 semanas');
  await editDialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Curso atualizado com sucesso!')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  // Creating: focus goes back to 'Novo Curso'.
  const title = unique('Curso Criado Foco');
  await openWithKeyboard(newCourse);
  await createDialog.getByLabel('Título').fill(title);
  await createDialog.getByLabel('Slug').fill(uniqueSlug('curso-foco'));
  for (let index = 1; index <= 5; index++)
    await createDialog.getByLabel(`Ponto de aprendizado ${index}`).fill(`Ponto ${index}`);
  await createDialog.getByLabel('Tema').selectOption({ label: 'AWS' });
  await createDialog.getByRole('button', { name: 'Criar curso' }).click();
  await expect(page.getByText('Curso criado com sucesso!')).toBeVisible();
  await expect(createDialog).toBeHidden();
  await expect(newCourse).toBeFocused();

  await db()`delete from public.courses where id = ${course.id} or title = ${title}`;
});

test('delete confirmation: focus returns to the opener after Escape and Cancelar', async ({ page }) => {
  const course = await createCourse(unique('Curso Confirmar Foco'));
  await openAdmin(page, '/admin/courses', 'Gerenciar Cursos');

  const remove = page.getByRole('button', { name: `Excluir ${course.title}` });
  const confirmation = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir este curso?' });
  await openWithKeyboard(remove);
  await expect(confirmation).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(remove).toBeFocused();

  await openWithKeyboard(remove);
  await confirmation.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmation).toBeHidden();
  await expect(remove).toBeFocused();

  // Confirmed: the card and its button are gone, so focus goes to the main content, not the page body.
  await openWithKeyboard(remove);
  await confirmation.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Curso excluído com sucesso!')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
});

test('other screens: teacher sign-up dialog and plan confirmation return focus too', async ({ page }) => {
  await openAdmin(page, '/admin/teachers', 'Professores');
  const register = page.getByRole('button', { name: 'Cadastrar Professor' });
  await openWithKeyboard(register);
  const teacherDialog = page.getByRole('dialog', { name: 'Cadastrar Professor' });
  await expect(teacherDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(teacherDialog).toBeHidden();
  await expect(register).toBeFocused();

  const [plan] = await db()`
    insert into public.pricing_plans (name, price, cta, cta_link, order_index, features)
    values (${unique('Plano Foco')}, 'R$ 10', 'Assinar', 'https://example.com/pagar', 90, '{}')
    returning id, name`;
  await page.goto('/admin/pricing');
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  const removePlan = page.getByRole('button', { name: `Excluir ${plan!.name}` });
  await openWithKeyboard(removePlan);
  const confirmation = page.getByRole('alertdialog', { name: 'Deseja excluir este plano?' });
  await confirmation.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmation).toBeHidden();
  await expect(removePlan).toBeFocused();

  const editPlan = page.getByRole('button', { name: `Editar ${plan!.name}` });
  await openWithKeyboard(editPlan);
  const planDialog = page.getByRole('dialog', { name: 'Editar Plano' });
  await expect(planDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(planDialog).toBeHidden();
  await expect(editPlan).toBeFocused();

  await db()`delete from public.pricing_plans where id = ${plan!.id}`;
});
