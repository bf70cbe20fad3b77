// Who already has what a screen sells is not sold to (docs/payments-ui.md "Who is not sold to"):
// the checkout of a cancelled plan that still runs says so on arrival and 'Reativar' renews it; an
// owner's course page and checkout sell nothing; an administrador's course page neither. With
// TRILHA_SCREENSHOTS=1 the same walk saves each state at 1280 and 390 px (TRILHA_SHOTS_DIR).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { createPlan, createSoldCourse, type SoldCourse } from './checkout-fixtures';
import { createStudent, database } from './learning-fixtures';
import { demo, expect, signInWithSession, test } from './support';

const NBSP = '\u00a0';

const folder = process.env.TRILHA_SHOTS_DIR ?? path.join(E2E_RESULTS_DIR, 'checkout-owned-screens');
const widths = process.env.TRILHA_SCREENSHOTS ? [1280, 390] : [1280];

async function shoot(page: Page, name: string) {
  if (!process.env.TRILHA_SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: path.join(folder, `${width}-${name}.png`), fullPage: true });
}

async function userIdOf(email: string) {
  const [row] = await database()<{ id: string }[]>`select id from public.profiles where email = ${email}`;
  return row!.id;
}

/** The student's subscription to the plan, cancelled at the provider, its access running 20 more days. */
async function cancelledSubscription(email: string, plan: { id: string; name: string }) {
  const [row] = await database()<{ id: string }[]>`
    insert into public.subscriptions (user_id, plan_id, plan_name, amount, billing_interval, status, provider,
                                      provider_subscription_id, started_at, current_period_end,
                                      cancel_at_period_end, canceled_at)
    values (${await userIdOf(email)}, ${plan.id}, ${plan.name}, 49.90, 'month', 'canceled', 'mercado-pago',
            ${`preapproval-${plan.id}`}, now() - interval '10 days', now() + interval '20 days', true,
            now() - interval '1 day')
    returning id`;
  return row!.id;
}

async function grantCourse(email: string, course: SoldCourse) {
  await database()`
    insert into public.entitlements (user_id, course_id, source)
    values (${await userIdOf(email)}, ${course.id}, 'grant')`;
}

/** A published track sold at R$ 397,00 over `courses`. */
async function createSoldTrack(courses: SoldCourse[]) {
  const slug = `trilha-${courses[0]!.slug}`;
  const title = `Serverless de ponta a ponta ${courses[0]!.slug.slice(-8)}`;
  const [track] = await database()<{ id: string }[]>`
    insert into public.tracks (slug, title, target_role, exam_code, exam_name, access_model, price, published)
    values (${slug}, ${title}, 'Pessoa Desenvolvedora Serverless', 'TST-C01', 'Certificação de Teste', 'paid', 397, true)
    returning id`;
  for (const [index, course] of courses.entries()) {
    await database()`insert into public.track_steps (track_id, position, kind, course_id)
                     values (${track!.id}, ${index + 1}, 'course', ${course.id})`;
  }
  return { id: track!.id, slug, title };
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    });

    test('a cancelled plan that still runs: the checkout says so on arrival and Reativar renews it', async ({
      page,
    }) => {
      const plan = await createPlan([await createSoldCourse('plans')]);
      const student = await createStudent(page);
      const subscriptionId = await cancelledSubscription(student.email, plan);
      await signInWithSession(page, student.email, student.password);

      await page.goto(`/checkout/plano/${plan.id}`);
      const arrival = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: 'Você já assina este plano' }) });
      await expect(arrival).toContainText(
        /Sua assinatura foi cancelada, mas o acesso continua até \d{2}\/\d{2}\/\d{4}\. Em vez de comprar de novo, reative-a: nada é cobrado agora e ela volta a renovar em \d{2}\/\d{2}\/\d{4}\./,
      );
      await expect(arrival).toContainText('renova por Pix');
      // Nothing to type: no CPF, no 'Ir para o pagamento'.
      await expect(page.getByLabel('CPF')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Ir para o pagamento' })).toHaveCount(0);
      await shoot(page, 'checkout-reactivable');

      await arrival.getByRole('button', { name: 'Reativar' }).click();
      const done = page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: 'Assinatura reativada' }) });
      await expect(done).toContainText(/Sua assinatura volta a renovar em \d{2}\/\d{2}\/\d{4}\./);
      await shoot(page, 'checkout-reactivated');
      const [row] = await database()<{ status: string; cancel_at_period_end: boolean; orders: number }[]>`
        select s.status, s.cancel_at_period_end,
               (select count(*)::int from public.orders o where o.subscription_id = s.id) as orders
        from public.subscriptions s where s.id = ${subscriptionId}`;
      expect(row).toEqual({ status: 'active', cancel_at_period_end: false, orders: 0 });

      await done.getByRole('link', { name: 'Minha assinatura' }).click();
      await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
      await expect(page.getByText(/^Próxima cobrança em \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();

      // Arriving again, the plan is simply subscribed.
      await page.goto(`/checkout/plano/${plan.id}`);
      await expect(page.getByRole('heading', { name: 'Você já tem este produto' })).toBeVisible();
      await expect(page.getByText('Sua assinatura deste plano já está ativa.')).toBeVisible();
    });

    test("'Minha assinatura' reactivates a cancelled plan that still runs", async ({ page }) => {
      const plan = await createPlan([await createSoldCourse('plans')]);
      const student = await createStudent(page);
      await cancelledSubscription(student.email, plan);
      await signInWithSession(page, student.email, student.password);
      await page.goto('/minha-assinatura');
      await expect(page.getByText(/^Cancelada: o acesso continua até/)).toBeVisible();
      await shoot(page, 'my-subscription-reactivable');
      await page.getByRole('button', { name: 'Reativar' }).click();
      await expect(
        page.getByText('Assinatura reativada: ela volta a renovar no fim do período.'),
      ).toBeVisible();
      await expect(page.getByText(/^Próxima cobrança em \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reativar' })).toHaveCount(0);
    });

    test("an owner's course page and checkout sell nothing; a stranger's do", async ({ page }) => {
      const course = await createSoldCourse();
      const student = await createStudent(page);
      await grantCourse(student.email, course);
      await signInWithSession(page, student.email, student.password);

      await page.goto(`/course/${course.slug}`);
      const aside = page.getByRole('complementary', { name: 'Resumo do curso' });
      await expect(aside).toContainText('Este curso já está liberado na sua conta.');
      await expect(aside.getByRole('button', { name: 'Inscrever-se', exact: true })).toBeVisible();
      await expect(aside).not.toContainText('R$');
      await expect(page.getByRole('link', { name: /Comprar/ })).toHaveCount(0);
      await shoot(page, 'course-owner');

      await page.goto(`/checkout/curso/${course.id}`);
      await expect(page.getByRole('heading', { name: 'Você já tem este produto' })).toBeVisible();
      await expect(page.getByLabel('CPF')).toHaveCount(0);
      await shoot(page, 'checkout-owned');

      // A stranger is sold the same course.
      const stranger = await createStudent(page);
      await signInWithSession(page, stranger.email, stranger.password);
      await page.goto(`/course/${course.slug}`);
      await expect(page.getByRole('complementary', { name: 'Resumo do curso' })).toContainText('R$');
      await expect(page.getByRole('link', { name: 'Comprar Agora' })).toBeVisible();
    });

    test("an administrador's course page sells nothing", async ({ page }) => {
      const course = await createSoldCourse();
      await signInWithSession(page, demo.admin.email, demo.admin.password);
      await page.goto(`/course/${course.slug}`);
      const aside = page.getByRole('complementary', { name: 'Resumo do curso' });
      await expect(aside).toContainText('Visão de administrador: a compra não é oferecida a você.');
      await expect(page.getByRole('link', { name: /Comprar/ })).toHaveCount(0);
      await expect(aside).not.toContainText('R$');
      await shoot(page, 'course-admin');
    });

    test('a track partly owned: its page and the checkout show what the database charges', async ({
      page,
    }) => {
      const [owned, missing] = [await createSoldCourse(), await createSoldCourse()];
      const track = await createSoldTrack([owned!, missing!]);
      const student = await createStudent(page);
      await grantCourse(student.email, owned!);
      await signInWithSession(page, student.email, student.password);

      await page.goto(`/trilha/${track.slug}`);
      await expect(page.getByText(`R$${NBSP}100,00 para você`)).toBeVisible();
      await expect(
        page.getByText(`Você já tem ${owned!.title}: o valor sai do preço da trilha.`),
      ).toBeVisible();
      await shoot(page, 'track-partly-owned');

      await page.getByRole('link', { name: 'Seguir trilha' }).click();
      await expect(page).toHaveURL(`/checkout/trilha/${track.id}`);
      const summary = page.getByRole('region', { name: 'Resumo do pedido' });
      await expect(summary).toContainText(`Preço da trilhaR$${NBSP}397,00`);
      await expect(summary).toContainText('Cursos que você já tem');
      await expect(summary).toContainText(owned!.title);
      await expect(summary).toContainText(`- R$${NBSP}297,00`);
      await expect(summary.getByText(`R$${NBSP}100,00`, { exact: true })).toBeVisible();
      await shoot(page, 'checkout-track-partly-owned');

      // Owning every course of it, the track is not sold: its page shows no price.
      await grantCourse(student.email, missing!);
      await page.goto(`/trilha/${track.slug}`);
      await expect(page.getByRole('button', { name: 'Seguir trilha' })).toBeVisible();
      await expect(page.getByText(/R\$/)).toHaveCount(0);
      await shoot(page, 'track-owner');
    });

    test('a plan whose every course is already open is not sold', async ({ page }) => {
      const course = await createSoldCourse('plans');
      const plan = await createPlan([course]);
      const student = await createStudent(page);
      await grantCourse(student.email, course);
      await signInWithSession(page, student.email, student.password);
      await page.goto(`/checkout/plano/${plan.id}`);
      const arrival = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: 'Você já tem todos os cursos deste plano' }) });
      await expect(arrival).toContainText(course.title);
      await expect(page.getByLabel('CPF')).toHaveCount(0);
      await shoot(page, 'checkout-plan-adds-nothing');
    });
  });
}
