// A company buys seats (docs/companies.md → Vendendo assentos): a signed-in person opens
// /empresas, the calculator shows the database's price for 10 seats of a course, 'Comprar
// assentos' leads to the company checkout, the person registers the organisation and pays by
// boleto on the stand-in; once the stand-in confirms the payment, the organisation has a block of
// 10 seats. Screenshots of both screens at 390 and 1280 px go to TRILHA_SHOTS_DIR.
import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { createSoldCourse } from './checkout-fixtures';
import { brl, databaseQuote, registerOrganisation } from './companies-fixtures';
import { createStudent, database } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const folder = process.env.TRILHA_SHOTS_DIR ?? path.join(E2E_RESULTS_DIR, 'companies-screens');

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: path.join(folder, `${width}-${name}.png`), fullPage: true });
}

test('a person buys 10 seats of a course with boleto; the paid order makes a block of 10', async ({
  page,
}) => {
  test.slow();
  const course = await createSoldCourse();
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);

  await page.goto('/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Trilha Cloud para Empresas' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '20 a 49' })).toBeVisible();
  await page.getByLabel('Produto').selectOption(`course:${course.id}`);
  await page.getByRole('spinbutton', { name: 'Assentos' }).fill('10');
  const quote = await databaseQuote('course', course.id, 10);
  expect(quote).toMatchObject({ unit_price: 297, discount_percent: 0, total: 2970 });
  await expect(page.getByTestId('seat-unit-price')).toHaveText(brl(quote.unit_price));
  await expect(page.getByTestId('seat-total')).toHaveText(brl(quote.total));
  await expect(page.getByText('Total de 10 assentos')).toBeVisible();

  await page.getByRole('link', { name: 'Comprar assentos' }).click();
  await expect(page).toHaveURL(`/empresas/comprar?produto=course%3A${course.id}&assentos=10`);
  await expect(page.getByRole('heading', { level: 1, name: 'Comprar assentos' })).toBeVisible();
  const legalName = `Nuvem E2E ${randomInt(1_000_000)} Ltda`;
  await registerOrganisation(page, legalName);
  await expect(page.getByTestId('checkout-total')).toHaveText(brl(quote.total));

  await page.getByText('Compensação em até 3 dias úteis após o pagamento.').click();
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(page.getByText('Linha digitável')).toBeVisible();
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();

  // The stand-in's notification reaches the webhook: the block exists once the order is paid.
  await expect
    .poll(
      async () =>
        database()<{ seat_count: number; product_id: string; status: string }[]>`
        select s.seat_count, s.product_id, o.status
          from public.organisations g
          join public.organisation_seats s on s.organisation_id = g.id
          join public.orders o on o.organisation_id = g.id
         where g.legal_name = ${legalName}`,
    )
    .toEqual([{ seat_count: 10, product_id: course.id, status: 'paid' }]);
});

for (const width of [1280, 390]) {
  test(`the company screens at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await createSoldCourse();
    const student = await createStudent(page);
    await signInWithSession(page, student.email, student.password);
    await page.goto('/empresas');
    // A product of its own: the prerendered offer's first one may be one another spec retired.
    await page.getByLabel('Produto').selectOption(`course:${course.id}`);
    await expect(page.getByTestId('seat-total')).toBeVisible();
    await shoot(page, 'empresas');
    await page.goto(`/empresas/comprar?produto=course:${course.id}&assentos=20`);
    await expect(page.getByRole('form', { name: 'Nova empresa' })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await shoot(page, 'empresas-comprar-nova-empresa');
    await registerOrganisation(page, `Shots ${randomInt(1_000_000)} Ltda`);
    await page.getByText('À vista ou parcelado.').click();
    await expect(page.getByLabel('Parcelas')).toBeVisible();
    await shoot(page, 'empresas-comprar');
  });
}
