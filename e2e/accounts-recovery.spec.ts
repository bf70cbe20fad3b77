// Password recovery (docs/rules/forms-and-messages.md): the whole loop with the real
// recovery e-mail of the local Auth server, and the refusals without a valid recovery session.
import { createUser, expect, fillLogin, readRecoveryLink, storedSession, test } from './accounts-fixtures';
import { e2eStack } from './support';

test('forgot password → recovery e-mail → reset → login with the new password', async ({ page }) => {
  const user = await createUser(page, { prefix: 'recupera' });
  const newPassword = 'Recuperada#2026';

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Enviar email de recuperação' }).click();
  await expect(page.getByText('Email de recuperação enviado! Verifique sua caixa de entrada.')).toBeVisible();
  const sentAt = Date.now();
  await expect(page).toHaveURL('/auth', { timeout: 5_000 });
  expect(Date.now() - sentAt, 'waits about 2 s before going back to /auth').toBeGreaterThan(1_200);

  // The link of the e-mail opens /reset-password with a recovery session.
  await page.goto(await readRecoveryLink(user.email));
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();

  // Validation of the new password and its confirmation.
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('A senha deve ter no mínimo 8 caracteres')).toBeVisible();
  await expect(page.getByText('Confirme a senha')).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('semmaiuscula#1');
  await page.getByLabel('Confirmar nova senha').fill('outra');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('A senha deve conter pelo menos uma letra maiúscula')).toBeVisible();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible();
  const resetAt = Date.now();
  await expect(page).toHaveURL('/auth', { timeout: 5_000 });
  expect(Date.now() - resetAt).toBeGreaterThan(1_200);
  expect(await storedSession(page), 'signed out after the reset').toBeNull();

  // The old password no longer works, the new one does.
  await fillLogin(page, user.email, user.password);
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  await fillLogin(page, user.email, newPassword);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test('a recovery link that lands on the site root takes the user to the new-password form', async ({
  page,
}) => {
  const user = await createUser(page, { prefix: 'raiz' });
  const stack = e2eStack();
  const response = await page.request.post(`${stack.url}/auth/v1/recover`, {
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    data: { email: user.email },
  });
  expect(response.ok()).toBe(true);

  // The Auth server sends the browser to the root with the recovery session in the fragment.
  await page.goto(await readRecoveryLink(user.email, '/'));
  await expect(page).toHaveURL('/reset-password');
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();

  const newPassword = 'DaRaiz#2026';
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/auth', { timeout: 5_000 });
  await fillLogin(page, user.email, newPassword);
  await expect(page).toHaveURL('/dashboard');
});

test('a recovery link works once: used again it is invalid', async ({ page }) => {
  const user = await createUser(page, { prefix: 'reuso' });
  const stack = e2eStack();
  const response = await page.request.post(`${stack.url}/auth/v1/recover`, {
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    data: { email: user.email },
  });
  expect(response.ok()).toBe(true);
  const link = await readRecoveryLink(user.email);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  // Leave without resetting, then use the same link in a fresh tab state.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(link);
  await expect(page.getByText('Link de recuperação inválido ou expirado')).toBeVisible();
  await expect(page).toHaveURL('/auth');
});

test('/reset-password without a recovery session: error and back to /auth', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Link de recuperação inválido ou expirado')).toBeVisible();
  await expect(page).toHaveURL('/auth');
});

test('/reset-password with an ordinary session (no recovery link) is refused too', async ({ page }) => {
  const user = await createUser(page, { prefix: 'sessao-comum' });
  await page.goto('/auth');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/reset-password');
  await expect(page.getByText('Link de recuperação inválido ou expirado')).toBeVisible();
  // Still signed in: /auth sends a signed-in user to the dashboard.
  await expect(page).toHaveURL('/dashboard');
});

test('forgot password: validation, the error toast and the back-to-login button', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Enviar email de recuperação' }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();

  await page.route('**/auth/v1/recover**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"boom"}' }),
  );
  await page.getByLabel('Email').fill('alguem@trilhacloud.dev');
  await page.getByRole('button', { name: 'Enviar email de recuperação' }).click();
  await expect(page.getByText('Erro ao enviar email de recuperação')).toBeVisible();
  await expect(page).toHaveURL('/forgot-password');

  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page).toHaveURL('/auth');
});
