// The site shell: 404, header menus signed out and signed in, the mobile menu.
import { demo, signInWithSession, expect, test } from './support';

test('an unknown path shows the 404 page and links back home', async ({ page }) => {
  await page.goto('/');
  await page.goto('/isto-nao-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a Home' }).click();
  await expect(page).toHaveURL('/');
});

test('signed out, the header offers Entrar and Começar Grátis', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const [name, href] of [
    ['Home', '/'],
    ['Cursos', '/courses'],
    ['Trilhas', '/trilhas'],
    ['Livros', '/books'],
    ['Preços', '/pricing'],
  ]) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
  await expect(header.getByRole('link', { name: 'Começar Grátis' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );
  await expect(header.getByRole('button', { name: 'Minha Conta' })).toHaveCount(0);
});

test("the footer has the course links, quick links and this year's copyright", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // Each course link opens the catalogue filtered by its topic.
  const courseLinks = footer.getByRole('navigation', { name: 'Cursos' }).getByRole('link');
  await expect(courseLinks).toHaveText(['AWS', 'Azure', 'DevOps', 'Inteligência Artificial']);
  for (const [index, topic] of ['aws', 'azure', 'devops', 'ia'].entries()) {
    await expect(courseLinks.nth(index)).toHaveAttribute('href', `/courses?tema=${topic}`);
  }
  const quick = footer.getByRole('navigation', { name: 'Links rápidos' });
  await expect(quick.getByRole('link')).toHaveText(['Home', 'Cursos', 'Preços', 'Para empresas', 'Entrar']);
  // The year is the visitor's clock's (docs/ui.md, "The footer's year").
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(footer).toContainText(`© ${year} Trilha Cloud`);
});

test('signed in, the footer offers Dashboard and Perfil instead of Entrar', async ({ page }) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto('/');
  const quick = page.getByRole('contentinfo').getByRole('navigation', { name: 'Links rápidos' });
  await expect(quick.getByRole('link')).toHaveText([
    'Home',
    'Cursos',
    'Preços',
    'Para empresas',
    'Dashboard',
    'Perfil',
  ]);
  await expect(quick.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(quick.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
});

test('a student sees Minha Conta without Painel Admin', async ({ page }) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Minha Conta' }).click();
  // A real menu (Radix), its items are menu items.
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(menu.getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
  // The account's own pages side by side, 'Meus pontos' among them.
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Dashboard',
    'Perfil',
    'Meus certificados',
    'Meus pontos',
    'Minhas compras',
    'Minha assinatura',
    'Painel do afiliado',
    /^Notificações/,
    'Sair',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Meus pontos' })).toHaveAttribute('href', '/meus-pontos');
  await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Painel Admin' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
});

test('an administrador also sees Painel Admin, and Sair signs out and goes home', async ({ page }) => {
  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await page.goto('/pricing');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Minha Conta' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Painel Admin' })).toHaveAttribute('href', '/admin');
  await menu.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('trilha-cloud-auth'))).toBeNull();
});

test.describe('mobile, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle menu repeats the links and the account items', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await header.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Cursos',
      'Trilhas',
      'Livros',
      'Preços',
      'Entrar',
      'Começar Grátis',
    ]);
    await menu.getByRole('link', { name: 'Preços' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(menu).toBeHidden();
  });

  test('signed in, the toggle menu shows the account items', async ({ page }) => {
    await signInWithSession(page, demo.admin.email, demo.admin.password);
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Painel Admin' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Perfil' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Meus pontos' })).toHaveAttribute('href', '/meus-pontos');
    await expect(menu.getByRole('link', { name: 'Trilhas' })).toHaveAttribute('href', '/trilhas');
    await expect(menu.getByRole('link', { name: 'Notificações' })).toHaveAttribute('href', '/notificacoes');
    await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
  });
});
