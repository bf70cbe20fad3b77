// The receipt names who sold (the company of src/config/legal.ts) and who bought (the name and CPF
// the order recorded at checkout), at 390 px and 1280 px (docs/payments-ui.md, "The receipt").
import { LEGAL } from '../src/config/legal';
import { createUser, expect, test, unique } from './fixtures/admin-fixtures';
import { insertOrder } from './fixtures/sales-fixtures';
import { signInWithSession } from './support';

for (const width of [390, 1280]) {
  test(`the receipt names the seller and the buyer (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const buyer = await createUser({ fullName: unique('Compradora Recibo') });
    const title = unique('Curso Recibo');
    const orderId = await insertOrder({ buyer, productTitle: title, amount: 297, status: 'paid' });

    await signInWithSession(page, buyer.email, buyer.password);
    await page.goto(`/minhas-compras/${orderId}`);
    const receipt = page.getByRole('article', { name: 'Recibo' });
    await expect(receipt.getByRole('heading', { level: 1, name: 'Recibo' })).toBeVisible();
    const seller = receipt.getByRole('term').filter({ hasText: 'Vendedor' }).locator('..');
    await expect(seller.getByRole('definition')).toHaveText([
      LEGAL.controller.name,
      `CNPJ ${LEGAL.controller.cnpj}`,
    ]);
    const buyerPart = receipt.getByRole('term').filter({ hasText: 'Comprador' }).locator('..');
    await expect(buyerPart.getByRole('definition')).toHaveText([buyer.fullName, 'CPF 529.982.247-25']);
    await expect(receipt).toContainText(`Curso: ${title}`);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
