// /admin/empresas (docs/companies.md, "The back office"): an administrator finds an organisation
// by its CNPJ, opens it, sees its seats and orders, edits the seat price tiers (the form refuses
// a wrong row in pt-BR, a good save stays after a reload), deletes the organisation, and its paid
// order is still in 'Vendas'. Screenshots at 390 and 1280 px go to <results dir>/companies-screens/.
import path from 'node:path';
import { randomInt, randomUUID } from 'node:crypto';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { createUser, db, expect, signInAsAdmin, test } from './fixtures/admin-fixtures';

test.describe.configure({ mode: 'serial' }); // both sizes rewrite the one set of tiers

const shotsDir = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'companies-screens');

/** A valid CNPJ from its first 12 digits. */
function cnpjOf(base12: string): string {
  const check = (digits: string, weights: number[]) => {
    const sum = weights.reduce((acc, weight, i) => acc + Number(digits[i]) * weight, 0);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const first = check(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = check(base12 + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${first}${second}`;
}
const formatted = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

async function organisationWithSeatsAndOrder() {
  const tag = randomUUID().slice(0, 6);
  const legalName = `Nuvem Azul Tecnologia ${tag}`;
  const cnpj = cnpjOf(`${randomInt(10_000_000, 99_999_999)}0001`);
  const gestor = await createUser({ fullName: `Gestora ${tag}` });
  const sql = db();
  const [organisation] = await sql`
    insert into public.organisations (cnpj, legal_name, billing_email, address_line, city, state, postal_code)
    values (${cnpj}, ${legalName}, ${`financeiro.${tag}@nuvemazul.com.br`}, 'Av. Paulista, 1000, 12º andar', 'São Paulo', 'SP', '01310100')
    returning id`;
  const id = organisation!.id as string;
  await sql`insert into public.organisation_members (organisation_id, user_id, role) values (${id}, ${gestor.id}, 'gestor')`;
  const [block] = await sql`
    insert into public.organisation_seats (organisation_id, product_kind, product_id, product_title, seat_count, period_start, period_end)
    values (${id}, 'course', gen_random_uuid(), 'AWS Cloud Practitioner', 25, now() - interval '10 days', now() + interval '355 days')
    returning id`;
  await sql`insert into public.seat_holders (seat_block_id, organisation_id, user_id) values (${block!.id}, ${id}, ${gestor.id})`;
  await sql`
    insert into public.orders (user_id, product_kind, product_id, product_title, amount, method, status, paid_at,
                               buyer_name, buyer_email, buyer_cpf, buyer_cnpj, organisation_id, seat_count)
    values (${gestor.id}, 'course', gen_random_uuid(), ${`Assentos AWS ${tag}`}, 4987.5, 'boleto', 'paid', now(),
            ${legalName}, ${gestor.email}, '52998224725', ${cnpj}, ${id}, 25)`;
  return { id, legalName, cnpj, tag };
}

for (const width of [1280, 390]) {
  test(`an administrator finds, opens, prices and deletes an organisation at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const shot = (name: string) =>
      page.screenshot({ path: path.join(shotsDir, `${width}-${name}.png`), fullPage: true });
    const organisation = await organisationWithSeatsAndOrder();
    await signInAsAdmin(page);

    await page.goto('/admin');
    await page.getByRole('link', { name: /Empresas/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();

    // Searched by the CNPJ as people type it.
    await page.getByLabel('Buscar empresa').fill(formatted(organisation.cnpj));
    await expect(page.getByText('Total: 1 empresa')).toBeVisible();
    await expect(page).toHaveURL(/q=/);
    const row = page.getByRole('link', { name: organisation.legalName });
    await expect(row).toBeVisible();
    await expect(page.getByText('1 de 25')).toBeVisible();
    await shot('list');

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: organisation.legalName })).toBeVisible();
    const seats = page.getByRole('region', { name: 'Blocos de assentos' });
    await expect(seats.getByText('AWS Cloud Practitioner')).toBeVisible();
    await expect(seats.getByText('1 de 25 em uso')).toBeVisible();
    await expect(seats.getByText('Vigente')).toBeVisible();
    const orders = page.getByRole('region', { name: 'Pedidos da empresa' });
    await expect(orders.getByText('Pago', { exact: true })).toBeVisible();
    await expect(orders.getByText('R$ 4.987,50')).toBeVisible();
    await expect(orders.getByText('25 assentos')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Gestores' }).getByText(`Gestora ${organisation.tag}`),
    ).toBeVisible();
    await shot('detail');

    // The tiers: a row whose minimum does not grow is refused in pt-BR, nothing is saved.
    await page.getByRole('link', { name: 'Voltar' }).click();
    const tiers = page.getByRole('form', { name: 'Faixas de preço por assento' });
    await expect(tiers).toBeVisible();
    const removeButtons = tiers.getByRole('button', { name: /Remover faixa/ });
    while ((await removeButtons.count()) > 0) await removeButtons.first().click();
    // The tiers it saves are the seeded ones: other specs (the seat calculator's) read the one set
    // of tiers at the same time, and a save replaces it in one transaction.
    for (let row = 0; row < 3; row += 1) await tiers.getByRole('button', { name: 'Adicionar faixa' }).click();
    const seatsFields = tiers.getByLabel('A partir de N assentos');
    const discountFields = tiers.getByLabel('Desconto (%)');
    await seatsFields.nth(0).fill('5');
    await discountFields.nth(0).fill('0');
    await seatsFields.nth(1).fill('20');
    await discountFields.nth(1).fill('10');
    await seatsFields.nth(2).fill('8');
    await discountFields.nth(2).fill('20');
    await tiers.getByRole('button', { name: 'Salvar faixas' }).click();
    await expect(tiers.getByText('Deve ser maior que o número de assentos da faixa anterior.')).toBeVisible();
    await shot('tiers-error');

    await seatsFields.nth(2).fill('50');
    await tiers.getByRole('button', { name: 'Salvar faixas' }).click();
    await expect(page.getByText('Faixas de preço salvas com sucesso!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('A partir de N assentos')).toHaveCount(3);
    await expect(page.getByLabel('A partir de N assentos').nth(2)).toHaveValue('50');
    await expect(page.getByLabel('Desconto (%)').nth(2)).toHaveValue('20');
    const stored =
      await db()`select min_seats, discount_percent::float8 as discount from public.seat_price_tiers order by min_seats`;
    expect(stored).toEqual([
      { min_seats: 5, discount: 0 },
      { min_seats: 20, discount: 10 },
      { min_seats: 50, discount: 20 },
    ]);

    // Deleting: the dialog says the paid orders stay; afterwards they are still in 'Vendas'.
    await page.goto(`/admin/empresas/${organisation.id}`);
    await page.getByRole('button', { name: 'Excluir empresa' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText(
        'Os membros, os assentos, os convites e as atribuições da empresa serão excluídos. Os pedidos pagos continuam registrados em Vendas como registro fiscal, com o CNPJ e os valores.',
      ),
    ).toBeVisible();
    await shot('delete-dialog');
    await dialog.getByRole('button', { name: 'Excluir empresa' }).click();
    await expect(page.getByText('Empresa excluída com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/empresas$/);
    expect(await db()`select 1 from public.organisations where id = ${organisation.id}`).toHaveLength(0);

    await page.goto(`/admin/sales?q=${encodeURIComponent(`Assentos AWS ${organisation.tag}`)}`);
    const sale = page.getByRole('row').filter({ hasText: `Assentos AWS ${organisation.tag}` });
    await expect(sale).toHaveCount(1);
    await expect(sale.getByText('Pago', { exact: true })).toBeVisible();
    await expect(sale.getByText('R$ 4.987,50')).toBeVisible();
  });
}
