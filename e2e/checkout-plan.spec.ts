// A plan on the stand-in: its button on /pricing opens the checkout at the plan's amount, the
// first charge paid with Pix opens every course the plan includes, and 'Minha assinatura' shows
// the period paid and cancels without taking the access before the period ends.
import { createPlan, createSoldCourse, ordersOf, payWithPixOnStandIn, VALID_CPF } from './checkout-fixtures';
import { createStudent } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const NBSP = '\u00a0';

test('a plan subscription opens every included course', async ({ page }) => {
  const courses = [await createSoldCourse('plans'), await createSoldCourse('plans')];
  const plan = await createPlan(courses);
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);

  // Before subscribing, a course only plans include offers the plans.
  await page.goto(`/course/${courses[0]!.slug}`);
  const aside = page.getByRole('complementary', { name: 'Resumo do curso' });
  await expect(aside).toContainText('Incluído nos planos');
  await expect(aside.getByRole('link', { name: 'Ver planos' }).first()).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Preços' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: plan.name }) });
  await expect(card).toContainText(`R$${NBSP}49,90/mês`);
  await card.getByRole('link', { name: `Assinar ${plan.name}` }).click();

  await expect(page).toHaveURL(`/checkout/plano/${plan.id}`);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(`Plano ${plan.name}`);
  await expect(summary).toContainText(`R$${NBSP}49,90/mês`);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await payWithPixOnStandIn(page);

  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  const included = page.getByRole('list', { name: 'Cursos incluídos no plano' });
  await expect(included.getByRole('listitem')).toHaveCount(2);
  for (const course of courses) await expect(included).toContainText(course.title);
  expect(await ordersOf(student.email)).toEqual([
    expect.objectContaining({ status: 'paid', method: 'pix', amount: '49.90' }),
  ]);

  // Every included course is open: its page enrols instead of selling.
  for (const course of courses) {
    await page.goto(`/course/${course.slug}`);
    await expect(
      page
        .getByRole('complementary', { name: 'Resumo do curso' })
        .getByRole('button', { name: 'Inscrever-se', exact: true }),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: 'Inscrever-se Agora' }).click();
  await expect(page.getByText('Inscrição realizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/minha-assinatura');
  await expect(page.getByRole('heading', { name: `Plano ${plan.name}` })).toBeVisible();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar a assinatura?' });
  await expect(confirm.getByRole('button', { name: 'Manter assinatura' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page.getByText('Assinatura cancelada.')).toBeVisible();
  await expect(page.getByText(/^Cancelada: o acesso continua até \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0);
  // Still paid for: the courses stay open until the period ends.
  await page.goto(`/course/${courses[0]!.slug}`);
  await expect(
    page
      .getByRole('complementary', { name: 'Resumo do curso' })
      .getByRole('button', { name: 'Inscrever-se', exact: true }),
  ).toBeVisible();
});
