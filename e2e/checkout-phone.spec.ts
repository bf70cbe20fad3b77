// The buyer's screens on a phone (390 px): the course card's and course page's buy buttons, the
// checkout with a card in installments, 'Pagamento confirmado', 'Minhas compras' and the receipt
// fit the screen without sideways scrolling, with their actions on screen.
import type { Page } from '@playwright/test';
import { createSoldCourse, payWithPixOnStandIn, VALID_CPF } from './checkout-fixtures';
import { createStudent } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const WIDTH = 390;
const NBSP = '\u00a0';

test.use({ viewport: { width: WIDTH, height: 844 } });

async function expectFitsTheScreen(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

async function expectOnScreen(page: Page, name: string | RegExp, role: 'button' | 'link' | 'combobox') {
  const control = page.getByRole('main').getByRole(role, { name }).first();
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
}

test('buying a course on a phone: every screen fits 390 px', async ({ page }) => {
  const course = await createSoldCourse();
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);

  await page.goto(`/course/${course.slug}`);
  await expect(page.getByRole('main')).toContainText(`R$${NBSP}297,00 ou 12x de R$${NBSP}24,75`);
  await expectFitsTheScreen(page);
  await expectOnScreen(page, 'Comprar Agora', 'link');
  await page.getByRole('link', { name: 'Comprar Agora' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  // The summary comes first on a phone: what is bought, then how to pay.
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  const payment = page.getByRole('region', { name: 'Pagamento' });
  expect((await summary.boundingBox())!.y).toBeLessThan((await payment.boundingBox())!.y);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByText('À vista ou parcelado.').click();
  await page.getByLabel('Parcelas').selectOption('12');
  await expectFitsTheScreen(page);
  await expectOnScreen(page, 'Parcelas', 'combobox');
  await expectOnScreen(page, 'Ir para o pagamento', 'button');
  await page.getByText('Aprovação em segundos, com QR Code ou copia e cola.').click();
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await payWithPixOnStandIn(page);

  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectOnScreen(page, 'Ir para a aula 1', 'link');

  await page.goto('/minhas-compras');
  await expect(page.getByRole('article', { name: course.title })).toContainText('Pago');
  await expectFitsTheScreen(page);
  await expectOnScreen(page, /^Ver recibo/, 'link');
  await page.getByRole('link', { name: /^Ver recibo/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo' })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectOnScreen(page, 'Imprimir recibo', 'button');
});
