// After the checkout: an order the buyer abandons on the provider's page ('Pagamento não
// concluído', cancelled by the buyer), the 7-day guarantee's refund from 'Minhas compras' ending
// access, and the lesson of the refunded course saying so. Screenshots at 390 and 1280 px go to
// test-results/after-purchase (docs/payments.md).
import type { Page } from '@playwright/test';
import { createSoldCourse, ordersOf, VALID_CPF } from './checkout-fixtures';
import { createStudent } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const shots = 'test-results/after-purchase';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function goToProvider(page: Page, slug: string, method: 'pix' | 'card') {
  await page.goto(`/course/${slug}`);
  await page
    .getByRole('complementary', { name: 'Resumo do curso' })
    .getByRole('link', { name: 'Comprar' })
    .click();
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  if (method === 'card') await page.getByText('À vista ou parcelado.').click();
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento seguro (ambiente de teste)' })).toBeVisible();
}

test('an order left on the provider’s page reads "Pagamento não concluído" and its buyer cancels it', async ({
  page,
}) => {
  const course = await createSoldCourse();
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);
  await goToProvider(page, course.slug, 'card');
  await page.getByRole('link', { name: 'Desistir e voltar para a loja' }).click();

  await expect(page.getByRole('heading', { name: 'Pagamento não concluído' })).toBeVisible();
  await expect(page.getByText('Estamos confirmando o pagamento com a operadora do cartão.')).toHaveCount(0);
  await expect(page.getByText(/Sem pagamento, o pedido expira em/)).toBeVisible();
  await shoot(page, 'payment-status-abandoned');

  await page.getByRole('link', { name: 'Minhas compras' }).click();
  const card = page.getByRole('article', { name: course.title });
  await expect(card).toContainText('Pagamento não concluído');
  await expect(card.getByRole('link', { name: /Ver recibo/ })).toHaveCount(0);
  await shoot(page, 'minhas-compras-abandoned');

  await card.getByRole('button', { name: /Cancelar pedido/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(card).toContainText('Cancelado');
  await expect(card.getByRole('button', { name: /Cancelar pedido/ })).toHaveCount(0);
  expect(await ordersOf(student.email)).toEqual([expect.objectContaining({ status: 'canceled' })]);
});

test('the 7-day guarantee refunds a first purchase from "Minhas compras", ends access, and the lesson says so', async ({
  page,
}) => {
  const course = await createSoldCourse();
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);
  await goToProvider(page, course.slug, 'card');
  await page.getByLabel('Número do cartão').fill('5031 4332 1540 6351');
  await page.getByLabel('Nome impresso no cartão').fill('APRENDIZ DE TESTE');
  await page.getByLabel('Validade (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.getByRole('link', { name: 'Voltar para a loja' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();

  await page.goto('/minhas-compras');
  const card = page.getByRole('article', { name: course.title });
  await expect(card).toContainText('Pago');
  await expect(card.getByRole('link', { name: /Ver recibo/ })).toBeVisible();
  await expect(card).toContainText('Garantia de 7 dias: reembolso até');
  await shoot(page, 'minhas-compras-paid');
  await card.getByRole('button', { name: /Pedir reembolso \(garantia de 7 dias\)/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pedir reembolso' }).click();
  await expect(card).toContainText('Reembolsado');
  await expect(card.getByRole('button', { name: /Pedir reembolso/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /Ver recibo/ })).toHaveCount(0);
  await shoot(page, 'minhas-compras-refunded');

  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'Compra reembolsada' })).toBeVisible();
  await expect(
    page.getByText(/Sua compra de .* foi reembolsada em .* e o acesso às aulas foi encerrado/),
  ).toBeVisible();
  await expect(page.getByText('Você precisa estar inscrito neste curso para assistir às aulas.')).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: 'Comprar novamente' })).toHaveAttribute(
    'href',
    `/course/${course.slug}`,
  );
  await shoot(page, 'lesson-refunded');

  await page.goto('/notificacoes');
  await expect(
    page.getByText(/Sua compra de .* foi reembolsada: R\$\s297,00 voltam para você/),
  ).toBeVisible();
});
