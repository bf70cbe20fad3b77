// Screenshots of the screens the designer's review touched, for a person to look at
// (not an assertion of pixels): dashboard, toast, route loading, menus, course page, admin hints,
// covers and footer, at 1280 and 390 px. Run with TRILHA_SCREENSHOTS=1; the PNGs go to
// TRILHA_SHOTS_DIR or <results dir>/polish-screens/.
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { createCourse, db, signInAsAdmin } from './fixtures/admin-fixtures';
import { demo, signInWithSession, expect, test } from './support';

const folder = process.env.TRILHA_SHOTS_DIR ?? path.join(E2E_RESULTS_DIR, 'polish-screens');

for (const width of [1280, 390]) {
  const shot = (page: Page, name: string, fullPage = false) =>
    page.screenshot({ path: path.join(folder, `${width}-${name}.png`), fullPage });

  test(`public screens at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, 'home-full', true);
    if (width === 390) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await shot(page, 'mobile-menu-visitor');
      await page.keyboard.press('Escape');
    }

    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'courses', true);

    await page.goto('/books');
    await page.waitForLoadState('networkidle');
    await shot(page, 'books', true);
    await page
      .getByRole('article')
      .nth(1)
      .screenshot({ path: path.join(folder, `${width}-book-card-2.png`) });

    await page.goto('/course/aws');
    await expect(page.getByRole('region', { name: 'Conteúdo do curso' })).toBeVisible();
    await shot(page, 'course-top');
    await page.mouse.wheel(0, 1400);
    await page.waitForTimeout(400);
    await shot(page, 'course-scrolled');
    await shot(page, 'course-full', true);
    await page
      .getByRole('complementary', { name: 'Resumo do curso' })
      .screenshot({ path: path.join(folder, `${width}-course-aside.png`) });
    await page
      .getByRole('contentinfo')
      .screenshot({ path: path.join(folder, `${width}-footer-visitor.png`) });

    // A slow network: every REST request waits 2 s, then a client-side navigation.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.route('**/rest/v1/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    if (width === 390) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Livros' })
        .click();
    } else {
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Livros' }).click();
    }
    await page.waitForTimeout(700);
    await shot(page, 'loading-books');
    await page.unroute('**/rest/v1/**');
  });

  test(`signed-in screens at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInWithSession(page, demo.student.email, demo.student.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Meu Progresso' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'dashboard');
    await shot(page, 'dashboard-full', true);
    await page
      .getByRole('contentinfo')
      .screenshot({ path: path.join(folder, `${width}-footer-signed-in.png`) });

    await page.evaluate(() => window.scrollTo({ top: 0 }));
    if (width === 390) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await shot(page, 'mobile-menu-signed-in');
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: 'Fechar menu' })
        .click({ timeout: 2000 })
        .catch(() => {});
    } else {
      await page.getByRole('button', { name: 'Minha Conta' }).click();
      await shot(page, 'account-menu');
      await page.keyboard.press('Escape');
    }

    await page.goto('/course/aws');
    await expect(page.getByRole('region', { name: 'Conteúdo do curso' })).toBeVisible();
    await page.mouse.wheel(0, 1400);
    await page.waitForTimeout(400);
    await shot(page, 'course-enrolled-scrolled');

    // A toast while the page is at the top: 'Logout realizado com sucesso!'.
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (width === 390) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('button', { name: 'Sair' })
        .click();
    } else {
      await page.getByRole('button', { name: 'Minha Conta' }).click();
      await page
        .getByRole('menuitem', { name: 'Sair' })
        .or(page.getByRole('button', { name: 'Sair' }))
        .click();
    }
    await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
    await page.waitForTimeout(500);
    await shot(page, 'toast');
  });

  test(`admin hints at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await createCourse('Curso Sem Aulas Para Foto');
    await db()`insert into public.course_modules (course_id, title, order_index)
               values (${course.id}, 'Módulo vazio', 1)`;
    await signInAsAdmin(page);
    await page.goto('/admin/courses');
    await expect(page.getByRole('heading', { name: 'Curso Sem Aulas Para Foto' }).first()).toBeVisible();
    await shot(page, 'admin-courses');
    await page.goto(`/admin/lessons?curso=${course.id}`);
    await page.waitForLoadState('networkidle');
    await shot(page, 'admin-lessons', true);
  });
}
