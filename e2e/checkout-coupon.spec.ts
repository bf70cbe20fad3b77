// Coupons at the checkout (docs/coupons.md): a visitor arrives by a checkout link carrying a coupon,
// signs up, sees the database's discounted amount and pays it with Pix on the stand-in; 'Minhas
// compras' and the receipt name the coupon. A signed-in buyer reads each refusal by the field.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createSoldCourse, ordersOf, payWithPixOnStandIn, VALID_CPF } from './checkout-fixtures';
import { createStudent, database } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const NBSP = '\u00a0';
const password = 'Senha@12345';

async function createCoupon(options: {
  value?: number;
  kind?: 'percent' | 'fixed';
  validUntil?: Date;
  validFrom?: Date;
  productId?: string;
}) {
  const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
  const sql = database();
  const [coupon] = await sql<{ id: string }[]>`
    insert into public.coupons (code, discount_kind, discount_value, applies_to_all, valid_from, valid_until)
    values (${code}, ${options.kind ?? 'percent'}, ${options.value ?? 40}, ${!options.productId},
            ${options.validFrom ?? new Date(Date.now() - 60_000)}, ${options.validUntil ?? null})
    returning id`;
  if (options.productId) {
    await sql`insert into public.coupon_products (coupon_id, product_kind, product_id)
              values (${coupon!.id}, 'course', ${options.productId})`;
  }
  return code;
}

async function signUpFromTheForm(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Compradora com Cupom');
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
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

test('a visitor with a coupon link signs up, pays the discounted amount with Pix and sees the coupon in Minhas compras', async ({
  page,
}) => {
  const course = await createSoldCourse();
  const code = await createCoupon({ value: 40 });
  const checkoutPath = `/checkout/curso/${course.id}?cupom=${code.toLowerCase()}`;
  await page.goto(checkoutPath);

  // Signed out: to the sign-in screen, which keeps the whole address (coupon included).
  await expect(page).toHaveURL(`/auth?voltar=${encodeURIComponent(checkoutPath)}`);
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  const email = `cupom-${randomUUID()}@e2e.trilhacloud.dev`;
  await signUpFromTheForm(page, email);

  await expect(page).toHaveURL(checkoutPath);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(page.getByRole('status').filter({ hasText: 'aplicado' })).toHaveText(
    `Cupom ${code} aplicado: 40 % (R$${NBSP}118,80) de desconto.`,
  );
  await expect(summary).toContainText(`PreçoR$${NBSP}297,00`);
  await expect(summary).toContainText(`Cupom ${code}- R$${NBSP}118,80`);
  await expect(summary).toContainText(`TotalR$${NBSP}178,20`);

  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await expect(page.getByText(`R$${NBSP}178,20`).first()).toBeVisible();
  await payWithPixOnStandIn(page);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  expect(await ordersOf(email)).toEqual([
    expect.objectContaining({ status: 'paid', method: 'pix', amount: '178.20' }),
  ]);

  await page.goto('/minhas-compras');
  const order = page.getByRole('article', { name: course.title });
  await expect(order).toContainText(`R$${NBSP}178,20`);
  await expect(order).toContainText(`Cupom ${code}: - R$${NBSP}118,80`);
  await order.getByRole('link', { name: /Ver recibo/ }).click();
  await expect(page.getByText(`Desconto (cupom ${code})`)).toBeVisible();
  await expect(page.getByText(`- R$${NBSP}118,80`)).toBeVisible();
});

test('a buyer types coupons: each refusal says why, a valid one in any case applies and can be removed', async ({
  page,
}, testInfo) => {
  const course = await createSoldCourse();
  const other = await createSoldCourse();
  const expired = await createCoupon({
    validFrom: new Date(Date.now() - 2 * 86_400_000),
    validUntil: new Date(Date.now() - 86_400_000),
  });
  const forOther = await createCoupon({ productId: other.id });
  const fixed = await createCoupon({ kind: 'fixed', value: 97 });
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);
  await page.goto(`/checkout/curso/${course.id}`);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(`TotalR$${NBSP}297,00`);

  await page.getByRole('button', { name: 'Tem um cupom de desconto?' }).click();
  const field = page.getByLabel('Cupom de desconto');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Informe o código do cupom')).toBeVisible();

  await field.fill(expired.toLowerCase());
  await field.press('Enter');
  await expect(page.getByText('Cupom expirado')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(forOther);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Este cupom não vale para este produto')).toBeVisible();

  await field.fill('NAOEXISTE');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom inválido')).toBeVisible();
  await expect(summary).toContainText(`TotalR$${NBSP}297,00`);

  await field.fill(fixed.toLowerCase());
  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'aplicado' })).toHaveText(
    `Cupom ${fixed} aplicado: R$${NBSP}97,00 de desconto.`,
  );
  await expect(summary).toContainText(`TotalR$${NBSP}200,00`);
  // The instalments are the discounted amount's.
  await page.getByText('À vista ou parcelado.').click();
  await page.getByLabel('Parcelas').selectOption({ label: `12x de R$${NBSP}16,67 sem juros` });
  await expect(summary).toContainText(`em 12x de R$${NBSP}16,67`);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`checkout-coupon-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: 'Remover' }).click();
  await expect(summary).toContainText(`TotalR$${NBSP}297,00`);
  await expect(summary).not.toContainText('Cupom');
});
