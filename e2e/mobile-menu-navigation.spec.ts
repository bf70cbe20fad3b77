// The phone menu and pending navigations: right after signing in, the router keeps the sign-in
// screen up while the dashboard's code is on its way. A tap on 'Abrir menu' in that moment must
// open the menu and keep it open once the dashboard arrives; a completed navigation from the menu
// closes it.
import { type Page } from '@playwright/test';
import { createUser, fillLogin } from './accounts-fixtures';
import { builtFileOf, expect, test } from './support';

const dashboardChunk = () => `/${builtFileOf('src/app/routes/student/dashboard.tsx')}`;

/**
 * Holds the dashboard's code back until the test lets it go, so the navigation after signing in
 * is still pending when the menu is tapped, however slow the machine.
 */
async function holdDashboardChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${dashboardChunk()}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on Abrir menu right after signing in opens the menu, every time', async ({ browser }) => {
    test.setTimeout(90_000);
    for (let attempt = 1; attempt <= 3; attempt++) {
      // A new browser each time: the dashboard's code is downloaded again, and slowly.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
      const page = await context.newPage();
      const user = await createUser(page, { prefix: `menu-${attempt}` });
      const releaseDashboardCode = await holdDashboardChunk(page);
      await page.goto('/auth');
      await expect(page.getByLabel('Email')).toBeEditable();
      const dashboardCodeAskedFor = page.waitForRequest((request) =>
        request.url().endsWith(dashboardChunk()),
      );
      await fillLogin(page, user.email, user.password);
      await dashboardCodeAskedFor;
      // The dashboard is not on screen yet: the navigation is still pending.
      expect(await page.locator('h1', { hasText: 'Meu Painel' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      releaseDashboardCode();

      // The dashboard arrived (behind the open menu, which hides it from the accessibility tree).
      await expect(page).toHaveURL('/dashboard');
      await expect(page.locator('h1', { hasText: 'Meu Painel' })).toBeVisible();
      const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu principal' });
      await expect(menu, `attempt ${attempt}`).toBeVisible();
      await expect(page.locator('header button[aria-haspopup="dialog"]')).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      // A completed navigation from the menu closes it.
      await menu.getByRole('link', { name: 'Perfil' }).click();
      await expect(page).toHaveURL('/profile');
      await expect(menu).toBeHidden();
      await context.close();
    }
  });

  test('the menu opens again after a navigation started outside it (back button)', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu principal' });
    await toggle.click();
    await menu.getByRole('link', { name: 'Preços' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    // Back, inside the app: a navigation the menu did not start.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
  });
});
