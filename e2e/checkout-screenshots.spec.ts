// Screenshot tour of the buyer's screens at 1280 and 390 px (for looking at them, not assertions):
// buy buttons on the course cards, the course page, the books and the plans; the checkout; the
// payment's return while waiting and once paid (course, e-book, plan); 'Minhas compras', a receipt
// and 'Minha assinatura'. Run with TRILHA_SCREENSHOTS=1; the PNGs go to TRILHA_SHOTS_DIR.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import {
  createBookWithFile,
  createPlan,
  createSoldCourse,
  payWithPixOnStandIn,
  VALID_CPF,
} from './checkout-fixtures';
import { createStudent } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const folder = process.env.TRILHA_SHOTS_DIR ?? path.join(E2E_RESULTS_DIR, 'checkout-screens');

async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: path.join(folder, `${width}-${name}.png`), fullPage });
}

async function buy(page: Page, checkoutPath: string) {
  await page.goto(checkoutPath);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await payWithPixOnStandIn(page);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`the buyer's screens at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await createSoldCourse();
    const planCourses = [await createSoldCourse('plans'), await createSoldCourse('plans')];
    const plan = await createPlan(planCourses);
    const book = await createBookWithFile(page);

    await page.goto('/courses');
    await expect(page.getByRole('heading', { name: course.title })).toBeVisible();
    await shoot(page, 'courses');
    await page.goto(`/course/${course.slug}`);
    await shoot(page, 'course-page-visitor');
    // The demo AWS course: sold on its own and in the plans.
    await page.goto('/course/aws');
    await expect(page.getByRole('link', { name: 'Comprar Agora' })).toBeVisible();
    await shoot(page, 'course-page-aws', false);
    await page.goto('/books');
    await shoot(page, 'books');
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: plan.name })).toBeVisible();
    await shoot(page, 'pricing');

    const student = await createStudent(page);
    await signInWithSession(page, student.email, student.password);
    await page.goto(`/checkout/curso/${course.id}`);
    await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText(course.title);
    await shoot(page, 'checkout');
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(page.getByText('Informe o CPF')).toBeVisible();
    await page.getByLabel('CPF').pressSequentially('52998224726');
    await page.getByText('À vista ou parcelado.').click();
    await page.getByLabel('Parcelas').selectOption('12');
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await shoot(page, 'checkout-card-invalid-cpf');

    await page.goto(`/checkout/livro/${book.id}`);
    await page.getByLabel('CPF').pressSequentially(VALID_CPF);
    await page.getByText('Compensação em até 3 dias úteis após o pagamento.').click();
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await page.getByRole('button', { name: 'Gerar boleto' }).click();
    const boleto = page.url();
    await page.getByRole('link', { name: 'Voltar para a loja' }).click();
    await expect(page.getByRole('heading', { name: 'Aguardando a confirmação do pagamento' })).toBeVisible();
    await shoot(page, 'payment-waiting-boleto');
    const waiting = page.url();
    await page.goto(boleto);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.goto(waiting);
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
    await shoot(page, 'payment-confirmed-book');

    await buy(page, `/checkout/curso/${course.id}`);
    await expect(page.getByRole('link', { name: 'Ir para a aula 1' })).toBeVisible();
    await shoot(page, 'payment-confirmed-course');
    await page.goto(`/course/${course.slug}`);
    await shoot(page, 'course-page-bought', false);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: course.title })).toBeVisible();
    await shoot(page, 'dashboard');

    await buy(page, `/checkout/plano/${plan.id}`);
    await expect(page.getByRole('list', { name: 'Cursos incluídos no plano' })).toBeVisible();
    await shoot(page, 'payment-confirmed-plan');

    await page.goto('/minhas-compras');
    await expect(page.getByRole('article', { name: course.title })).toBeVisible();
    await shoot(page, 'my-purchases');
    await page
      .getByRole('article', { name: course.title })
      .getByRole('link', { name: /^Ver recibo/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recibo' })).toBeVisible();
    await shoot(page, 'receipt');
    await page.goto('/minha-assinatura');
    await expect(page.getByRole('heading', { name: `Plano ${plan.name}` })).toBeVisible();
    await shoot(page, 'my-subscription');
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await shoot(page, 'my-subscription-cancel', false);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect(page.getByText(/^Cancelada: o acesso continua até/)).toBeVisible();
    await shoot(page, 'my-subscription-canceled');

    if (width === 1280) {
      await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
      await shoot(page, 'account-menu', false);
    }
  });
}
