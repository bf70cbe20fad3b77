// /admin/afiliados (docs/affiliates-admin.md): the back office's affiliates. 1 100 affiliates
// written with SQL prove the list is counted and paged by the database, applications first; an
// application is approved with its commissions (the dialog's pt-BR rules first), edited,
// suspended and reactivated, another refused; an existing account is invited by e-mail; a payout
// is recorded and the figures change on this screen and on the affiliate's own panel; the PIX key
// is revealed and the reading logged; a student cannot open the screen. Screenshots at 390 and
// 1280 px go to <results dir>/affiliates-screens/.
//
// Isolation: every account and link code of this spec carries its run's tag; the bulk affiliates
// are refused ones (no other spec refuses any), and every expectation about the order of a page
// is read from the database with the list's own order. All of it is deleted afterwards.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  db,
  expect,
  signInAsAdmin,
  test,
  type FixtureCourse,
  type FixtureUser,
} from './fixtures/admin-fixtures';
import { TEST_CPF } from './fixtures/sales-fixtures';
import { demo, signInWithSession } from './support';

test.describe.configure({ mode: 'serial' });

const shotsDir = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'affiliates-screens');
const NBSP = '\u00a0';
const TAG = `afl${randomUUID().slice(0, 7)}`;
const BULK = 1_100;
const PIX_KEY = '+55 11 98765-4321';

let course: FixtureCourse;
/** Applies and is approved, edited, suspended and reactivated. */
let applicant: FixtureUser;
/** Applies and is refused. */
let refused: FixtureUser;
/** Applies and keeps waiting: the list shows applications first. */
let waiting: FixtureUser;
/** An active affiliate with sales: one commission available, one still in its 7 days. */
let seller: FixtureUser;
/** Invited by e-mail. */
let invited: FixtureUser;
let buyer: FixtureUser;
let sellerAffiliateId: string;
const orderIds: string[] = [];

async function insertAffiliate(
  user: FixtureUser,
  code: string,
  fields: { status: string; commissionPercent?: number; appliedAt?: string },
) {
  const [row] = await db()`
    insert into public.affiliates (user_id, code, status, commission_percent, applied_at, approved_at)
    values (${user.id}, ${`${TAG}-${code}`}, ${fields.status}, ${fields.commissionPercent ?? null},
            now() - ${fields.appliedAt ?? '0 seconds'}::interval,
            ${fields.status === 'active' ? new Date() : null})
    returning id`;
  return row!.id as string;
}

/** A paid order credited to the affiliate, paid `paidAgo`; the trigger writes its commission. */
async function insertCreditedOrder(amount: number, commission: number, paidAgo: string) {
  const sql = db();
  const [order] = await sql`
    insert into public.orders (user_id, product_kind, product_id, product_title, amount, method, status, provider,
                               provider_payment_id, buyer_name, buyer_email, buyer_cpf,
                               affiliate_id, commission_percent, commission_amount)
    values (${buyer.id}, 'course', ${course.id}, ${course.title}, ${amount}, 'pix', 'pending', 'stand-in',
            ${`fixture-${randomUUID()}`}, ${buyer.fullName}, ${buyer.email}, ${TEST_CPF},
            ${sellerAffiliateId}, 20, ${commission})
    returning id`;
  await sql`update public.orders set status = 'paid', paid_at = now() - ${paidAgo}::interval where id = ${order!.id}`;
  orderIds.push(order!.id as string);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const sql = db();
  course = await createCourse(`Curso dos afiliados ${TAG}`);
  await addModuleWithLesson(course.id);
  await sql`update public.courses set access_model = 'paid', price = 297 where id = ${course.id}`;

  // 1 100 refused applications, one second apart yesterday.
  await sql`
    insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
    select gen_random_uuid(), 'authenticated', 'authenticated', ${TAG} || '.' || lpad(n::text, 4, '0') || '@teste.trilhacloud.dev',
           jsonb_build_object('full_name', 'Afiliada Escala ' || lpad(n::text, 4, '0') || ' ' || ${TAG},
                              'terms_version', private.current_terms_version()),
           now(), now()
    from generate_series(1, ${BULK}) as n`;
  await sql`
    insert into public.affiliates (user_id, code, status, applied_at)
    select p.id, ${TAG} || '-' || split_part(split_part(p.email, '@', 1), '.', 2), 'rejected',
           now() - interval '1 day' + split_part(split_part(p.email, '@', 1), '.', 2)::int * interval '1 second'
    from public.profiles p where p.email like ${`${TAG}.%`}`;

  [applicant, refused, waiting, seller, invited, buyer] = await Promise.all([
    createUser({ fullName: `Bruna Candidata ${TAG}` }),
    createUser({ fullName: `Carla Recusada ${TAG}` }),
    createUser({ fullName: `Fábio Aguardando ${TAG}` }),
    createUser({ fullName: `Daniela Parceira ${TAG}` }),
    createUser({ fullName: `Eva Convidada ${TAG}` }),
    createUser({ fullName: `Gustavo Comprador ${TAG}` }),
  ]);
  const applicantId = await insertAffiliate(applicant, 'bruna', { status: 'pending' });
  await sql`select private.set_affiliate_pix_key(${applicantId}, 'bruna.candidata@exemplo.com.br')`;
  await insertAffiliate(refused, 'carla', { status: 'pending' });
  // The oldest of every status: still listed first, as an application.
  await insertAffiliate(waiting, 'fabio', { status: 'pending', appliedAt: '30 days' });
  sellerAffiliateId = await insertAffiliate(seller, 'daniela', { status: 'active', commissionPercent: 20 });
  await sql`select private.set_affiliate_pix_key(${sellerAffiliateId}, ${PIX_KEY})`;
  // Three openings of the link, one of them 40 days ago.
  await sql`
    insert into public.affiliate_clicks (affiliate_id, clicked_at)
    values (${sellerAffiliateId}, now()), (${sellerAffiliateId}, now() - interval '2 days'),
           (${sellerAffiliateId}, now() - interval '40 days')`;
  // R$ 297,00 paid 10 days ago: R$ 59,40 available; R$ 178,20 paid now: R$ 35,64 pending.
  await insertCreditedOrder(297, 59.4, '10 days');
  await insertCreditedOrder(178.2, 35.64, '0 seconds');
});

test.afterAll(async () => {
  const sql = db();
  await sql`delete from public.orders where id = any(${orderIds}::uuid[])`;
  await sql`delete from public.affiliate_payouts where affiliate_id = ${sellerAffiliateId}`;
  const people = [applicant, refused, waiting, seller, invited, buyer].filter(Boolean).map((user) => user.id);
  await sql`delete from auth.users where id = any(${people}::uuid[]) or email like ${`${TAG}.%`}`;
  await sql`delete from public.courses where id = ${course.id}`;
});

const rows = (page: Page) => page.getByRole('region', { name: 'Afiliados cadastrados' }).locator('tbody tr');
const rowOf = (page: Page, user: FixtureUser) => rows(page).filter({ hasText: user.fullName });
/** The row's status badge, in its first cell (the commission's 'Pendente' is another word). */
const statusIn = (row: ReturnType<typeof rows>, label: string) =>
  row.getByRole('cell').first().getByText(label, { exact: true });

/** The screen as it is, at both widths (a dialog as the screen shows it, the list whole). */
async function shots(page: Page, name: string, fullPage = false) {
  const viewport = page.viewportSize()!;
  // The header's account menu is there once the session's reads are done.
  await page.waitForLoadState('networkidle');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(shotsDir, `${width}-${name}.png`), fullPage });
  }
  await page.setViewportSize(viewport);
}

/** The code of the affiliate at `offset` in the list's own order (admin_list_affiliates). */
async function codeAt(status: string, offset: number): Promise<string> {
  const [row] = await db()`
    select code from public.affiliates where status = ${status}
    order by (status = 'pending') desc, applied_at desc, id desc offset ${offset} limit 1`;
  return row!.code as string;
}

const countOf = async (status: string | null) => {
  const [row] = await db()`
    select count(*)::int as total from public.affiliates where ${status}::text is null or status = ${status}`;
  return row!.total as number;
};

/** The page asked for is shown: the rows of the last one no longer stand in for it. */
const settled = (page: Page) => expect(page.locator('table[aria-busy]')).toHaveCount(0);

const shownTotal = async (page: Page) =>
  Number((await page.getByText(/^Total: [\d.]+ afiliados?$/).innerText()).replace(/\D/g, ''));

test('1 100 affiliates: applications first, the total and the pages are the database’s', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const answerSize = page
    .waitForResponse(
      (response) => response.url().includes('/rest/v1/rpc/admin_list_affiliates') && response.ok(),
    )
    .then(async (response) => (await response.body()).length);
  const before = await countOf(null);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Afiliados/ }).click();
  await expect(page).toHaveURL('/admin/afiliados');
  await expect(page.getByRole('heading', { level: 1, name: 'Afiliados' })).toBeVisible();
  await expect(page.getByText(/^Total: [\d.]+ afiliados$/)).toBeVisible();
  const after = await countOf(null);
  const shown = await shownTotal(page);
  expect(shown).toBeGreaterThan(BULK);
  expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
  expect(shown).toBeLessThanOrEqual(Math.max(before, after));
  expect(await answerSize).toBeLessThanOrEqual(50 * 1024);
  await expect(rows(page)).toHaveCount(25);
  // Applications first: the one that waits 30 days comes before every newer affiliate of another status.
  await expect(statusIn(rows(page).first(), 'Pendente')).toBeVisible();
  await expect(page.getByLabel('Situação')).toHaveValue('');

  // The refused ones: this spec's 1 100, past the Data API's 1 000 rows, newest first.
  await page.getByLabel('Situação').selectOption({ label: 'Recusados' });
  await expect(page).toHaveURL('/admin/afiliados?status=rejected');
  const rejectedBefore = await countOf('rejected');
  await expect(statusIn(rows(page).first(), 'Recusado')).toBeVisible();
  await settled(page);
  const rejected = await shownTotal(page);
  expect(rejected).toBeGreaterThanOrEqual(BULK);
  expect(rejected).toBe(rejectedBefore);
  const lastPage = Math.ceil(rejected / 25);
  const pages = page.getByRole('navigation', { name: 'Páginas de afiliados' });
  await expect(pages).toContainText(`Página 1 de ${lastPage}`);
  await expect(rows(page).first()).toContainText(await codeAt('rejected', 0));
  await expect(statusIn(rows(page).first(), 'Recusado')).toBeVisible();
  await expect(rows(page).first()).toContainText('Nenhuma comissão definida');
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Aprovar / }),
  ).toBeVisible();
  await shots(page, 'bulk');

  await pages.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL('/admin/afiliados?status=rejected&page=2');
  await expect(rows(page).first()).toContainText(await codeAt('rejected', 25));

  // A page past the end lands on the last one, which holds the oldest.
  await page.goto('/admin/afiliados?status=rejected&page=999');
  await expect(page).toHaveURL(`/admin/afiliados?status=rejected&page=${lastPage}`);
  await expect(pages).toContainText(`Página ${lastPage} de ${lastPage}`);
  await expect(rows(page).last()).toContainText(await codeAt('rejected', rejected - 1));
  await page.reload();
  await expect(page.getByLabel('Situação')).toHaveValue('rejected');
  await expect(rows(page).last()).toContainText(await codeAt('rejected', rejected - 1));

  // Another status starts again at its first page.
  await page.getByLabel('Situação').selectOption({ label: 'Todos' });
  await expect(page).toHaveURL('/admin/afiliados');
  await expect(pages).toContainText('Página 1 de');

  // Searched by the database, by the beginning of the code: one of the 1 100, then the run's own.
  await page.getByLabel('Buscar afiliado').fill(`${TAG}-bruna`);
  await expect(page.getByText('Total: 1 afiliado', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${TAG}-bruna`);
  await page.getByLabel('Buscar afiliado').fill(`${TAG}-nenhum`);
  await expect(page.getByText('Nenhum afiliado encontrado')).toBeVisible();
});

test('an application is approved with its commissions, edited, suspended and reactivated; another is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin/afiliados?status=pending');
  const row = rowOf(page, applicant);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(applicant.email);
  await expect(row).toContainText(`${TAG}-bruna`);
  await expect(row).toContainText('Nenhuma comissão definida');
  await expect(row).toContainText('•••• m.br');
  await expect(statusIn(row, 'Pendente')).toBeVisible();
  await shots(page, 'pending', true);

  // The dialog's own rules, in pt-BR, before anything is sent.
  await row.getByRole('button', { name: `Aprovar ${applicant.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Aprovar ${applicant.fullName}` });
  await expect(dialog).toContainText(`o link ${TAG}-bruna passa a gerar comissão`);
  await dialog.getByRole('button', { name: 'Aprovar afiliado' }).click();
  await expect(dialog.getByText('Defina a comissão geral ou a de pelo menos um produto.')).toBeVisible();
  await dialog.getByLabel('Comissão geral (%)').fill('95');
  await dialog.getByLabel('Produto para adicionar').selectOption({ label: course.title });
  await dialog.getByRole('button', { name: 'Adicionar produto' }).click();
  await dialog.getByRole('button', { name: 'Aprovar afiliado' }).click();
  await expect(
    dialog.getByText('Informe um percentual de 1 a 90, com até duas casas decimais.'),
  ).toBeVisible();
  await expect(dialog.getByText('Informe a comissão deste produto.')).toBeVisible();
  await shots(page, 'approve-errors');

  await dialog.getByLabel('Comissão geral (%)').fill('15');
  await dialog.getByLabel(`Comissão de ${course.title} (%)`).fill('30,5');
  await shots(page, 'approve');
  await dialog.getByRole('button', { name: 'Aprovar afiliado' }).click();
  await expect(page.getByText('Afiliado aprovado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  const [approved] = await db()`
    select a.status, a.commission_percent::float8 as percent, a.approved_at is not null as approved,
           (select json_agg(json_build_object('kind', ap.product_kind, 'id', ap.product_id,
                                              'percent', ap.commission_percent::float8))
            from public.affiliate_products ap where ap.affiliate_id = a.id) as products
    from public.affiliates a where a.user_id = ${applicant.id}`;
  expect(approved).toEqual({
    status: 'active',
    percent: 15,
    approved: true,
    products: [{ kind: 'course', id: course.id, percent: 30.5 }],
  });

  await page.getByLabel('Situação').selectOption({ label: 'Ativos' });
  await expect(page).toHaveURL('/admin/afiliados?status=active');
  await expect(statusIn(row, 'Ativo')).toBeVisible();
  await expect(row).toContainText(`15${NBSP}% em todos os produtos`);
  await expect(row).toContainText(`Curso · ${course.title}: 30,5${NBSP}%`);

  // The commissions edited: only the course now.
  await row.getByRole('button', { name: `Editar comissões de ${applicant.fullName}` }).click();
  const edit = page.getByRole('dialog', { name: `Comissões de ${applicant.fullName}` });
  await expect(edit.getByLabel('Comissão geral (%)')).toHaveValue('15');
  await expect(edit.getByLabel(`Comissão de ${course.title} (%)`)).toHaveValue('30,5');
  await edit.getByLabel('Comissão geral (%)').fill('');
  await edit.getByLabel(`Comissão de ${course.title} (%)`).fill('40');
  await edit.getByRole('button', { name: 'Salvar comissões' }).click();
  await expect(page.getByText('Comissões salvas')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Só nos produtos abaixo');
  await expect(row).toContainText(`Curso · ${course.title}: 40${NBSP}%`);
  const [edited] = await db()`
    select a.commission_percent, (select ap.commission_percent::float8 from public.affiliate_products ap
                                  where ap.affiliate_id = a.id) as course_percent
    from public.affiliates a where a.user_id = ${applicant.id}`;
  expect(edited).toEqual({ commission_percent: null, course_percent: 40 });

  // Suspended after a confirmation, then reactivated.
  await row.getByRole('button', { name: `Suspender ${applicant.fullName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Suspender ${applicant.fullName}?` });
  await expect(confirm).toContainText(
    'O link deixa de gerar comissões. As comissões já ganhas continuam e podem ser pagas; você pode reativar depois.',
  );
  await shots(page, 'suspend');
  await confirm.getByRole('button', { name: 'Suspender' }).click();
  await expect(page.getByText('Afiliado suspenso')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Situação').selectOption({ label: 'Suspensos' });
  await expect(statusIn(row, 'Suspenso')).toBeVisible();
  const statusOf = async (user: FixtureUser) =>
    (await db()`select status from public.affiliates where user_id = ${user.id}`)[0]!.status as string;
  expect(await statusOf(applicant)).toBe('suspended');
  await row.getByRole('button', { name: `Reativar ${applicant.fullName}` }).click();
  await expect(page.getByText('Afiliado reativado')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await statusOf(applicant)).toBe('active');

  // Another application refused.
  await page.getByLabel('Situação').selectOption({ label: 'Pendentes' });
  const refusedRow = rowOf(page, refused);
  await refusedRow.getByRole('button', { name: `Recusar ${refused.fullName}` }).click();
  const refuse = page.getByRole('alertdialog', { name: `Recusar o pedido de ${refused.fullName}?` });
  await refuse.getByRole('button', { name: 'Recusar' }).click();
  await expect(page.getByText('Pedido recusado')).toBeVisible();
  await expect(refusedRow).toHaveCount(0);
  expect(await statusOf(refused)).toBe('rejected');
  // The one still waiting stays.
  await expect(rowOf(page, waiting)).toHaveCount(1);
});

test('an existing account is invited by e-mail; an unknown e-mail and a second invitation are refused', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/afiliados');
  await page.getByRole('button', { name: 'Convidar afiliado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar afiliado' });
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  await expect(dialog.getByText('Informe o e-mail da conta.')).toBeVisible();
  await expect(dialog.getByText('Defina a comissão geral ou a de pelo menos um produto.')).toBeVisible();
  await dialog.getByLabel('E-mail da conta').fill('ana@');
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  await expect(dialog.getByText('Informe um e-mail válido.')).toBeVisible();
  await shots(page, 'invite-errors');

  // The database knows no account with that e-mail: its refusal, under the e-mail too.
  await dialog.getByLabel('E-mail da conta').fill(`ninguem-${TAG}@teste.trilhacloud.dev`);
  await dialog.getByLabel('Comissão geral (%)').fill('10');
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  await expect(dialog.getByText('Usuário não encontrado.')).toBeVisible();
  await expect(dialog.getByLabel('E-mail da conta')).toBeFocused();

  await dialog.getByLabel('E-mail da conta').fill(` ${invited.email.toUpperCase()} `);
  await shots(page, 'invite');
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByText('Afiliado convidado')).toBeVisible();
  await expect(dialog).toBeHidden();
  const [saved] = await db()`
    select status, commission_percent::float8 as percent, approved_at is not null as approved, pix_key_hint
    from public.affiliates where user_id = ${invited.id}`;
  expect(saved).toEqual({ status: 'active', percent: 10, approved: true, pix_key_hint: null });

  await page.getByLabel('Situação').selectOption({ label: 'Ativos' });
  const row = rowOf(page, invited);
  await expect(statusIn(row, 'Ativo')).toBeVisible();
  await expect(row).toContainText(`10${NBSP}% em todos os produtos`);
  await expect(row).toContainText('Sem chave PIX');
  await expect(row.getByRole('button', { name: `Ver chave PIX de ${invited.fullName}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Convidar afiliado' }).click();
  await dialog.getByLabel('E-mail da conta').fill(invited.email);
  await dialog.getByLabel('Comissão geral (%)').fill('10');
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  await expect(dialog.getByText('Esta conta já participa do programa de afiliados.')).toBeVisible();
});

test('on a phone: a payout recorded changes the figures here and on the affiliate’s panel; the PIX key is revealed and the reading logged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const figures = page.getByRole('region', { name: 'Seus números' });

  // The affiliate's own panel before the payout.
  await signInWithSession(page, seller.email, seller.password);
  await page.goto('/afiliado');
  await expect(figures).toContainText(`DisponívelR$${NBSP}59,40`);
  await expect(figures).toContainText(`Já pagaR$${NBSP}0,00`);
  await expect(figures).toContainText(`Comissão pendenteR$${NBSP}35,64`);

  await signInAsAdmin(page);
  await page.goto('/admin/afiliados?status=active');
  const row = rowOf(page, seller);
  await expect(row).toContainText('3 cliques');
  await expect(row).toContainText('2 em 30 dias');
  await expect(row).toContainText('2 vendas');
  await expect(row).toContainText(`R$${NBSP}475,20 vendidos`);
  await expect(row).toContainText(`PendenteR$${NBSP}35,64`);
  await expect(row).toContainText(`DisponívelR$${NBSP}59,40`);
  await expect(row).toContainText(`PagaR$${NBSP}0,00`);
  await expect(row).toContainText('•••• 4321');
  await expect(row).not.toContainText(PIX_KEY);
  await row.scrollIntoViewIfNeeded();
  await shots(page, 'active');

  // The payout: the site records it, the transfer is made outside it.
  await row.getByRole('button', { name: `Registrar pagamento a ${seller.fullName}` }).click();
  const payout = page.getByRole('dialog', { name: `Registrar pagamento a ${seller.fullName}` });
  await expect(payout).toContainText('O pagamento é feito fora do site; aqui ele só fica registrado.');
  await expect(payout).toContainText(`Disponível para pagarR$${NBSP}59,40`);
  await expect(payout).toContainText('Chave PIX: •••• 4321');
  await expect(payout).toContainText(
    'O site não transfere dinheiro: faça a transferência por PIX fora da plataforma e registre aqui que ela foi feita.',
  );
  await payout.getByLabel('Observação').fill('x'.repeat(201));
  await payout.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(payout.getByText('Use até 200 caracteres.')).toBeVisible();
  await payout.getByLabel('Observação').fill('PIX E2E 7781 de 10/12');
  await shots(page, 'payout');
  await payout.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(page.getByText(`Pagamento de R$${NBSP}59,40 registrado`)).toBeVisible();
  await expect(payout).toBeHidden();
  await expect(row).toContainText(`DisponívelR$${NBSP}0,00`);
  await expect(row).toContainText(`PagaR$${NBSP}59,40`);
  await expect(row).toContainText(`PendenteR$${NBSP}35,64`);
  await expect(row.getByRole('button', { name: `Registrar pagamento a ${seller.fullName}` })).toHaveCount(0);
  const [admin] = await db()`select id from public.profiles where email = ${demo.admin.email}`;
  const payouts = await db()`
    select amount::float8 as amount, commissions, note, paid_by from public.affiliate_payouts
    where affiliate_id = ${sellerAffiliateId}`;
  expect(payouts).toEqual([
    { amount: 59.4, commissions: 1, note: 'PIX E2E 7781 de 10/12', paid_by: admin!.id },
  ]);

  // The PIX key: opening the dialog reads nothing; 'Mostrar chave completa' reads it, logged.
  const reads = async () =>
    (
      await db()`
        select count(*)::int as reads, count(*) filter (where read_by = ${admin!.id})::int as by_admin
        from private.affiliate_pix_key_reads where affiliate_id = ${sellerAffiliateId}`
    )[0];
  await row.getByRole('button', { name: `Ver chave PIX de ${seller.fullName}` }).click();
  const pix = page.getByRole('dialog', { name: `Chave PIX de ${seller.fullName}` });
  await expect(pix).toContainText(
    'Na lista aparecem só os últimos caracteres: •••• 4321. A leitura da chave completa fica registrada com o seu nome, a data e a hora.',
  );
  await expect(pix).not.toContainText(PIX_KEY);
  expect(await reads()).toEqual({ reads: 0, by_admin: 0 });
  await pix.getByRole('button', { name: 'Mostrar chave completa' }).click();
  await expect(pix.getByText(PIX_KEY, { exact: true })).toBeVisible();
  await expect(pix.getByText('Leitura registrada.')).toBeVisible();
  expect(await reads()).toEqual({ reads: 1, by_admin: 1 });
  await shots(page, 'pix-key');
  await pix.getByRole('button', { name: 'Fechar' }).click();
  await expect(pix).toBeHidden();
  // Opened again, the key is asked for again.
  await row.getByRole('button', { name: `Ver chave PIX de ${seller.fullName}` }).click();
  await expect(pix.getByRole('button', { name: 'Mostrar chave completa' })).toBeVisible();
  await expect(pix).not.toContainText(PIX_KEY);
  await page.keyboard.press('Escape');

  // The affiliate's panel after it.
  await signInWithSession(page, seller.email, seller.password);
  await page.goto('/afiliado');
  await expect(figures).toContainText(`DisponívelR$${NBSP}0,00`);
  await expect(figures).toContainText(`Já pagaR$${NBSP}59,40`);
  await expect(figures).toContainText(`Comissão pendenteR$${NBSP}35,64`);
});

test('a student is told Acesso negado and sent to the dashboard', async ({ page }) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto('/admin/afiliados');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Afiliados' })).toHaveCount(0);
});
