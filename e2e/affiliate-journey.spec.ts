// The affiliate program end to end (docs/affiliates.md): a visitor opens an affiliate's link that
// also carries a coupon, signs up, pays the discounted amount with Pix on the stand-in; the
// database credits the affiliate with the commission on what was paid, and the affiliate sees the
// click and the sale (no buyer's data) in 'Painel do afiliado'. A student applies to the program.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createSoldCourse, payWithPixOnStandIn, VALID_CPF } from './checkout-fixtures';
import { createStudent, database } from './learning-fixtures';
import { e2eStack, expect, signInWithSession, test } from './support';

const NBSP = '\u00a0';
const password = 'Senha@12345';

async function signUp(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Compradora Indicada');
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

test('a visitor comes by an affiliate link with a coupon, signs up, pays with Pix, finds the nota in Minhas compras, and the affiliate sees the sale', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const sql = database();
  const course = await createSoldCourse();
  const affiliateUser = await createStudent(page);
  const code = `e2e-${randomUUID().slice(0, 8)}`;
  const coupon = `AFI${randomUUID().slice(0, 6).toUpperCase()}`;
  await sql`
    insert into public.affiliates (user_id, code, status, commission_percent, approved_at, pix_key_hint)
    select p.id, ${code}, 'active', 20, now(), '4321' from public.profiles p where p.email = ${affiliateUser.email}`;
  await sql`insert into public.coupons (code, discount_kind, discount_value) values (${coupon}, 'percent', 40)`;

  // The shared link: the function counts the click and leads to the checkout with the code.
  const visitor = await browser.newPage();
  const para = `/checkout/curso/${course.id}?cupom=${coupon}`;
  await visitor.goto(
    `${e2eStack().url}/functions/v1/affiliate-link?ref=${code}&para=${encodeURIComponent(para)}`,
  );
  await expect(visitor).toHaveURL(/\/auth\?voltar=/);
  await visitor.getByRole('link', { name: 'Cadastre-se' }).click();
  const email = `indicada-${randomUUID()}@e2e.trilhacloud.dev`;
  await signUp(visitor, email);
  await expect(visitor).toHaveURL(`${para}&ref=${code}`);
  const summary = visitor.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(`TotalR$${NBSP}178,20`);
  await visitor.getByLabel('CPF').pressSequentially(VALID_CPF);
  await visitor.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await payWithPixOnStandIn(visitor);
  await expect(visitor.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  // The buyer's nota fiscal, issued in the background after the payment (docs/invoices.md).
  await visitor.goto('/minhas-compras');
  const purchase = visitor.getByRole('article', { name: course.title });
  await expect(purchase).toContainText(`Cupom ${coupon}`);
  await expect(async () => {
    await visitor.reload();
    await expect(purchase.getByText(/^Nota fiscal nº \d+ emitida$/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(purchase.getByRole('link', { name: 'PDF da nota fiscal' })).toBeVisible();
  await visitor.close();

  const [order] = await sql<{ amount: string; commission_amount: string; status: string }[]>`
    select o.amount::text, o.commission_amount::text, o.status
    from public.orders o join public.profiles p on p.id = o.user_id where p.email = ${email}`;
  expect(order).toEqual({ amount: '178.20', commission_amount: '35.64', status: 'paid' });

  await signInWithSession(page, affiliateUser.email, affiliateUser.password);
  await page.goto('/afiliado');
  const figures = page.getByRole('region', { name: 'Seus números' });
  await expect(figures).toContainText('Cliques (30 dias)1');
  await expect(figures).toContainText('Vendas1');
  await expect(figures).toContainText(`Comissão pendenteR$${NBSP}35,64`);
  const sales = page.getByRole('region', { name: 'Suas vendas' });
  await expect(sales).toContainText(course.title);
  await expect(sales).toContainText(`R$${NBSP}35,64 (20 %)`);
  await expect(sales).toContainText('Pendente até');
  await expect(sales).not.toContainText(email);
  const links = page.getByRole('region', { name: 'Seus links' });
  await expect(links.getByRole('button', { name: `Copiar link de ${course.title}` })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`affiliate-panel-${width}.png`), fullPage: true });
  }
});

test('a student applies to the program and waits for approval', async ({ page }) => {
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);
  await page.goto('/afiliado');
  await expect(page.getByRole('heading', { name: 'Termos do programa de afiliados' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByText('Informe sua chave PIX')).toBeVisible();
  await expect(page.getByText('Aceite os termos do programa para continuar')).toBeVisible();
  await page.getByLabel('Chave PIX para receber as comissões').fill('aprendiz@exemplo.com.br');
  await page.getByRole('checkbox', { name: 'Li e aceito os termos do programa de afiliados' }).check();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido em análise' })).toBeVisible();
  const [row] = await database()<{ status: string; pix_key_hint: string }[]>`
    select a.status, a.pix_key_hint from public.affiliates a join public.profiles p on p.id = a.user_id
    where p.email = ${student.email}`;
  expect(row).toEqual({ status: 'pending', pix_key_hint: 'm.br' });
});
