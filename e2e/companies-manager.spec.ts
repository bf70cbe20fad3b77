// Trilha Cloud para Empresas, the manager's side (docs/companies.md): a gestor assigns a track to
// a member with a due date; the member sees it first on the dashboard and in the notifications,
// finishes the course, and the gestor sees 'Concluído'. The organisation and its members are rows
// written as the superuser (the membership screens have their own specs).
import { rpcAs, signUpStudent } from './certificate-fixtures';
import { newCnpj } from './companies-fixtures';
import { db, unique } from './fixtures/admin-fixtures';
import { expect, signInWithSession, test } from './support';
import { courseWithLessons, trackOver } from './tracks-progress-fixtures';

test('a gestor assigns a track, the member sees it and finishes it, the gestor sees Concluído', async ({
  page,
  browser,
}) => {
  // Three people, two of them signing in, and the whole round trip: longer than one screen's spec.
  test.setTimeout(120_000);
  const course = await courseWithLessons(unique('Fundamentos de Nuvem'), 1);
  const track = await trackOver([course.id]);
  const gestor = await signUpStudent(page, 'Helena Gestora');
  const member = await signUpStudent(page, 'Rodrigo Membro');
  const idOf = async (email: string) =>
    (await db()<{ id: string }[]>`select id from public.profiles where email = ${email}`)[0]!.id;
  const gestorId = await idOf(gestor.email);
  const memberId = await idOf(member.email);
  const legalName = unique('Nuvem Brasil Tecnologia Ltda');
  const [organisation] = await db()<{ id: string }[]>`
    insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code)
    values (${newCnpj()}, ${legalName}, 'financeiro@nuvem.com.br', 'Av. Paulista, 1000', 'São Paulo', 'SP', '01310100')
    returning id`;
  const organisationId = organisation!.id;
  await db()`insert into public.organisation_members (organisation_id, user_id, role)
             values (${organisationId}, ${gestorId}, 'gestor'), (${organisationId}, ${memberId}, 'membro')`;
  await db()`
    insert into public.organisation_seats (organisation_id, product_kind, product_id, product_title, seat_count, period_start, period_end)
    values (${organisationId}, 'track', ${track.id}, ${track.title}, 10, now() - interval '1 day', now() + interval '364 days')`;
  await db()`insert into public.seat_holders (seat_block_id, organisation_id, user_id)
             select id, ${organisationId}, ${memberId} from public.organisation_seats where organisation_id = ${organisationId}`;
  const [dates] = await db()<{ due: string; shown: string }[]>`
    select to_char(private.sao_paulo_date(now()) + 10, 'YYYY-MM-DD') as due,
           to_char(private.sao_paulo_date(now()) + 10, 'DD/MM') as shown`;
  const { due, shown } = dates!;

  // The gestor: /empresa goes to the one organisation managed; 'Atribuições' assigns the track.
  await signInWithSession(page, gestor.email, gestor.password);
  await page.goto('/empresa');
  await expect(page).toHaveURL(new RegExp(`/empresa/${organisationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: legalName })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Áreas da empresa' })
    .getByRole('link', { name: 'Atribuições' })
    .click();
  await expect(page.getByText('Nenhuma atribuição ainda.')).toBeVisible();
  await page.getByLabel('Trilha ou curso').selectOption({ label: track.title });
  await page.getByLabel('Prazo').fill(due);
  await page.getByLabel('Pessoas escolhidas').check();
  await page.getByRole('searchbox', { name: 'Buscar pessoa para atribuir' }).fill('Rodrigo');
  await page.getByRole('checkbox', { name: /Rodrigo Membro/ }).check();
  await expect(page.getByText('Pessoas escolhidas (1)')).toBeVisible();
  await page.getByRole('button', { name: 'Atribuir' }).click();
  await expect(page.getByText('Atribuído a 1 pessoa.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Atribuições da empresa' });
  await expect(list).toContainText(`Trilha: ${track.title}`);
  await expect(list).toContainText('0 concluídas · 1 no prazo · 0 atrasadas');

  // The member: first on the dashboard, and in the notifications.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInWithSession(memberPage, member.email, member.password);
  await memberPage.goto('/dashboard');
  const assigned = memberPage.getByRole('region', { name: 'Atribuído pela sua empresa' });
  await expect(assigned).toContainText(`${track.title} · até ${shown}`);
  await expect(assigned).toContainText('No prazo');
  await memberPage.goto('/notificacoes');
  await expect(
    memberPage.getByText(`${legalName} atribuiu a você a trilha ${track.title} · até ${shown}`),
  ).toBeVisible();

  // The member finishes the track's course.
  await rpcAs(memberPage, member, 'enroll_in_course', { p_course_id: course.id });
  await rpcAs(memberPage, member, 'complete_lesson', { p_lesson_id: course.lessonIds[0] });
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('region', { name: 'Atribuído pela sua empresa' })).toContainText(
    'Concluído',
  );
  await memberContext.close();

  // The gestor sees it done, with the last activity day.
  await page.goto(`/empresa/${organisationId}`);
  const team = page.getByRole('list', { name: 'Pessoas da equipe' });
  const row = team.getByRole('listitem').filter({ hasText: 'Rodrigo Membro' }).first();
  await expect(row.locator('[data-status="done"]')).toHaveText('Concluído');
  await expect(row).not.toContainText('Última atividade: —');
  await expect(page.getByText('1 de 10')).toBeVisible();

  await page.getByLabel('Situação').selectOption('late');
  await expect(page.getByText('Ninguém encontrado.')).toBeVisible();
  await page.getByLabel('Situação').selectOption('');
  await expect(team).toContainText('Rodrigo Membro');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/companies-manager-${width}.png`, fullPage: true });
  }

  // A membro does not reach the manager's view.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithSession(otherPage, member.email, member.password);
  await otherPage.goto(`/empresa/${organisationId}`);
  await expect(otherPage.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await other.close();
});
