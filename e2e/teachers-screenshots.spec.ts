// Screenshots of /admin/teachers and its dialogs for a person to look at (not an assertion of
// pixels): the list, 'Editar', 'Cursos' with its unlink confirmation, and 'Cadastrar Professor',
// at 1280 and 390 px. Run with TRILHA_SCREENSHOTS=1; the PNGs go to <results dir>/teacher-screens/.
// Nothing is saved: the confirmation is cancelled and the dialogs closed.
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { signInAsAdmin } from './fixtures/admin-fixtures';
import { demo, expect, test } from './support';

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'teacher-screens', `${name}.png`), fullPage });

async function tour(page: Page, width: number) {
  await signInAsAdmin(page);
  await page.goto(`/admin/teachers?q=${encodeURIComponent(demo.teacher.email)}`);
  await expect(page.getByText('Total: 1 professor', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, `${width}-teachers-list`, true);

  const row = page.locator('tbody tr').first();
  await row.getByRole('button', { name: /^Editar / }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Professor' });
  await expect(edit).toBeVisible();
  await shot(page, `${width}-teacher-edit`);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await row.getByRole('button', { name: /^Cursos de / }).click();
  const courses = page.getByRole('dialog', { name: /^Cursos de / });
  await expect(courses.getByRole('listitem').first()).toBeVisible();
  await shot(page, `${width}-teacher-courses`);
  await courses
    .getByRole('button', { name: /^Desvincular / })
    .first()
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await shot(page, `${width}-teacher-unlink-confirmation`);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(courses).toBeHidden();

  await page.getByRole('button', { name: 'Cadastrar Professor' }).click();
  await expect(page.getByRole('dialog', { name: 'Cadastrar Professor' })).toBeVisible();
  await shot(page, `${width}-teacher-create`);
}

test('desktop 1280', async ({ page }) => {
  await tour(page, 1280);
});

test.describe('mobile 390', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mobile 390', async ({ page }) => {
    await tour(page, 390);
  });
});
