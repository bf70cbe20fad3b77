// Screenshots of 'Vendas e receita' in 'Relatórios' for a person to look at (not an assertion of
// pixels): the cards with the coupons' discounts and the affiliates' commissions, and the tables by
// coupon and by affiliate. Run with TRILHA_SCREENSHOTS=1; the PNGs go to TRILHA_SHOTS_DIR or
// <results dir>/report-screens/.
import path from 'node:path';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { createUser, signInAsAdmin } from './fixtures/admin-fixtures';
import { createAffiliate, createCoupon, insertReportOrder } from './fixtures/report-fixtures';
import { expect, test } from './support';

const shotsDir = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'report-screens');
const DAY = 86_400_000;

/** A few weeks of sales with two campaign coupons and two affiliates, as a school would have. */
async function campaignSales() {
  const buyers = await Promise.all(
    ['Ana Souza', 'Bruno Lima', 'Carla Mendes'].map((fullName) => createUser({ fullName })),
  );
  const coupons = [await createCoupon(), await createCoupon()];
  const affiliates = [await createAffiliate(), await createAffiliate()];
  const course = {
    productTitle: 'AWS Solutions Architect: do zero à certificação',
    productId: crypto.randomUUID(),
  };
  for (let index = 0; index < 10; index++) {
    const coupon = index % 3 === 2 ? undefined : coupons[index % 2]!;
    const affiliate = index % 4 === 3 ? undefined : affiliates[index % 2]!;
    const amount = coupon ? 178.2 : 297;
    await insertReportOrder({
      ...course,
      buyer: buyers[index % buyers.length]!,
      amount,
      status: index === 5 ? 'refunded' : 'paid',
      method: (['pix', 'card', 'boleto'] as const)[index % 3]!,
      at: new Date(Date.now() - index * 2 * DAY),
      coupon: coupon && { coupon, listAmount: 297 },
      affiliate: affiliate && {
        affiliate,
        percent: 20,
        commission: Math.round(amount * 20) / 100,
      },
    });
  }
}

// The phone's tour reads the sales the desktop's tour wrote.
test.describe.configure({ mode: 'serial' });

for (const width of [1280, 390]) {
  test(`the revenue report at ${width}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: path.join(shotsDir, `${width}-${name}.png`), fullPage });
    if (width === 1280) await campaignSales();
    await signInAsAdmin(page);
    await page.goto('/admin/reports');
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    const revenue = page.getByRole('region', { name: 'Vendas e receita' });
    await revenue.scrollIntoViewIfNeeded();
    await revenue.screenshot({ path: path.join(shotsDir, `${width}-revenue.png`) });
    for (const [name, file] of [
      ['Receita por cupom', 'coupons'],
      ['Receita por afiliado', 'affiliates'],
    ] as const) {
      const figure = page.getByRole('figure', { name });
      await figure.getByRole('button', { name: 'Ver tabela' }).click();
      await figure.scrollIntoViewIfNeeded();
      await figure.screenshot({ path: path.join(shotsDir, `${width}-${file}-table.png`) });
    }
    // From the top: a full-page shot taken scrolled down draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('report');
  });
}
