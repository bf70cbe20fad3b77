// The terms of use at sign-up and when they change: a self sign-up without the version in force is
// refused by the database with a 422, which the form explains in Portuguese; a person who accepted
// an older version is asked, at their next sign-in, to accept the one in force (or sign out)
// before using the site.
import type { Page } from '@playwright/test';
import { LEGAL } from '../src/config/legal';
import { createUser, database, expect, fillLogin, test, uniqueEmail } from './accounts-fixtures';

const OLDER_VERSION = '2026-11-23';
const GATE_TITLE = 'Atualizamos os Termos de Uso e a Política de Privacidade';

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Pessoa dos Termos');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Cadastro@2026');
  await page.getByLabel('Confirmar senha').fill('Cadastro@2026');
  await page.getByLabel('CEP').pressSequentially('01310200');
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('1578');
  await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await page.getByLabel('Estado').pressSequentially('SP');
  await page
    .getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' })
    .check();
}

/** Sends the sign-up with another terms version than the page's (a page left open for days). */
async function sendTermsVersion(page: Page, version: string | null) {
  await page.route('**/auth/v1/signup**', async (route) => {
    const body = route.request().postDataJSON() as { data?: Record<string, unknown> };
    const data = { ...body.data };
    if (version === null) delete data.terms_version;
    else data.terms_version = version;
    await route.continue({ postData: JSON.stringify({ ...body, data }) });
  });
}

async function accountsWith(email: string) {
  const [row] = await database()<{ users: number }[]>`
    select count(*)::int as users from auth.users where email = ${email}`;
  return row!.users;
}

test('an outdated terms version is refused with the reason in Portuguese and no account', async ({
  page,
}) => {
  const email = uniqueEmail('termos-antigos');
  await page.goto('/auth?mode=signup');
  await sendTermsVersion(page, OLDER_VERSION);
  const answer = page.waitForResponse('**/auth/v1/signup**');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  expect((await answer).status()).toBe(422);
  await expect(
    page.getByText(
      'Não foi possível criar a conta. Recarregue a página, confira os Termos de Uso e a Política de Privacidade e tente novamente.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=signup');
  expect(await accountsWith(email)).toBe(0);
});

test('a sign-up without any terms version is refused with the reason in Portuguese', async ({ page }) => {
  const email = uniqueEmail('sem-termos');
  await page.goto('/auth?mode=signup');
  await sendTermsVersion(page, null);
  const answer = page.waitForResponse('**/auth/v1/signup**');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  expect((await answer).status()).toBe(422);
  await expect(
    page.getByText('Para criar a conta, leia e aceite os Termos de Uso e a Política de Privacidade.'),
  ).toBeVisible();
  expect(await accountsWith(email)).toBe(0);
});

test.describe('new terms in force', () => {
  async function personWithOlderAcceptance(page: Page) {
    const user = await createUser(page, { prefix: 'termos' });
    await database()`update public.consents set terms_version = ${OLDER_VERSION} where user_id = ${user.id}`;
    return user;
  }

  test('a person who accepted an older version accepts the new one at sign-in, then proceeds', async ({
    page,
  }) => {
    const user = await personWithOlderAcceptance(page);
    await page.goto('/auth');
    await fillLogin(page, user.email, user.password);

    const gate = page.getByRole('dialog', { name: GATE_TITLE });
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
    // It blocks: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();

    await gate.getByRole('button', { name: 'Li e aceito os novos termos' }).click();
    await expect(page.getByText('Obrigado! Os novos termos foram aceitos.')).toBeVisible();
    await expect(gate).toBeHidden();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const rows = await database()<{ terms_version: string }[]>`
      select terms_version from public.consents where user_id = ${user.id} order by terms_version`;
    expect(rows.map((row) => row.terms_version)).toEqual([OLDER_VERSION, LEGAL.termsVersion]);

    // Next time nothing is asked.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: GATE_TITLE })).toHaveCount(0);
  });

  test('a person who does not accept can sign out instead', async ({ page }) => {
    const user = await personWithOlderAcceptance(page);
    await page.goto('/auth');
    await fillLogin(page, user.email, user.password);
    const gate = page.getByRole('dialog', { name: GATE_TITLE });
    await gate.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL('/auth');
    await expect(gate).toBeHidden();
    const rows = await database()<{ terms_version: string }[]>`
      select terms_version from public.consents where user_id = ${user.id}`;
    expect(rows).toEqual([{ terms_version: OLDER_VERSION }]);
  });

  test('the demo accounts, made without the sign-up form, are not asked', async ({ page }) => {
    await page.goto('/auth');
    await fillLogin(page, 'aluno@trilhacloud.dev', 'Aluno@12345');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: GATE_TITLE })).toHaveCount(0);
  });
});
