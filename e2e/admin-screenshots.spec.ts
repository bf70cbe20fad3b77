// Screenshots of every admin screen for a person to look at (not an assertion of pixels).
// Run with TRILHA_SCREENSHOTS=1; the PNGs go to <results dir>/admin-screens/.
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { db, signInAsAdmin } from './fixtures/admin-fixtures';
import { expect, test } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'admin-screens', `${name}.png`), fullPage: true });

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('desktop 1280', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const [course] = await db()`
    select c.id from public.courses c join public.enrollments e on e.course_id = c.id
    group by c.id order by count(*) desc limit 1`;
  for (const [name, url] of [
    ['hub', '/admin'],
    ['courses', '/admin/courses'],
    ['enrollments', `/admin/courses/${course!.id}/enrollments`],
    ['lessons', `/admin/lessons?curso=${course!.id}`],
    ['books', '/admin/books'],
    ['pricing', '/admin/pricing'],
    ['users', '/admin/users'],
    ['teachers', '/admin/teachers'],
    ['certificates', '/admin/certificates'],
    ['reports', '/admin/reports'],
  ] as const) {
    await open(page, url);
    if (name === 'lessons') await page.getByRole('button', { name: /^Módulo 1/ }).click();
    await shot(page, `1280-${name}`);
    if (name === 'courses') {
      await page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'admin-screens', '1280-courses-top.png') });
    }
  }
  await open(page, '/admin/courses');
  await page.getByRole('button', { name: 'Novo Curso' }).first().click();
  await page.getByRole('button', { name: 'Criar curso' }).click();
  await page.screenshot({
    path: path.join(E2E_RESULTS_DIR, 'admin-screens', '1280-course-dialog-errors.png'),
  });
});

test.describe('mobile 390', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hub and a dialog', async ({ page }) => {
    await signInAsAdmin(page);
    await open(page, '/admin');
    await shot(page, '390-hub');
    await open(page, '/admin/pricing');
    await page.getByRole('button', { name: 'Novo Plano' }).first().click();
    await page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'admin-screens', '390-plan-dialog.png') });
    await open(page, '/admin/teachers');
    await shot(page, '390-teachers');
  });
});
