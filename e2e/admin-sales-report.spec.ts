// Revenue in 'Relatórios' (docs/sales-admin.md): the period's totals, the subscriptions, the charts
// drawn by Chartist with their tables for screen readers, and the chart code loaded on that screen
// only.
import type { Page, Response } from '@playwright/test';
import { createUser, db, signInAsAdmin, unique, expect, test } from './fixtures/admin-fixtures';
import { insertOrder } from './fixtures/sales-fixtures';

/** The text of every script the page downloaded. */
async function scriptsOf(page: Page, action: () => Promise<void>): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  };
  page.on('response', collect);
  await action();
  page.off('response', collect);
  return Promise.all(scripts);
}

/** A class only Chartist's code writes: its presence says the chart library was downloaded. */
const CHARTIST_MARK = 'ct-chart-line';

test('the report draws revenue by day, by product and by method, each with its table', async ({ page }) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const buyer = await createUser({ fullName: unique('Comprador Relatório') });
  const title = unique('Curso Relatório');
  const productId = crypto.randomUUID();
  await insertOrder({
    buyer,
    productId,
    productTitle: title,
    amount: 1234.5,
    status: 'paid',
    method: 'card',
    installments: 6,
  });
  await insertOrder({
    buyer,
    productId,
    productTitle: title,
    amount: 1234.5,
    status: 'refunded',
    method: 'card',
  });
  const [expected] = await db()`
    select count(*)::int as orders from public.orders
    where paid_at >= now() - interval '40 days'`;

  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel Admin' })).toBeVisible();
  const scripts = await scriptsOf(page, async () => {
    await page.getByRole('link', { name: /Relatórios/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Vendas e receita' })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
  });
  expect(scripts.some((text) => text.includes(CHARTIST_MARK))).toBe(true);

  // The totals of the last 30 days, as the database counts them.
  const revenue = page.getByRole('region', { name: 'Vendas e receita' });
  await expect(page.getByLabel('Período')).toHaveValue('30');
  await expect(revenue.locator('dt')).toHaveText([
    'Receita líquida',
    'Vendas pagas',
    'Reembolsos e chargebacks',
    'Descontos de cupons',
    'Comissões de afiliados',
    'Receita líquida após comissões',
    'MRR',
    'Assinaturas ativas',
    'Churn no período',
  ]);
  expect(expected!.orders).toBeGreaterThanOrEqual(2);

  // Each chart is an SVG drawing hidden from screen readers; its table carries the numbers.
  const byDay = page.getByRole('figure', { name: 'Receita por dia' });
  await expect(byDay.locator('svg .ct-line')).toHaveCount(1);
  await expect(byDay.locator('[aria-hidden="true"] svg')).toHaveCount(1);
  const dayTable = byDay.getByRole('table', { name: 'Receita por dia' });
  await expect(dayTable.locator('thead th')).toHaveText([
    'Dia',
    'Vendas',
    'Receita bruta',
    'Receita líquida',
  ]);
  await expect(dayTable.locator('tbody tr')).toHaveCount(30);

  const byProduct = page.getByRole('figure', { name: 'Receita por produto' });
  await expect(byProduct.locator('svg .ct-bar')).not.toHaveCount(0);
  const productRow = byProduct
    .getByRole('table', { name: 'Receita por produto' })
    .getByRole('row', { name: title });
  // Two sales of it were paid in the period; one was refunded, so the net is one sale's amount.
  await expect(productRow.getByRole('cell')).toHaveText(['Curso', '2', 'R$\u00a01.234,50']);

  // 'Ver tabela' shows the table to everyone, in place of the drawing.
  const byMethod = page.getByRole('figure', { name: 'Receita por forma de pagamento' });
  // Hidden, the table's box is the screen-reader-only 1 px clip around it.
  const tableWidth = async () => (await byMethod.getByRole('table').locator('..').boundingBox())?.width ?? 0;
  await expect(byMethod.locator('svg')).toHaveCount(1);
  expect(await tableWidth()).toBeLessThanOrEqual(1);
  await byMethod.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(byMethod.getByRole('button', { name: 'Ver gráfico' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(byMethod.locator('svg')).toHaveCount(0);
  expect(await tableWidth()).toBeGreaterThan(200);
  await expect(byMethod.getByRole('row', { name: /^Cartão/ })).toBeVisible();

  // Another period is read for its own days, and kept in the address.
  await page.getByLabel('Período').selectOption({ label: 'Últimos 7 dias' });
  await expect(page).toHaveURL(/[?&]periodo=7/);
  await expect(dayTable.locator('tbody tr')).toHaveCount(7);
});

test("the chart code is downloaded by 'Relatórios' only, not by the other back-office screens", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const scripts = await scriptsOf(page, async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel Admin' })).toBeVisible();
    await page.getByRole('link', { name: /Vendas/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vendas' })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  });
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((text) => text.includes(CHARTIST_MARK))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the report fits the screen', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/reports');
    await expect(page.getByRole('figure', { name: 'Receita por dia' })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
