// 'Vendas e receita' in 'Relatórios' (docs/sales-admin.md): what coupons took off and what
// affiliates earn, revenue by coupon and by affiliate, and the whole report as one CSV — every
// figure the database's answer, the browser only writing it.
import { readFileSync } from 'node:fs';
import { createUser, signInAsAdmin, unique, expect, test } from './fixtures/admin-fixtures';
import { createAffiliate, createCoupon, insertReportOrder } from './fixtures/report-fixtures';

const NBSP = '\u00a0';
const reais = (value: number) =>
  `R$${NBSP}${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
/** A number as the CSV writes it: '277,2'. */
const csvNumber = (value: number) => String(value).replace('.', ',');
const brazilianDay = (isoDate: string) => isoDate.split('-').reverse().join('/');

interface Totals {
  net: number;
  discounts: number;
  commissions: number;
  net_of_commissions: number;
}

test('the report shows coupons and affiliates with the exact figures, and its CSV holds them', async ({
  page,
}) => {
  test.slow();
  const buyer = await createUser({ fullName: unique('Comprador Cupom') });
  const coupon = await createCoupon();
  const affiliate = await createAffiliate();
  const course = { productTitle: unique('Curso Cupom e Afiliado'), productId: crypto.randomUUID() };
  // 40 % off R$ 297,00 through the affiliate (20 %); 40 % off R$ 396,00 by card, no affiliate; the
  // first again, refunded (a sale of the period, but neither revenue nor discount nor commission);
  // R$ 297,00 by boleto through the affiliate, no coupon.
  const viaBoth = {
    coupon: { coupon, listAmount: 297 },
    affiliate: { affiliate, percent: 20, commission: 35.64 },
  };
  await insertReportOrder({ ...course, buyer, amount: 178.2, status: 'paid', method: 'pix', ...viaBoth });
  await insertReportOrder({
    ...course,
    buyer,
    amount: 237.6,
    status: 'paid',
    method: 'card',
    coupon: { coupon, listAmount: 396 },
  });
  await insertReportOrder({ ...course, buyer, amount: 178.2, status: 'refunded', method: 'pix', ...viaBoth });
  await insertReportOrder({
    ...course,
    buyer,
    amount: 297,
    status: 'paid',
    method: 'boleto',
    affiliate: { affiliate, percent: 20, commission: 59.4 },
  });

  await signInAsAdmin(page);
  const answered = page.waitForResponse((response) => response.url().includes('/rpc/get_revenue_report'));
  await page.goto('/admin/reports');
  const answer = (await (await answered).json()) as { from: string; to: string; totals: Totals };
  const revenue = page.getByRole('region', { name: 'Vendas e receita' });
  await expect(revenue.getByRole('figure', { name: 'Receita por cupom' })).toBeVisible();

  // The cards write the database's totals, each with what it counts. The totals are the whole
  // school's (other specs sell too), so they are read from the answer; this spec's sales are in them.
  const { totals } = answer;
  expect(totals.discounts).toBeGreaterThanOrEqual(118.8 + 158.4);
  expect(totals.commissions).toBeGreaterThanOrEqual(35.64 + 59.4);
  expect(totals.net_of_commissions).toBeCloseTo(totals.net - totals.commissions, 2);
  const card = (label: string) =>
    revenue
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(card('Descontos de cupons')).toHaveText([
    reais(totals.discounts),
    'Tirados do preço das vendas pagas (já fora da receita)',
  ]);
  await expect(card('Comissões de afiliados')).toHaveText([
    reais(totals.commissions),
    'Devidas aos afiliados pelas vendas pagas',
  ]);
  await expect(card('Receita líquida após comissões')).toHaveText([
    reais(totals.net_of_commissions),
    'Receita líquida menos as comissões',
  ]);

  // By coupon: 3 sales in the period; the discounts and the net of the two still paid.
  const byCoupon = revenue.getByRole('figure', { name: 'Receita por cupom' });
  await byCoupon.getByRole('button', { name: 'Ver tabela' }).click();
  const couponTable = byCoupon.getByRole('table', { name: 'Receita por cupom' });
  await expect(couponTable.locator('thead th')).toHaveText([
    'Cupom',
    'Vendas',
    'Descontos',
    'Receita líquida',
  ]);
  await expect(couponTable.getByRole('row', { name: coupon.code }).getByRole('cell')).toHaveText([
    '3',
    `R$${NBSP}277,20`,
    `R$${NBSP}415,80`,
  ]);

  // By affiliate: 3 sales; the net and the commission of the two still paid.
  const byAffiliate = revenue.getByRole('figure', { name: 'Receita por afiliado' });
  await byAffiliate.getByRole('button', { name: 'Ver tabela' }).click();
  const affiliateTable = byAffiliate.getByRole('table', { name: 'Receita por afiliado' });
  await expect(affiliateTable.locator('thead th')).toHaveText([
    'Afiliado',
    'Vendas',
    'Receita líquida',
    'Comissões',
  ]);
  const affiliateRow = affiliateTable.getByRole('row', {
    name: `${affiliate.user.fullName} (${affiliate.code})`,
  });
  await expect(affiliateRow.getByRole('cell')).toHaveText(['3', `R$${NBSP}475,20`, `R$${NBSP}95,04`]);

  // The CSV: the whole report of the period on screen, a section per table.
  const downloading = page.waitForEvent('download');
  await revenue.getByRole('button', { name: 'Exportar CSV: Vendas e receita' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receita-${answer.from}-a-${answer.to}.csv`);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.slice(0, 5)).toEqual([
    `Vendas e receita de ${brazilianDay(answer.from)} a ${brazilianDay(answer.to)}`,
    'Uma venda conta no dia em que foi paga. Receita líquida: sem reembolsos e chargebacks.',
    '',
    'Totais',
    'Indicador;Valor',
  ]);
  expect(lines).toEqual(
    expect.arrayContaining([
      `Receita líquida (R$);${csvNumber(totals.net)}`,
      `Descontos de cupons (R$);${csvNumber(totals.discounts)}`,
      `Comissões de afiliados (R$);${csvNumber(totals.commissions)}`,
      `Receita líquida após comissões (R$);${csvNumber(totals.net_of_commissions)}`,
    ]),
  );
  const sectionOf = (title: string) => lines.slice(lines.indexOf(title) + 1);
  expect(sectionOf('Receita por cupom')[0]).toBe(
    'Cupom;Vendas;Receita bruta (R$);Descontos (R$);Receita líquida (R$)',
  );
  expect(sectionOf('Receita por cupom')).toContain(`${coupon.code};3;594;277,2;415,8`);
  expect(sectionOf('Receita por afiliado')[0]).toBe(
    'Afiliado;Código;Vendas;Receita bruta (R$);Receita líquida (R$);Comissões (R$)',
  );
  expect(sectionOf('Receita por afiliado')).toContain(
    `${affiliate.user.fullName};${affiliate.code};3;653,4;475,2;95,04`,
  );
  expect(lines.filter((line) => line.startsWith('Receita por '))).toEqual([
    'Receita por dia',
    'Receita por produto',
    'Receita por forma de pagamento',
    'Receita por cupom',
    'Receita por afiliado',
  ]);
  expect(lines.at(-1)).toBe('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the coupons' and affiliates' tables scroll inside their figure, not the page", async ({ page }) => {
    const coupon = await createCoupon();
    const affiliate = await createAffiliate();
    await insertReportOrder({
      productTitle: unique('Curso com um título bem comprido para o telefone'),
      amount: 1782,
      status: 'paid',
      method: 'card',
      coupon: { coupon, listAmount: 2970 },
      affiliate: { affiliate, percent: 20, commission: 356.4 },
    });
    await signInAsAdmin(page);
    await page.goto('/admin/reports');
    for (const name of ['Receita por cupom', 'Receita por afiliado']) {
      const figure = page.getByRole('figure', { name });
      await figure.getByRole('button', { name: 'Ver tabela' }).click();
      await expect(figure.getByRole('table', { name })).toBeVisible();
    }
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
