// Buying a course on the local stand-in provider: a visitor signs up from the buy button, pays
// with Pix and lands in lesson 1; a card purchase in 12x; a refund takes the course away.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createSoldCourse, ordersOf, payWithPixOnStandIn, VALID_CPF } from './checkout-fixtures';
import { createStudent, database } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';
import { serveVideoStandIns } from './video-stand-ins';

const NBSP = '\u00a0';
const password = 'Senha@12345';

async function fillSignUpForm(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Compradora de Teste');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByLabel('CEP').pressSequentially('01310200');
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('1578');
  await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await page.getByLabel('Estado').pressSequentially('SP');
  await page
    .getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' })
    .check();
}

test('a visitor buys a course with Pix and lands in lesson 1', async ({ page }) => {
  const course = await createSoldCourse();
  await serveVideoStandIns(page);
  await page.goto(`/course/${course.slug}`);
  const aside = page.getByRole('complementary', { name: 'Resumo do curso' });
  await expect(aside).toContainText(`R$${NBSP}297,00`);
  await expect(aside).toContainText(`ou 12x de R$${NBSP}24,75`);
  await page.getByRole('link', { name: 'Comprar Agora' }).click();

  await expect(page).toHaveURL(`/auth?mode=signup&voltar=%2Fcheckout%2Fcurso%2F${course.id}`);
  const email = `compra-${randomUUID()}@e2e.trilhacloud.dev`;
  await fillSignUpForm(page, email);
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(`/checkout/curso/${course.id}`);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(course.title);
  await expect(summary).toContainText(`R$${NBSP}297,00`);
  // The check digits are checked before anything is sent.
  await page.getByLabel('CPF').pressSequentially('52998224726');
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await expect(page.getByText('CPF inválido')).toBeVisible();
  expect(await ordersOf(email)).toEqual([]);
  await page.getByLabel('CPF').fill('');
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await expect(page.getByLabel('CPF')).toHaveValue(VALID_CPF);
  await expect(page.getByRole('radio', { name: /^Pix/ })).toBeChecked();
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();

  await payWithPixOnStandIn(page);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  await expect(page.getByText('O curso já está liberado na sua conta.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a aula 1' }).click();
  await expect(page).toHaveURL(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.lessons[0]!.title })).toBeVisible();

  expect(await ordersOf(email)).toEqual([
    expect.objectContaining({ status: 'paid', method: 'pix', installments: 1, amount: '297.00' }),
  ]);
});

test('a card purchase in 12x of R$ 24,75', async ({ page }) => {
  const course = await createSoldCourse();
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);
  await page.goto(`/course/${course.slug}`);
  await page
    .getByRole('complementary', { name: 'Resumo do curso' })
    .getByRole('link', { name: 'Comprar' })
    .click();

  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  // The radio cards: the person presses the card (its radio is the card's label).
  await page.getByText('À vista ou parcelado.').click();
  await expect(page.getByRole('radio', { name: /^Cartão de crédito/ })).toBeChecked();
  await page.getByLabel('Parcelas').selectOption({ label: `12x de R$${NBSP}24,75 sem juros` });
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText(
    `em 12x de R$${NBSP}24,75`,
  );
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();

  await expect(page.getByRole('heading', { name: 'Pagamento seguro (ambiente de teste)' })).toBeVisible();
  await page.getByLabel('Número do cartão').fill('5031 4332 1540 6351');
  await page.getByLabel('Nome impresso no cartão').fill('APRENDIZ DE TESTE');
  await page.getByLabel('Validade (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await expect(page.getByLabel('Parcelas')).toHaveValue('12');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a loja' }).click();

  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  await expect(page.getByText(`Cartão de crédito em 12x de R$${NBSP}24,75`)).toBeVisible();
  expect(await ordersOf(student.email)).toEqual([
    expect.objectContaining({ status: 'paid', method: 'card', installments: 12, amount: '297.00' }),
  ]);

  // 'Minhas compras' lists it, paid, with its receipt.
  await page.goto('/minhas-compras');
  const order = page.getByRole('article', { name: course.title });
  await expect(order).toContainText('Pago');
  await expect(order).toContainText(`Cartão de crédito em 12x de R$${NBSP}24,75`);
  await order.getByRole('link', { name: /Ver recibo/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Curso: ${course.title}`);
});

test('a refund through the stand-in takes the course away', async ({ page }) => {
  const course = await createSoldCourse();
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);
  await page.goto(`/checkout/curso/${course.id}`);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await page.getByRole('button', { name: 'Gerar Pix' }).click();
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  const standInPayment = page.url();

  // Paid: the course page opens the lessons.
  await page.goto(`/course/${course.slug}`);
  await expect(
    page.getByRole('complementary', { name: 'Resumo do curso' }).getByRole('link', { name: 'Acessar Aulas' }),
  ).toBeVisible();

  await page.goto(standInPayment);
  await page.getByRole('button', { name: 'Estornar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento estornado' })).toBeVisible();
  await expect.poll(async () => (await ordersOf(student.email))[0]?.status).toBe('refunded');

  await page.goto(`/course/${course.slug}`);
  const aside = page.getByRole('complementary', { name: 'Resumo do curso' });
  await expect(aside.getByText('Seu acesso a este curso terminou.')).toBeVisible();
  await expect(aside.getByRole('link', { name: 'Comprar' })).toBeVisible();
  await expect(aside.getByRole('link', { name: 'Acessar Aulas' })).toHaveCount(0);
  // The database gives the lesson's video to no one without access.
  const [access] = await database()<{ open: boolean }[]>`
    select private.course_open_to(p.id, ${course.id}::uuid) as open
      from public.profiles p where p.email = ${student.email}`;
  expect(access?.open).toBe(false);

  await page.goto('/minhas-compras');
  await expect(page.getByRole('article', { name: course.title })).toContainText('Reembolsado');
});
