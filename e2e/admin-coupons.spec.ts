// /admin/cupons (docs/coupons-admin.md): an administrator creates a coupon through the dialog
// (the form's pt-BR rules first), meets the database's refusal of a code already taken, copies a
// product's checkout link carrying the coupon, edits it and finds it by the beginning of its code.
// A coupon an order used keeps its code and discount (the dialog disables them) and shows the
// order's revenue. 1 100 coupons written with SQL prove the list is counted and paged by the
// database. Screenshots at 390 and 1280 px go to <results dir>/coupons-screens/.
//
// Isolation: every coupon of this spec starts with its run's tag; the bulk ones were created
// "yesterday", so the spec's own new coupons are the newest; all of it is deleted afterwards.
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
} from './fixtures/admin-fixtures';
import { TEST_CPF } from './fixtures/sales-fixtures';

test.describe.configure({ mode: 'serial' });

const shotsDir = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'coupons-screens');
const TAG = `C${randomUUID().slice(0, 7).toUpperCase()}`;
const BULK = 1_100;
const bulkCode = (n: number) => `${TAG}-${String(n).padStart(4, '0')}`;
const USED = `${TAG}USADO`;

let course: FixtureCourse;
let orderId: string;

test.beforeAll(async () => {
  course = await createCourse(`Curso do cupom ${TAG}`);
  await addModuleWithLesson(course.id);
  const sql = db();
  await sql`update public.courses set access_model = 'paid', price = 297 where id = ${course.id}`;
  // One second apart, yesterday: the last one is the newest of them.
  await sql`
    insert into public.coupons (code, description, discount_kind, discount_value, valid_from, created_at)
    select ${TAG} || '-' || lpad(n::text, 4, '0'), 'Cupom da escala', 'percent', 1 + n % 99,
           now() - interval '2 days', now() - interval '1 day' + n * interval '1 second'
    from generate_series(1, ${BULK}) as n`;
  // A coupon for the course alone, used by one paid order: R$ 297,00 − 40 % = R$ 178,20.
  const [used] = await sql`
    insert into public.coupons (code, description, discount_kind, discount_value, applies_to_all, max_uses, valid_from, created_at)
    values (${USED}, 'Lançamento', 'percent', 40, false, 50, now() - interval '3 days', now() - interval '2 days')
    returning id`;
  await sql`insert into public.coupon_products (coupon_id, product_kind, product_id) values (${used!.id}, 'course', ${course.id})`;
  const buyer = await createUser();
  const [order] = await sql`
    insert into public.orders (user_id, product_kind, product_id, product_title, amount, method, status, provider,
                               provider_payment_id, buyer_name, buyer_email, buyer_cpf, paid_at,
                               coupon_id, coupon_code, list_amount, discount_amount)
    values (${buyer.id}, 'course', ${course.id}, ${course.title}, 178.2, 'pix', 'paid', 'stand-in',
            ${`fixture-${randomUUID()}`}, ${buyer.fullName}, ${buyer.email}, ${TEST_CPF}, now(),
            ${used!.id}, ${USED}, 297, 118.8)
    returning id`;
  orderId = order!.id as string;
});

test.afterAll(async () => {
  const sql = db();
  await sql`delete from public.orders where id = ${orderId}`;
  await sql`delete from public.coupons where code like ${`${TAG}%`}`;
  await sql`delete from public.courses where id = ${course.id}`;
});

const rows = (page: Page) => page.getByRole('region', { name: 'Cupons cadastrados' }).locator('tbody tr');

for (const width of [1280, 390]) {
  test(`an administrator creates, is refused, edits and finds a coupon at ${width} px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // A dialog is shot as the screen shows it; the list whole.
    const shot = (name: string, fullPage = false) =>
      page.screenshot({ path: path.join(shotsDir, `${width}-${name}.png`), fullPage });
    const code = `${TAG}W${width}`;
    await signInAsAdmin(page);

    await page.goto('/admin');
    await page.getByRole('link', { name: /Cupons/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cupons' })).toBeVisible();
    await expect(page).toHaveURL('/admin/cupons');

    // The form's own rules, in pt-BR, before anything is sent.
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo cupom' });
    await dialog.getByLabel('Código').pressSequentially(code.toLowerCase().slice(0, 2));
    await dialog.getByLabel('Fim').fill('2020-01-01T00:00');
    await dialog.getByText('Produtos escolhidos').click();
    await dialog.getByRole('button', { name: 'Criar cupom' }).click();
    await expect(dialog.getByText('Use de 3 a 40 caracteres.')).toBeVisible();
    await expect(dialog.getByText('Informe o valor do desconto.')).toBeVisible();
    await expect(dialog.getByText('Escolha pelo menos um produto.')).toBeVisible();
    await expect(dialog.getByText('O fim deve ser depois do início.')).toBeVisible();
    await shot('form-errors');

    // Typed in lower case, kept in capitals.
    await dialog.getByLabel('Código').fill('');
    await dialog.getByLabel('Código').pressSequentially(code.toLowerCase());
    await expect(dialog.getByLabel('Código')).toHaveValue(code);
    await dialog.getByLabel('Descrição').fill('Campanha de Natal para o curso novo');
    await dialog.getByLabel('Tipo de desconto').selectOption({ label: 'Percentual' });
    await dialog.getByLabel('Valor (%)').fill('40');
    await dialog.getByLabel('Filtrar produtos').fill(TAG.toLowerCase());
    await dialog.getByRole('checkbox', { name: course.title }).check();
    await expect(dialog.getByText('1 produto escolhido')).toBeVisible();
    await dialog.getByLabel('Início').fill('2026-01-01T00:00');
    await dialog.getByLabel('Fim').fill('2030-12-31T23:59');
    await dialog.getByLabel('Limite total de usos').fill('100');
    await expect(dialog.getByLabel('Limite por pessoa')).toHaveValue('1');
    await dialog.getByRole('checkbox', { name: 'Só na primeira compra' }).check();
    await shot('form');
    await dialog.getByRole('button', { name: 'Criar cupom' }).click();
    await expect(page.getByText('Cupom criado')).toBeVisible();
    await expect(dialog).toBeHidden();

    const [saved] = await db()`
      select code, discount_kind, discount_value::float8 as value, applies_to_all, max_uses, max_uses_per_person,
             first_purchase_only, is_active, valid_from, valid_until
      from public.coupons where code = ${code}`;
    expect(saved).toMatchObject({
      code,
      discount_kind: 'percent',
      value: 40,
      applies_to_all: false,
      max_uses: 100,
      max_uses_per_person: 1,
      first_purchase_only: true,
      is_active: true,
    });
    // Brasília time: midnight there is 03:00 UTC.
    expect((saved!.valid_from as Date).toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect((saved!.valid_until as Date).toISOString()).toBe('2031-01-01T02:59:00.000Z');

    // A code already taken: the database refuses, and the dialog says so in pt-BR.
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    await dialog.getByLabel('Código').fill(code.toLowerCase());
    await dialog.getByLabel('Valor (%)').fill('10');
    await dialog.getByRole('button', { name: 'Criar cupom' }).click();
    await expect(dialog.getByText('Já existe um cupom com este código')).toBeVisible();
    await expect(dialog.getByLabel('Código')).toBeFocused();
    await shot('duplicate');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    // Found by the beginning of its code, in any case; the address keeps the search.
    await page.getByLabel('Buscar cupom').fill(code.toLowerCase());
    await expect(page.getByText('Total: 1 cupom', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`/admin/cupons?q=${code.toLowerCase()}`);
    const row = rows(page).filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Campanha de Natal para o curso novo');
    await expect(row).toContainText('40 %');
    await expect(row).toContainText(course.title);
    await expect(row).toContainText('De 01/01/2026');
    await expect(row).toContainText('até 31/12/2030');
    await expect(row).toContainText('0 de 100 usos');
    await expect(row).toContainText('Até 1 por pessoa');
    await expect(row).toContainText('0 pedidos pagos');
    await expect(row).toContainText('Só na primeira compra');
    await expect(row.getByText('Ativo', { exact: true })).toBeVisible();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByRole('button', { name: `Copiar link de ${course.title} com o cupom ${code}` }).click();
    await expect(page.getByText('Link copiado')).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin}/checkout/curso/${course.id}?cupom=${code}`,
    );

    // Edited: another value, every product, switched off.
    await row.getByRole('button', { name: `Editar cupom ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar cupom ${code}` });
    await expect(edit.getByLabel('Valor (%)')).toHaveValue('40');
    await expect(edit.getByLabel('Início')).toHaveValue('2026-01-01T00:00');
    await expect(edit.getByRole('checkbox', { name: course.title })).toBeChecked();
    await expect(edit.getByLabel('Código')).toBeEnabled();
    await edit.getByLabel('Tipo de desconto').selectOption({ label: 'Valor fixo' });
    await edit.getByLabel('Valor (R$)').fill('50,00');
    await edit.getByText('Todos os produtos').click();
    await edit.getByLabel('Fim').fill('');
    await edit.getByLabel('Limite total de usos').fill('');
    await edit.getByRole('checkbox', { name: 'Ativo' }).uncheck();
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Cupom salvo')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('R$ 50,00');
    await expect(row).toContainText('Todos os produtos');
    await expect(row).toContainText(`Qualquer link de checkout com ?cupom=${code}`);
    await expect(row).toContainText('Sem data final');
    await expect(row).toContainText('0 usos');
    await expect(row.getByText('Inativo', { exact: true })).toBeVisible();
    const [changed] = await db()`
      select discount_kind, discount_value::float8 as value, applies_to_all, valid_until, max_uses, is_active,
             (select count(*)::int from public.coupon_products cp where cp.coupon_id = c.id) as products
      from public.coupons c where code = ${code}`;
    expect(changed).toEqual({
      discount_kind: 'fixed',
      value: 50,
      applies_to_all: true,
      valid_until: null,
      max_uses: null,
      is_active: false,
      products: 0,
    });

    // The coupon an order used: its figures, and its code and discount fixed.
    await page.getByLabel('Buscar cupom').fill(USED);
    const usedRow = rows(page).filter({ hasText: USED });
    await expect(usedRow).toHaveCount(1);
    // The limit the other width's run left.
    const [current] = await db()`select max_uses from public.coupons where code = ${USED}`;
    await expect(usedRow).toContainText(`1 de ${current!.max_uses} usos`);
    await expect(usedRow).toContainText('1 pedido pago');
    await expect(usedRow).toContainText('R$ 178,20');
    await expect(usedRow).toContainText('R$ 118,80');
    await expect(usedRow).toContainText('Sem data final');
    await shot('list', true);
    await usedRow.getByRole('button', { name: `Editar cupom ${USED}` }).click();
    const locked = page.getByRole('dialog', { name: `Editar cupom ${USED}` });
    await expect(
      locked.getByText(/Este cupom já foi usado em pedidos: o código e o desconto não podem mudar/),
    ).toBeVisible();
    await expect(locked.getByLabel('Código')).toBeDisabled();
    await expect(locked.getByLabel('Tipo de desconto')).toBeDisabled();
    await expect(locked.getByLabel('Valor (%)')).toBeDisabled();
    await expect(locked.getByRole('checkbox', { name: course.title })).toBeChecked();
    await shot('locked');
    const uses = String(60 + (width % 7));
    await locked.getByLabel('Limite total de usos').fill(uses);
    // The first save's toast gone (it lasts a few seconds), so the one below is this save's.
    await expect(page.getByText('Cupom salvo')).toHaveCount(0);
    await locked.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Cupom salvo')).toBeVisible();
    await expect(usedRow).toContainText(`1 de ${uses} usos`);
  });
}

test('1 100 coupons: the total and the pages are the database’s', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const answer = page
    .waitForResponse(
      (response) => response.url().includes('/rest/v1/rpc/admin_list_coupons') && response.ok(),
    )
    .then(async (response) => (await response.body()).length);
  const [before] = await db()`select count(*)::int as coupons from public.coupons`;
  await page.goto('/admin/cupons');
  const total = page.getByText(/^Total: [\d.]+ cupons$/);
  await expect(total).toBeVisible();
  const [after] = await db()`select count(*)::int as coupons from public.coupons`;
  const shown = Number((await total.innerText()).replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(BULK);
  expect(shown).toBeGreaterThanOrEqual(Math.min(before!.coupons, after!.coupons));
  expect(shown).toBeLessThanOrEqual(Math.max(before!.coupons, after!.coupons));
  expect(await answer).toBeLessThanOrEqual(50 * 1024);
  await expect(rows(page)).toHaveCount(25);

  // This spec's bulk coupons: counted past the Data API's 1 000 rows, the newest first.
  await page.getByLabel('Buscar cupom').fill(`${TAG}-`);
  await expect(page.getByText('Total: 1.100 cupons')).toBeVisible();
  await expect(page).toHaveURL(`/admin/cupons?q=${TAG}-`);
  const pages = page.getByRole('navigation', { name: 'Páginas de cupons' });
  await expect(pages).toContainText('Página 1 de 44');
  await expect(rows(page).first()).toContainText(bulkCode(BULK));
  await page.screenshot({ path: path.join(shotsDir, '1280-bulk.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shotsDir, '390-bulk.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await pages.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(`/admin/cupons?q=${TAG}-&page=2`);
  await expect(rows(page).first()).toContainText(bulkCode(BULK - 25));

  // The last page holds the first one created; a page past the end lands on it.
  await page.goto(`/admin/cupons?q=${TAG}-&page=999`);
  await expect(page).toHaveURL(`/admin/cupons?q=${TAG}-&page=44`);
  await expect(pages).toContainText('Página 44 de 44');
  await expect(rows(page).last()).toContainText(bulkCode(1));
  await page.reload();
  await expect(page.getByLabel('Buscar cupom')).toHaveValue(`${TAG}-`);
  await expect(rows(page).last()).toContainText(bulkCode(1));

  // By the beginning of the code: 1000 to 1009.
  await page.getByLabel('Buscar cupom').fill(`${TAG}-100`.toLowerCase());
  await expect(page.getByText('Total: 10 cupons')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toContainText(bulkCode(1009));
  await page.getByLabel('Buscar cupom').fill(`${TAG}-X`);
  await expect(page.getByText('Nenhum cupom encontrado')).toBeVisible();
});
