// Screenshots of the back office's selling screens for a person to look at (not an assertion of
// pixels): 'Vendas', its refund dialog, the revenue report, and the course, plan and book forms.
// Run with TRILHA_SCREENSHOTS=1; the PNGs go to TRILHA_SHOTS_DIR or <results dir>/sales-screens/.
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { createUser, db, signInAsAdmin } from './fixtures/admin-fixtures';
import { insertOrder } from './fixtures/sales-fixtures';
import { expect, test } from './support';

const shotsDir = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'sales-screens');
const DAY = 86_400_000;

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** A month of sales of a few products, so the lists and charts look like a school's. */
async function someSales() {
  const names = ['Ana Souza', 'Bruno Lima', 'Carla Mendes', 'Diego Rocha', 'Elisa Prado'];
  const buyers = await Promise.all(names.map((fullName) => createUser({ fullName })));
  const products = [
    {
      productTitle: 'AWS Solutions Architect: do zero à certificação',
      amount: 297,
      productKind: 'course' as const,
    },
    { productTitle: 'E-book: Kubernetes na prática', amount: 59.9, productKind: 'book' as const },
    { productTitle: 'Plano Profissional', amount: 49.9, productKind: 'plan' as const },
  ].map((product) => ({ ...product, productId: crypto.randomUUID() }));
  const statuses = ['paid', 'paid', 'paid', 'pending', 'refunded', 'paid', 'failed', 'paid'] as const;
  for (let index = 0; index < 24; index++) {
    const product = products[index % 3]!;
    const method = (['pix', 'card', 'boleto'] as const)[index % 3]!;
    await insertOrder({
      ...product,
      buyer: buyers[index % buyers.length]!,
      status: statuses[index % statuses.length]!,
      method,
      installments: method === 'card' && product.amount >= 60 ? 12 : 1,
      at: new Date(Date.now() - ((index * 29) % 28) * DAY - index * 60_000),
    });
  }
}

for (const width of [1280, 390]) {
  test(`selling screens at ${width}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: path.join(shotsDir, `${width}-${name}.png`), fullPage });
    // The seed sells the AWS course, the plans and an e-book; a month of orders is added here.
    if (width === 1280) await someSales();
    await signInAsAdmin(page);

    await open(page, '/admin');
    await shot('hub');
    await open(page, '/admin/sales');
    await shot('sales');
    await page
      .getByRole('button', { name: /^Reembolsar pedido de / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot('sales-refund-dialog', false);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await open(page, '/admin/sales?status=paid&q=Ana');
    await shot('sales-filtered');

    await open(page, '/admin/reports');
    await shot('reports');
    await page
      .getByRole('figure', { name: 'Receita por produto' })
      .getByRole('button', { name: 'Ver tabela' })
      .click();
    await page.getByRole('figure', { name: 'Receita por produto' }).scrollIntoViewIfNeeded();
    await shot('reports-product-table', false);

    const [course] = await db()`select title from public.courses where slug = 'aws'`;
    await open(page, '/admin/courses');
    await page
      .getByRole('article', { name: course!.title })
      .screenshot({ path: path.join(shotsDir, `${width}-course-card.png`) });
    await page.getByRole('button', { name: `Editar ${course!.title}` }).click();
    const courseDialog = page.getByRole('dialog', { name: 'Editar Curso' });
    await courseDialog.getByRole('radio', { name: 'Pago e incluído nos planos', exact: true }).check();
    await courseDialog.getByText('Acesso ao curso').scrollIntoViewIfNeeded();
    await shot('course-form-access', false);
    await courseDialog.getByLabel('Preço (R$)').fill('');
    await courseDialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await courseDialog.getByText('Informe o preço de venda', { exact: false }).scrollIntoViewIfNeeded();
    await shot('course-form-errors', false);
    await page.keyboard.press('Escape');

    await open(page, '/admin/pricing');
    await page
      .getByRole('article', { name: 'Profissional' })
      .screenshot({ path: path.join(shotsDir, `${width}-plan-card.png`) });
    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    const planDialog = page.getByRole('dialog', { name: 'Editar Plano' });
    await planDialog.getByLabel('Valor da assinatura (R$)').scrollIntoViewIfNeeded();
    await shot('plan-form', false);
    await page.keyboard.press('Escape');

    await open(page, '/admin/books');
    await page
      .getByRole('article')
      .first()
      .screenshot({ path: path.join(shotsDir, `${width}-book-card.png`) });
    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    const bookDialog = page.getByRole('dialog', { name: 'Editar Livro' });
    await bookDialog.getByText('Arquivo digital (PDF ou EPUB)').scrollIntoViewIfNeeded();
    await shot('book-form-file', false);
  });
}
