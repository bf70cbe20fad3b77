// Password recovery (docs/rules/forms-and-messages.md): the whole loop with the real
// recovery e-mail of the local Auth server, and the refusals without a valid recovery session.
import { createUser, expect, fillLogin, readRecoveryLink, storedSession, test } from './accounts-fixtures';
import { type Page } from '@playwright/test';
import { e2eStack, pauseClockAhead } from './support';

/**
 * Stops the page's clock (its timers wait for `goesBack`), so the 2 s before going back to /auth
 * are counted by the page's own timer, not by the machine's: docs/testing.md, "Waiting for the effect".
 */
async function pauseTheClock(page: Page) {
  await pauseClockAhead(page, 100);
}

/** Once the success message shows: still on the page 1 ms before the 2 s, at /auth after them. */
async function goesBackAfterTwoSeconds(page: Page, from: RegExp) {
  // The timer is set by an effect of the render that showed the message: a task queued after it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
  await page.clock.runFor(1_999);
  await expect(page).toHaveURL(from);
  await page.clock.runFor(1);
  await expect(page).toHaveURL('/auth');
  await page.clock.resume();
}

/** What 'Enviar email de recuperação' asks of the Auth server, without the form around it. */
async function askForRecoveryEmail(page: Page, email: string) {
  const stack = e2eStack();
  const response = await page.request.post(`${stack.url}/auth/v1/recover`, {
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    data: { email },
  });
  expect(response.ok()).toBe(true);
}

test('forgot password → recovery e-mail → reset → login with the new password', async ({ page }) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const user = await createUser(page, { prefix: 'recupera' });
  const newPassword = 'Recuperada#2026';
  await page.clock.install();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await pauseTheClock(page);
  await page.getByRole('button', { name: 'Enviar email de recuperação' }).click();
  // The form's own message (the toast is drawn by a timer of its own, shown once the clock runs).
  await expect(page.getByText(`Email enviado para ${user.email}.`)).toBeVisible();
  await goesBackAfterTwoSeconds(page, /\/forgot-password$/);
  await expect(page.getByText('Email de recuperação enviado! Verifique sua caixa de entrada.')).toBeVisible();

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
  await pauseTheClock(page);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida.')).toBeVisible();
  await goesBackAfterTwoSeconds(page, /\/reset-password/);
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible();
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
  await askForRecoveryEmail(page, user.email);

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

test('on a slow connection the reset waits for the sign-out before it says so and goes back to /auth', async ({
  page,
}) => {
  const user = await createUser(page, { prefix: 'lenta' });
  await askForRecoveryEmail(page, user.email);
  await page.goto(await readRecoveryLink(user.email));
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();

  // A slow network (faked: the local server always answers at once): the sign-out's request is
  // held until the test lets it go.
  let releaseSignOut = () => {};
  const signOutHeld = new Promise<void>((resolve) => (releaseSignOut = resolve));
  let signOutAsked = false;
  await page.route('**/auth/v1/logout**', async (route) => {
    signOutAsked = true;
    await signOutHeld;
    await route.continue();
  });
  const newPassword = 'Devagar#2026';
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect.poll(() => signOutAsked).toBe(true);
  await expect(page.getByRole('button', { name: 'Salvando...' })).toBeVisible();
  await expect(page.getByText('Senha redefinida.')).toBeHidden();
  expect(await storedSession(page), 'still signed in while the sign-out is on its way').not.toBeNull();

  releaseSignOut();
  await expect(page.getByText('Senha redefinida.')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await expect(page).toHaveURL('/auth');
  // The login form, not the dashboard: nobody is signed in any more.
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a recovery link works once: used again it is invalid', async ({ page }) => {
  const user = await createUser(page, { prefix: 'reuso' });
  await askForRecoveryEmail(page, user.email);
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
