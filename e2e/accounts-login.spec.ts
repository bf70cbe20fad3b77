// Login on /auth: success, wrong password, the existing-session redirect.
import { createUser, expect, fillLogin, storedSession, test } from './accounts-fixtures';
import { demo } from './support';

test('login: toast, /dashboard and a stored session', async ({ page }) => {
  const user = await createUser(page, { prefix: 'login' });
  await page.goto('/auth');
  await expect(page).toHaveTitle(/Entrar/);
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  await fillLogin(page, user.email, user.password);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  expect(await storedSession(page)).not.toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Minha Conta' })).toBeVisible();
});

test('login with a wrong password: "Email ou senha incorretos"', async ({ page }) => {
  await page.goto('/auth');
  await fillLogin(page, demo.student.email, 'Errada@123');
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  expect(await storedSession(page)).toBeNull();
});

test('login with an unknown e-mail: "Email ou senha incorretos"', async ({ page }) => {
  await page.goto('/auth');
  await fillLogin(page, 'ninguem@contas.trilhacloud.dev', 'Qualquer@123');
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
});

test('login validation: "Email inválido"', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('aluno@');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();
});

test('an existing session on /auth goes to /dashboard (both modes)', async ({ page }) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const user = await createUser(page, { prefix: 'sessao' });
  await page.goto('/auth');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/auth');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/auth?mode=signup');
  await expect(page).toHaveURL('/dashboard');
});
