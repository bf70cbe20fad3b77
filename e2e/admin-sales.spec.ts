// 'Vendas' (/admin/sales, docs/sales-admin.md): the orders paged, searched, filtered and counted by
// the database, a refund through refund-order and the local stand-in provider, the CSV export of
// the filtered orders, and the phone layout.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createUser, db, signInAsAdmin, unique, expect, test } from './fixtures/admin-fixtures';
import { e2eStack } from './support';
import { buyCourseThroughStandIn, insertOrder } from './fixtures/sales-fixtures';

async function openSales(page: Page, query = '') {
  await signInAsAdmin(page);
  await page.goto(`/admin/sales${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendas' })).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
}

const ordersTable = (page: Page) => page.getByRole('region', { name: 'Pedidos' });

test('the orders are searched and filtered by status by the database, with their total', async ({ page }) => {
  const buyer = await createUser({ fullName: unique('Comprador Busca') });
  const tag = buyer.fullName.split(' ').at(-1)!;
  const now = Date.now();
  await insertOrder({
    buyer,
    productTitle: `Livro DevOps ${tag}`,
    productKind: 'book',
    amount: 59.9,
    status: 'paid',
    at: new Date(now - 3000),
  });
  await insertOrder({
    buyer,
    productTitle: `Curso Azure ${tag}`,
    amount: 297,
    status: 'pending',
    method: 'boleto',
    at: new Date(now - 2000),
  });
  await insertOrder({
    buyer,
    productTitle: `Plano Pro ${tag}`,
    productKind: 'plan',
    amount: 49.9,
    status: 'failed',
    method: 'card',
    at: new Date(now - 1000),
  });

  await openSales(page);
  // Everyone's orders, newest first, a page at most.
  const total = page.getByText(/^Total: [\d.]+ pedidos?$/);
  await expect(total).toBeVisible();
  const rows = ordersTable(page).locator('tbody tr');
  expect(await rows.count()).toBeLessThanOrEqual(25);

  await page.getByLabel('Buscar venda').fill(tag);
  await expect(page.getByText('Total: 3 pedidos', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`Plano Pro ${tag}`);
  await expect(rows.nth(0)).toContainText('Pagamento recusado');
  await expect(rows.nth(0)).toContainText('Cartão');
  await expect(rows.nth(1)).toContainText(`Curso Azure ${tag}`);
  await expect(rows.nth(1)).toContainText('Pagamento não concluído');
  await expect(rows.nth(1)).toContainText('R$\u00a0297,00');
  await expect(rows.nth(2)).toContainText(`Livro DevOps ${tag}`);
  await expect(rows.nth(2)).toContainText('Pago');
  await expect(rows.nth(2)).toContainText('Livro');
  await expect(rows.nth(2)).toContainText(buyer.email);

  // The status filter, in the URL beside the search; only paid orders can be refunded.
  await page.getByLabel('Status').selectOption({ label: 'Pago' });
  await expect(page).toHaveURL(/[?&]status=paid/);
  await expect(page.getByText('Total: 1 pedido', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('button', { name: /^Reembolsar pedido de / })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Reembolsado' });
  await expect(page.getByText('Nenhuma venda encontrada')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Todos os status' });
  await expect(page.getByText('Total: 3 pedidos', { exact: true })).toBeVisible();

  // A search by the buyer's e-mail finds the same orders.
  await page.getByLabel('Buscar venda').fill(buyer.email);
  await expect(page.getByText('Total: 3 pedidos', { exact: true })).toBeVisible();
});

test('the CSV holds every order the search and the filter find', async ({ page }) => {
  const buyer = await createUser({ fullName: unique('Comprador Planilha') });
  const tag = buyer.fullName.split(' ').at(-1)!;
  await insertOrder({
    buyer,
    productTitle: `Curso; AWS ${tag}`,
    amount: 297,
    status: 'paid',
    method: 'card',
    installments: 12,
  });
  await insertOrder({ buyer, productTitle: `Curso GCP ${tag}`, amount: 99, status: 'expired' });

  await openSales(page, `?q=${tag}&status=paid`);
  await expect(page.getByText('Total: 1 pedido', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vendas-pago-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFPedido;Data do pedido;Status;Produto;Tipo;Forma de pagamento;Parcelas;Valor (R$);Cupom;Desconto (R$);Comprador;E-mail;CPF;Pago em;Reembolsado em;Pagamento no provedor;Nota fiscal;Número da nota',
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(
    `;Pago;"Curso; AWS ${tag}";Curso;Cartão;12;297;;;${buyer.fullName};${buyer.email};529.982.247-25;`,
  );
  expect(lines[2]).toBe('');
});

test('an admin refunds a paid order from Vendas: the provider refunds it and the access goes', async ({
  page,
}) => {
  // Bought through create-checkout and the stand-in's card payment, paid by its signed webhook.
  const purchase = await buyCourseThroughStandIn();
  const [before] = await db()`
    select count(*)::int as live from public.entitlements
    where order_id = ${purchase.orderId} and revoked_at is null`;
  expect(before).toEqual({ live: 1 });

  await openSales(page, `?q=${encodeURIComponent(purchase.buyer.email)}`);
  const row = ordersTable(page).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(purchase.course.title);
  await expect(row).toContainText('Pago');
  await expect(row).toContainText('Cartão em 3x');
  await row
    .getByRole('button', {
      name: `Reembolsar pedido de ${purchase.buyer.fullName}: ${purchase.course.title}`,
    })
    .click();

  const confirm = page.getByRole('alertdialog', { name: 'Reembolsar este pedido?' });
  await expect(confirm).toContainText(
    `R$\u00a0297,00 de ${purchase.course.title} serão estornados a ${purchase.buyer.fullName} pelo mesmo meio de pagamento, e o acesso ao produto será retirado.`,
  );
  // Cancelling changes nothing.
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  expect((await db()`select status from public.orders where id = ${purchase.orderId}`)[0]).toEqual({
    status: 'paid',
  });

  await row.getByRole('button', { name: /^Reembolsar pedido de / }).click();
  await confirm.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(page.getByText('Pedido reembolsado com sucesso!')).toBeVisible();
  await expect(row).toContainText('Reembolsado');
  await expect(row.getByRole('button', { name: /^Reembolsar/ })).toHaveCount(0);

  const [order] =
    await db()`select status, refunded_at is not null as refunded from public.orders where id = ${purchase.orderId}`;
  expect(order).toEqual({ status: 'refunded', refunded: true });
  const [after] = await db()`
    select count(*)::int as live from public.entitlements
    where order_id = ${purchase.orderId} and revoked_at is null`;
  expect(after).toEqual({ live: 0 });
});

test("a refund the provider refuses shows the catalogue's message and changes nothing", async ({ page }) => {
  // Refunded at the provider already (its dashboard), its notification not yet arrived: the order
  // still reads paid here, and the provider refuses a second refund.
  const purchase = await buyCourseThroughStandIn();
  const [order] = await db()`
    select provider_payment_id as payment_id from public.orders where id = ${purchase.orderId}`;
  const paymentId = order!.payment_id as string;
  const stack = e2eStack() as ReturnType<typeof e2eStack> & { paymentStandInUrl: string };
  const refunded = await fetch(
    `${stack.paymentStandInUrl}/__stand-in/payments/${paymentId}/refund?notify=0`,
    {
      method: 'POST',
    },
  );
  expect(refunded.status).toBe(200);

  await openSales(page, `?q=${encodeURIComponent(purchase.buyer.email)}`);
  const row = ordersTable(page).locator('tbody tr');
  await row.getByRole('button', { name: /^Reembolsar pedido de / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reembolsar este pedido?' });
  await confirm.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(page.getByText('O serviço de pagamento recusou o estorno deste pedido.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Pago');
  expect((await db()`select status from public.orders where id = ${purchase.orderId}`)[0]).toEqual({
    status: 'paid',
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the orders are cards and nothing leaves the screen sideways', async ({ page }) => {
    const buyer = await createUser({ fullName: unique('Comprador Celular') });
    await insertOrder({
      buyer,
      productTitle: unique('Curso de Kubernetes com um título bem comprido'),
      amount: 397,
      status: 'paid',
      method: 'card',
      installments: 6,
    });
    await openSales(page, `?q=${encodeURIComponent(buyer.email)}`);
    const row = ordersTable(page).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: /^Reembolsar pedido de / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
