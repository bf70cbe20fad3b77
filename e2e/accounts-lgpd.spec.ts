// Accounts the Brazilian way: the Privacy Policy and the Terms of Use, consent at
// sign-up, 'Meus dados' (see, correct, download, delete) and what deletion leaves behind.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LEGAL } from '../src/config/legal';
import { formatCertificateCode } from '../src/rules/certificate-code';
import { formatCep, formatPhoneNumber } from '../src/utils/format-contact';
import { database, expect, fillLogin, storedSession, test, uniqueEmail } from './accounts-fixtures';

// The version in force, as the pages print it (YYYY-MM-DD → DD/MM/YYYY).
const termsVersionDate = LEGAL.termsVersion.split('-').reverse().join('/');

const CONSENT = 'Li e aceito os Termos de Uso e a Política de Privacidade';
const CONSENT_REQUIRED = 'Para criar a conta, leia e aceite os Termos de Uso e a Política de Privacidade.';
const PASSWORD = 'Privacidade@2026';

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Clara Dados');
  await page.getByLabel('Telefone').pressSequentially('11987650001');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByLabel('CEP').pressSequentially('01310100');
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await page.getByLabel('Estado').pressSequentially('sp');
  await page.getByLabel('Renda familiar (opcional)').fill('4250.75');
}

async function signUpThroughTheForm(page: Page, email: string) {
  await page.goto('/auth?mode=signup');
  await fillSignUp(page, email);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** The value at a path of the downloaded file, e.g. 'certificados[0].titulo'. */
function valueAt(file: unknown, path: string): unknown {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .reduce<unknown>(
      (value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]),
      file,
    );
}

test('the Privacy Policy and the Terms of Use are public and linked from the footer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const legal = footer.getByRole('navigation', { name: 'Institucional' });
  await expect(legal.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/privacidade',
  );
  await expect(legal.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
  await expect(legal.getByRole('link', { name: LEGAL.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${LEGAL.supportEmail}`,
  );
  // 'Verificar certificado' joins the footer only once certificates can be verified on the site.
  await expect(footer.getByRole('link', { name: /Verificar certificado/ })).toHaveCount(0);
  // The year of the visitor's clock, not a constant (docs/ui.md, "The footer's year").
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(footer).toContainText(`© ${year} Trilha Cloud. Todos os direitos reservados.`);

  await legal.getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL('/privacidade');
  await expect(page).toHaveTitle(/Política de Privacidade/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(`Versão de ${termsVersionDate}`);
  for (const section of [
    'Quais dados coletamos',
    'Para que usamos cada dado',
    'Quem vê seus dados',
    'Por quanto tempo guardamos',
    'O que acontece quando você exclui sua conta',
    'Seus direitos e como exercê-los',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(main).toContainText('somente para avaliar a concessão de bolsas e descontos');
  await expect(main).toContainText('Certificado não encontrado');
  // Operator details still to fill in are marked as such.
  await expect(main.getByText('[Razão social da empresa]').first()).toHaveAttribute(
    'title',
    'A preencher pelo operador da plataforma',
  );
  await expect(main.getByRole('link', { name: 'Meus dados' }).first()).toHaveAttribute(
    'href',
    '/profile#meus-dados',
  );

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page).toHaveURL('/termos');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('7 dias de garantia');
});

test('sign-up without the checkbox: the form says why and nothing is created', async ({ page }) => {
  const email = uniqueEmail('sem-aceite');
  await page.goto('/auth?mode=signup');
  await fillSignUp(page, email);
  const consent = page.getByRole('checkbox', { name: CONSENT });
  await expect(consent).not.toBeChecked();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(CONSENT_REQUIRED)).toBeVisible();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/auth?mode=signup');
  expect(await storedSession(page)).toBeNull();
  expect(await database()`select 1 from auth.users where email = ${email}`).toHaveLength(0);

  // The documents open in a new tab, so what was typed stays.
  const [terms] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Termos de Uso' }).first().click(),
  ]);
  await expect(terms).toHaveURL(/\/termos$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await terms.close();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const privacyLink = page.getByRole('link', { name: 'Política de Privacidade' }).first();
  await expect(privacyLink).toHaveAttribute('target', '_blank');
  await expect(privacyLink).toHaveAccessibleDescription('Abre em uma nova aba');
  // The income field says what it is for.
  await expect(page.getByLabel('Renda familiar (opcional)')).toHaveAccessibleDescription(
    /Usada só para avaliar bolsas e descontos/,
  );
});

test('sign-up with the checkbox: the database stores the version and the time of the consent', async ({
  page,
}) => {
  const email = uniqueEmail('com-aceite');
  const before = Date.now();
  await signUpThroughTheForm(page, email);
  const rows = await database()<{ terms_version: string; accepted_at: Date }[]>`
    select c.terms_version, c.accepted_at from public.consents c
    join public.profiles p on p.id = c.user_id where p.email = ${email}`;
  expect(rows).toHaveLength(1);
  expect(rows[0]!.terms_version).toBe(LEGAL.termsVersion);
  expect(Math.abs(rows[0]!.accepted_at.getTime() - before)).toBeLessThan(60_000);
});

test('Meus dados: see, correct and download; delete the account; sign up again', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('meus-dados');
  await signUpThroughTheForm(page, email);
  const sql = database();
  const [user] = await sql<{ id: string }[]>`select id from public.profiles where email = ${email}`;
  const [course] = await sql<{ id: string; title: string }[]>`
    select id, title from public.courses
    where is_active and lesson_count > 0 and access_model = 'free' order by title limit 1`;
  await sql`insert into public.enrollments (user_id, course_id) values (${user!.id}, ${course!.id})`;
  const [certificate] = await sql<{ verification_code: string }[]>`
    insert into public.certificates (user_id, course_id, title, issue_reason)
    values (${user!.id}, ${course!.id}, ${course!.title}, 'Emitido pelo teste')
    returning verification_code`;
  const [coursesRow] = await sql<{ total_students: number }[]>`
    select total_students from public.courses where id = ${course!.id}`;
  const studentsBefore = coursesRow!.total_students;

  await page.goto('/profile');
  const myData = page.getByRole('region', { name: 'Meus dados' });
  await expect(myData.getByRole('heading', { level: 2, name: 'Meus dados' })).toBeVisible();
  const contact = myData.getByRole('region', { name: 'Contato e endereço' });
  await expect(contact.locator('[data-export-field="contato_e_endereco.telefone"]')).toHaveText(
    '(11) 98765-0001',
  );
  await expect(contact.locator('[data-export-field="contato_e_endereco.cep"]')).toHaveText('01310-100');
  await expect(myData.getByRole('region', { name: 'Conta', exact: true })).toContainText(email);
  await expect(myData.getByRole('region', { name: 'Renda familiar' })).toContainText('R$\u00a04.250,75');
  await expect(myData.getByRole('region', { name: 'Renda familiar' })).toContainText(
    'Usada só para avaliar bolsas e descontos',
  );
  await expect(myData.getByRole('region', { name: 'Matrículas e progresso' })).toContainText(course!.title);
  // One written form of the code, on the page and in the file: TC-XXXX-XXXX-XXXX.
  const groupedCode = formatCertificateCode(certificate!.verification_code);
  await expect(
    myData
      .getByRole('region', { name: 'Certificados' })
      .locator('[data-export-field="certificados[0].codigo_de_verificacao"]'),
  ).toHaveText(groupedCode);
  await expect(myData.getByRole('region', { name: 'Papéis' })).toContainText('Aluno');
  await expect(myData.getByRole('region', { name: 'Consentimentos' })).toContainText(
    'Termos de Uso e Política de Privacidade',
  );
  await expect(myData.getByRole('region', { name: 'Consentimentos' })).toContainText(
    `Versão de ${termsVersionDate}`,
  );

  // Correct the contact with the sign-up's rules.
  await contact.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar contato e endereço' });
  await dialog.getByLabel('Cidade', { exact: true }).fill('S');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Cidade inválida')).toBeVisible();
  await dialog.getByLabel('Cidade', { exact: true }).fill('Campinas');
  await dialog.getByLabel('Telefone').fill('');
  await dialog.getByLabel('Telefone').pressSequentially('1932345678');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(contact.locator('[data-export-field="contato_e_endereco.cidade"]')).toHaveText('Campinas');
  await expect(contact.locator('[data-export-field="contato_e_endereco.telefone"]')).toHaveText(
    '(19) 3234-5678',
  );

  // The download holds every field the page shows, with the same values.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    myData.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-trilha-cloud-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(file.formato).toBe('trilha-cloud/meus-dados');
  const shown = await myData.locator('[data-export-field]').evaluateAll((elements) =>
    elements.map((element) => ({
      path: element.getAttribute('data-export-field')!,
      text: (element.textContent ?? '').trim(),
    })),
  );
  expect(shown.length).toBeGreaterThan(15);
  for (const { path, text } of shown) {
    const value = valueAt(file, path);
    if (text === 'Não informado') expect(value ?? null, path).toBeNull();
    else expect(value, `${path} is in the file`).not.toBeUndefined();
  }
  expect(valueAt(file, 'contato_e_endereco.cidade')).toBe('Campinas');
  expect(formatPhoneNumber(valueAt(file, 'contato_e_endereco.telefone') as string)).toBe('(19) 3234-5678');
  expect(formatCep(valueAt(file, 'contato_e_endereco.cep') as string)).toBe('01310-100');
  expect(valueAt(file, 'renda_familiar.valor_mensal')).toBe(4250.75);
  expect(valueAt(file, 'certificados[0].codigo_de_verificacao')).toBe(groupedCode);
  expect(valueAt(file, 'consentimentos[0].versao')).toBe(LEGAL.termsVersion);
  await expect(page.getByText('Campos do arquivo baixado')).toBeVisible();

  // Remove the optional income.
  const income = myData.getByRole('region', { name: 'Renda familiar' });
  await income.getByRole('button', { name: 'Remover' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remover sua renda familiar?' })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(page.getByText('Renda familiar removida.')).toBeVisible();
  await expect(income.locator('[data-export-field="renda_familiar.valor_mensal"]')).toHaveText(
    'Não informado',
  );

  // Delete the account: the typed e-mail must be the account's.
  await page
    .getByRole('region', { name: 'Excluir minha conta' })
    .getByRole('button', { name: 'Excluir minha conta' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await confirm
    .getByLabel('Para confirmar, digite o email da sua conta')
    .fill('outra@contas.trilhacloud.dev');
  await confirm.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(confirm.getByText('O email digitado não é o da sua conta.')).toBeVisible();
  expect(await sql`select 1 from auth.users where email = ${email}`).toHaveLength(1);

  await confirm.getByLabel('Para confirmar, digite o email da sua conta').fill(email.toUpperCase());
  await confirm.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(
    page.getByText('Sua conta e seus dados foram excluídos. Você saiu da plataforma.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  // The course's counter is shared with specs running alongside (they enrol in it too): it must
  // still equal its enrolments, and this person's enrolment is gone.
  const [left] = await sql<
    { users: number; profiles: number; certificates: number; enrolments: number; counterTrue: boolean }[]
  >`
    select (select count(*)::int from auth.users where email = ${email}) as users,
           (select count(*)::int from public.profiles where id = ${user!.id}) as profiles,
           (select count(*)::int from public.certificates where verification_code = ${certificate!.verification_code}) as certificates,
           (select count(*)::int from public.enrollments where user_id = ${user!.id}) as enrolments,
           (select c.total_students = (select count(*) from public.enrollments e where e.course_id = c.id)
              from public.courses c where c.id = ${course!.id}) as "counterTrue"`;
  expect(left).toEqual({ users: 0, profiles: 0, certificates: 0, enrolments: 0, counterTrue: true });
  expect(studentsBefore).toBeGreaterThan(0);

  // That e-mail and password no longer log in; the e-mail can sign up again.
  await fillLogin(page, email, PASSWORD);
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  await signUpThroughTheForm(page, email);
  const [again] = await sql<{ id: string }[]>`select id from public.profiles where email = ${email}`;
  expect(again!.id).not.toBe(user!.id);
});
