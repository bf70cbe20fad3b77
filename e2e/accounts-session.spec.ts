// Session and roles in the UI: guards, sign-out, deactivated accounts.
import { readFileSync } from 'node:fs';
import { createUser, database, expect, fillLogin, storedSession, test } from './accounts-fixtures';
import { demo, signInWithSession } from './support';

test('without a session, protected and admin routes go to /auth, which brings the person back', async ({
  page,
}) => {
  for (const path of ['/dashboard', '/profile', '/admin', '/admin/courses', '/admin/users?page=2']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/auth?voltar=${encodeURIComponent(path)}`);
  }
});

test('a student on admin routes goes to /dashboard', async ({ page }) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  await signInWithSession(page, demo.student.email, demo.student.password);
  for (const path of ['/admin', '/admin/courses', '/admin/reports']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/dashboard');
  }
});

test('a teacher on an admin route goes to /dashboard; an administrador stays', async ({ page }) => {
  await signInWithSession(page, demo.teacher.email, demo.teacher.password);
  await page.goto('/admin');
  await expect(page).toHaveURL('/dashboard');

  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Minha Conta' })).toBeVisible();
});

test('signing out from a protected screen: toast, /auth, session and cached data gone', async ({ page }) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const first = await createUser(page, { prefix: 'primeira' });
  const second = await createUser(page, { prefix: 'segunda' });
  await page.goto('/auth');
  await fillLogin(page, first.email, first.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');
  // The account card (Meus dados, further down, shows the e-mail again).
  const account = page.getByRole('region', { name: 'Informações da conta' });
  await expect(account.getByText(first.email)).toBeVisible();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  expect(await storedSession(page)).toBeNull();
  await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();

  // The next person on this browser sees only their own account.
  await fillLogin(page, second.email, second.password);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Perfil' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(account.getByText(second.email)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Meus dados' }).getByText(second.email).first(),
  ).toBeVisible();
  await expect(page.getByText(first.email)).toHaveCount(0);
});

test('a deactivated user is told so on protected screens and can only leave', async ({ page }) => {
  const user = await createUser(page, { prefix: 'desativada' });
  await signInWithSession(page, user.email, user.password);
  await database()`update public.profiles set is_active = false where id = ${user.id}`;

  for (const path of ['/dashboard', '/profile', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Conta desativada' }), path).toBeVisible();
    await expect(page.getByText('Sua conta foi desativada por um administrador.')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Alterar senha' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sair', exact: true }).last().click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  expect(await storedSession(page)).toBeNull();
});

test("a deactivated user signs in to 'Meus dados' only: sees, downloads, and deletes the account", async ({
  page,
}) => {
  const user = await createUser(page, { prefix: 'desativada-login' });
  await database()`update public.profiles set is_active = false where id = ${user.id}`;
  await page.goto('/auth');
  await fillLogin(page, user.email, user.password);
  await expect(page.getByText('Sua conta foi desativada por um administrador.').first()).toBeVisible();
  await expect(page).toHaveURL('/profile#meus-dados');
  await expect(page.getByRole('heading', { name: 'Conta desativada' })).toBeVisible();

  // Everything but 'Meus dados' stays closed.
  const myData = page.getByRole('region', { name: 'Meus dados' });
  await expect(myData.getByText(user.email).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alterar senha' })).toHaveCount(0);
  await expect(myData.getByRole('button', { name: 'Editar' })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    myData.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    conta: { email: string; ativa: boolean };
  };
  expect(file.conta).toMatchObject({ email: user.email, ativa: false });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Conta desativada' })).toBeVisible();
  await page.getByRole('link', { name: 'Meus dados' }).click();
  await expect(page).toHaveURL('/profile#meus-dados');

  await page
    .getByRole('region', { name: 'Excluir minha conta' })
    .getByRole('button', { name: 'Excluir minha conta' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await confirm.getByLabel('Para confirmar, digite o email da sua conta').fill(user.email);
  await confirm.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(
    page.getByText('Sua conta e seus dados foram excluídos. Você saiu da plataforma.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth');
  expect(await storedSession(page)).toBeNull();
  expect(await database()`select 1 from auth.users where id = ${user.id}`).toHaveLength(0);
});

test('a deactivated user reactivated by an administrador signs in to the dashboard again', async ({
  page,
}) => {
  const user = await createUser(page, { prefix: 'reativada' });
  await database()`update public.profiles set is_active = false where id = ${user.id}`;
  await database()`update public.profiles set is_active = true where id = ${user.id}`;
  await page.goto('/auth');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
});
