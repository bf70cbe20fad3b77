// Empresas: a gestor invites by CSV (all or nothing, row errors in pt-BR), a new person accepts an
// invitation after signing in, and the gestor sees them in Pessoas (docs/companies.md).
import { createHash, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createUser, database, expect, test } from './accounts-fixtures';
import { signInWithSession } from './support';

const ORGANISATION = '0e000000-0000-4000-8000-000000000001';
const GESTOR = { email: 'gestor@trilhacloud.dev', password: 'Gestor@12345' };

function csvFile(testInfo: { outputPath: (name: string) => string }, name: string, rows: string[]) {
  const file = testInfo.outputPath(name);
  writeFileSync(file, ['email', ...rows].join('\n'));
  return file;
}

test('a gestor invites by CSV, a new person accepts, the gestor sees them', async ({ page }, testInfo) => {
  // Three sign-ins, two uploads and four full-page screenshots: more than the default 30 s.
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const emails = [
    `um-${tag}@nuvemconsultoria.com.br`,
    `dois-${tag}@nuvemconsultoria.com.br`,
    `tres-${tag}@nuvemconsultoria.com.br`,
  ];
  await signInWithSession(page, GESTOR.email, GESTOR.password);
  await page.goto(`/empresa/${ORGANISATION}/pessoas`);
  await expect(page.getByRole('heading', { name: 'Pessoas', level: 2, exact: true })).toBeVisible();
  await expect(page.getByText('Ana Souza')).toBeVisible();

  const csv = page.getByLabel('Arquivo CSV de emails');
  await csv.setInputFiles(csvFile(testInfo, 'invalido.csv', [emails[0]!, 'nao-e-email', emails[1]!]));
  const alert = page.getByRole('alert').filter({ hasText: 'Nenhum convite foi criado' });
  await expect(alert).toContainText('Linha 2 (nao-e-email): email inválido');
  const sql = database();
  const count = async () =>
    (
      await sql<{ n: number }[]>`select count(*)::integer as n from public.organisation_invitations
      where organisation_id = ${ORGANISATION} and email = any(${emails})`
    )[0]!.n;
  expect(await count()).toBe(0);

  await csv.setInputFiles(csvFile(testInfo, 'valido.csv', emails));
  await expect(page.getByText('3 convites enviados.')).toBeVisible();
  const invitations = page.getByRole('list', { name: 'Convites' });
  for (const email of emails) await expect(invitations.getByText(email)).toBeVisible();
  expect(await count()).toBe(3);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`pessoas-${width}.png`), fullPage: true });
  }

  // The e-mail's link carries a raw token only the mailer saw: the person's own invitation is
  // written here with a token whose hash is stored, as invite_members does.
  const person = await createUser(page, { prefix: 'convidada', fullName: 'Paula Convidada' });
  const token = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
  await sql`insert into public.organisation_invitations (organisation_id, kind, email, token_hash)
            values (${ORGANISATION}, 'email', ${person.email}, ${createHash('sha256').update(token).digest()})`;

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/convite/${token}`);
  await expect(page.getByRole('heading', { name: 'Convite de Nuvem Consultoria Ltda' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
    'href',
    `/auth?mode=signup&voltar=%2Fconvite%2F${token}`,
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`convite-${width}.png`), fullPage: true });
  }

  await signInWithSession(page, person.email, person.password);
  await page.goto(`/convite/${token}`);
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Você agora faz parte de Nuvem Consultoria Ltda.')).toBeVisible();

  await signInWithSession(page, GESTOR.email, GESTOR.password);
  await page.goto(`/empresa/${ORGANISATION}/pessoas`);
  await page.getByLabel('Buscar por nome ou email').fill('Paula');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByRole('list', { name: 'Membros da empresa' }).getByText('Paula Convidada'),
  ).toBeVisible();
});
