// Trilha Cloud para Empresas from end to end, as the people do it (docs/companies.md): a person
// buys 10 seats of a track with boleto on the payment stand-in and adds 2 more mid-period with
// Pix; invites 3 people by CSV with a seat each; one of them opens the e-mail's link, signs up
// from the invitation and accepts it; the gestor assigns them the track; they study its course
// through the seat and finish it; the gestor sees it done, at 1280 and at 390 px.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { LEGAL } from '../src/config/legal';
import { signUpStudent } from './certificate-fixtures';
import { payWithPixOnStandIn } from './checkout-fixtures';
import { brl, databaseQuote, registerOrganisation } from './companies-fixtures';
import { db, unique } from './fixtures/admin-fixtures';
import { expect, localMailTo, signInWithSession, test } from './support';
import { courseWithLessons, trackOver } from './tracks-progress-fixtures';

test('a company buys seats, invites by CSV, a person signs up from the invitation, is assigned a track and finishes it; the gestor sees it', async ({
  page,
  browser,
}, testInfo) => {
  // Two payments on the stand-in, a sign-up, three people and the whole round trip.
  test.setTimeout(240_000);
  const sql = db();

  // What the company buys: a track whose one course is sold, not free (access comes with the seat).
  const course = await courseWithLessons(unique('Arquitetura na AWS'), 2);
  await sql`update public.courses set access_model = 'paid', price = 297 where id = ${course.id}`;
  const track = await trackOver([course.id]);
  await sql`update public.tracks set price = 1490 where id = ${track.id}`;
  const product = `track:${track.id}`;

  // 1. The buyer: 10 seats from /empresas, a new organisation, boleto.
  const buyer = await signUpStudent(page, 'Marina Compradora');
  await signInWithSession(page, buyer.email, buyer.password);
  await page.goto('/empresas');
  await page.getByLabel('Produto').selectOption(product);
  await page.getByRole('spinbutton', { name: 'Assentos' }).fill('10');
  const quote = await databaseQuote('track', track.id, 10);
  await expect(page.getByTestId('seat-total')).toHaveText(brl(quote.total));
  await page.getByRole('link', { name: 'Comprar assentos' }).click();
  const legalName = unique('Jornada Nuvem Ltda');
  await registerOrganisation(page, legalName);
  await expect(page.getByTestId('checkout-total')).toHaveText(brl(quote.total));
  await page.getByText('Compensação em até 3 dias úteis após o pagamento.').click();
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  const blockOf = async () =>
    (
      await sql<{ id: string; organisation_id: string; seat_count: number }[]>`
        select s.id, s.organisation_id, s.seat_count from public.organisation_seats s
          join public.organisations o on o.id = s.organisation_id
         where o.legal_name = ${legalName}`
    )[0];
  await expect.poll(async () => (await blockOf())?.seat_count).toBe(10);
  const { id: blockId, organisation_id: organisationId } = (await blockOf())!;

  // 2. 'Adicionar assentos' from the company's overview: 2 more, for the days the block has left.
  await page.goto('/empresa');
  await expect(page).toHaveURL(`/empresa/${organisationId}`);
  await expect(page.getByRole('heading', { level: 1, name: legalName })).toBeVisible();
  await expect(page.getByText('0 de 10')).toBeVisible();
  await page.getByRole('link', { name: `Adicionar assentos a ${track.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adicionar assentos' })).toBeVisible();
  await page.getByLabel('Assentos a adicionar').fill('2');
  const added = await databaseQuote('track', track.id, 2, blockId);
  await expect(page.getByTestId('checkout-total')).toHaveText(brl(added.amount));
  await expect(page.getByTestId('checkout-proration')).toContainText('Cobrança proporcional:');
  await page.screenshot({ path: testInfo.outputPath('adicionar-assentos-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await payWithPixOnStandIn(page);
  await expect.poll(async () => (await blockOf())?.seat_count).toBe(12);

  // 3. 'Pessoas': three invitations by CSV, each with a seat of the track.
  const tag = randomUUID().slice(0, 8);
  const emails = ['paula', 'rafael', 'sonia'].map((name) => `${name}-${tag}@jornada-e2e.com.br`);
  const csv = testInfo.outputPath('convites.csv');
  writeFileSync(csv, ['email', ...emails].join('\n'));
  await page.goto(`/empresa/${organisationId}/pessoas`);
  await page.getByLabel('Licença para os convidados').selectOption({ label: `${track.title} (12 livres)` });
  await page.getByLabel('Arquivo CSV de emails').setInputFiles(csv);
  await expect(page.getByText('3 convites enviados.')).toBeVisible();

  // 4. Paula opens the e-mail's link in her own browser, signs up from it and accepts.
  const mail = await localMailTo(emails[0]!, '/convite/');
  const invitationPath = /\/convite\/[A-Za-z0-9_-]+/.exec(mail)![0];
  const paulaContext = await browser.newContext();
  const paula = await paulaContext.newPage();
  await paula.goto(invitationPath);
  await expect(paula.getByRole('heading', { name: `Convite de ${legalName}` })).toBeVisible();
  await expect(paula.getByText(`com um assento de ${track.title}`)).toBeVisible();
  await paula.getByRole('link', { name: 'Criar conta' }).click();
  await expect(paula.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  await paula.getByLabel('Nome completo').fill('Paula Jornada');
  await paula.getByLabel('Telefone').pressSequentially('11987654321');
  await paula.getByLabel('Email').fill(emails[0]!);
  await paula.getByLabel('Senha', { exact: true }).fill('Jornada@2026');
  await paula.getByLabel('Confirmar senha').fill('Jornada@2026');
  await paula.getByLabel('CEP').pressSequentially('01310200');
  await paula.getByLabel('Rua').fill('Avenida Paulista');
  await paula.getByLabel('Número').fill('1578');
  await paula.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await paula.getByLabel('Estado').pressSequentially('sp');
  await paula
    .getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' })
    .check();
  await paula.getByRole('button', { name: 'Criar conta' }).click();
  await expect(paula).toHaveURL(invitationPath);
  await paula.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(paula).toHaveURL('/dashboard');
  await expect(paula.getByText(`Você agora faz parte de ${legalName}.`)).toBeVisible();
  const [consent] = await sql<{ terms_version: string }[]>`
    select c.terms_version from public.consents c join public.profiles p on p.id = c.user_id
     where p.email = ${emails[0]!}`;
  expect(consent?.terms_version).toBe(LEGAL.termsVersion);

  // 5. The gestor assigns the track to Paula, due in 10 days.
  const [dates] = await sql<{ due: string; shown: string }[]>`
    select to_char(private.sao_paulo_date(now()) + 10, 'YYYY-MM-DD') as due,
           to_char(private.sao_paulo_date(now()) + 10, 'DD/MM') as shown`;
  await page.goto(`/empresa/${organisationId}/atribuicoes`);
  await page.getByLabel('Trilha ou curso').selectOption({ label: track.title });
  await page.getByLabel('Prazo').fill(dates!.due);
  await page.getByLabel('Pessoas escolhidas').check();
  await page.getByRole('searchbox', { name: 'Buscar pessoa para atribuir' }).fill('Paula');
  await page.getByRole('checkbox', { name: /Paula Jornada/ }).check();
  await page.getByRole('button', { name: 'Atribuir' }).click();
  await expect(page.getByText('Atribuído a 1 pessoa.')).toBeVisible();

  // 6. Paula: the assignment first on her dashboard; she studies the course through her seat.
  await paula.goto('/dashboard');
  const assigned = paula.getByRole('region', { name: 'Atribuído pela sua empresa' });
  await expect(assigned).toContainText(`${track.title} · até ${dates!.shown}`);
  await paula.goto(`/course/${course.slug}`);
  await paula.getByRole('button', { name: 'Inscrever-se Agora' }).click();
  await expect(paula.getByText('Inscrição realizada com sucesso!')).toBeVisible();
  await paula.goto(`/course/${course.slug}`);
  await paula.getByRole('link', { name: 'Acessar Aulas' }).first().click();
  await expect(paula).toHaveURL(new RegExp(`/course/${course.id}/lesson/${course.lessonIds[0]}$`));
  await paula.getByRole('button', { name: 'Marcar como concluída' }).click();
  await expect(paula.getByText('Aula marcada como concluída!').first()).toBeVisible();
  await paula
    .getByRole('navigation', { name: 'Navegação entre aulas' })
    .getByRole('link', { name: /Próxima/ })
    .click();
  await expect(paula).toHaveURL(new RegExp(`/lesson/${course.lessonIds[1]}$`));
  await paula.getByRole('button', { name: 'Marcar como concluída' }).click();
  await expect(paula.getByRole('dialog', { name: 'Curso concluído!' })).toBeVisible();
  await paula.goto('/dashboard');
  await expect(assigned).toContainText('Concluído');
  await paulaContext.close();

  // 7. The gestor's view: Paula done, her seat taken, at 1280 and at 390 px.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/empresa/${organisationId}`);
    await expect(page.getByText('1 de 12')).toBeVisible();
    const row = page
      .getByRole('list', { name: 'Pessoas da equipe' })
      .getByRole('listitem')
      .filter({ hasText: 'Paula Jornada' });
    await expect(row.locator('[data-status="done"]')).toHaveText('Concluído');
    // The header's account items load on their own: wait for them, or the shot has a bare header.
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: width === 390 ? 'Abrir menu' : 'Minha Conta' });
    await expect(account).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`empresa-${width}.png`), fullPage: true });
  }
});
