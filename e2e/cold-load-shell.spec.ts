// A first visit to a page that is not prerendered: the site's header and footer, with the screen's
// loading text, are up while the screen's own code downloads (docs/architecture.md, "The shell
// before the first screen").
import { builtFileOf, expect, test } from './support';

const builtFile = (module: string) => `/${builtFileOf(module)}`;

test("a cold load of /auth shows the header and footer before the screen's code is in", async ({ page }) => {
  const authChunk = builtFile('src/app/routes/auth/auth.tsx');
  // A fake no real server produces: the sign-in screen's chunk alone is held back, until released
  // below, while every other file arrives at once; so the moment between the app's start and the
  // screen's code, too short to observe on a real connection, can be looked at.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === authChunk,
    async (route) => {
      await released;
      await route.continue();
    },
  );

  await page.goto('/auth');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cursos' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Carregando...');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cursos' }).first()).toBeVisible();
});
