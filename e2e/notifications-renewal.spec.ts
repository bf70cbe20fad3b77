// A plan paid by Pix is about to end: the renewal job's reminder in the notifications, at a
// phone's and a desktop's width. The reminder is written here as the job writes it (a pending
// Pix plan order, its renewal and the notification with the link to pay); the job itself is
// tested against the stand-in in tests/integration/payments-renewals.test.ts.
import { mkdirSync } from 'node:fs';
import { createUser, db, unique } from './fixtures/admin-fixtures';
import { expect, signInWithSession, test } from './support';

const SHOTS = process.env.TRILHA_SHOTS_DIR;
const PAYMENT_URL = 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=renovacao-e2e';

for (const width of [390, 1280]) {
  test(`a Pix plan's renewal reminder says what to pay and links to the Pix (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const student = await createUser({ fullName: 'Lia Assinante Prado' });
    const planName = unique('Profissional');
    const [plan] = await db()<{ id: string }[]>`
      insert into public.pricing_plans (name, price, cta, cta_link, amount, billing_interval)
      values (${planName}, 'R$ 49,90', 'Assinar', 'https://trilha.cloud/planos', 49.90, 'month')
      returning id`;
    const [subscription] = await db()<{ id: string; current_period_end: Date }[]>`
      insert into public.subscriptions (user_id, plan_id, plan_name, amount, billing_interval, status,
                                        started_at, current_period_end)
      values (${student.id}, ${plan!.id}, ${planName}, 49.90, 'month', 'active',
              now() - interval '28 days', '2026-12-20T15:00:00Z')
      returning id, current_period_end`;
    const [order] = await db()<{ id: string }[]>`
      insert into public.orders (user_id, product_kind, product_id, product_title, amount, installments,
                                 method, subscription_id, buyer_name, buyer_email)
      values (${student.id}, 'plan', ${plan!.id}, ${planName}, 49.90, 1, 'pix', ${subscription!.id},
              'Lia Assinante Prado', ${student.email})
      returning id`;
    await db()`insert into public.subscription_renewals (subscription_id, period_end, order_id, checkout_url, notified_at)
               values (${subscription!.id}, ${subscription!.current_period_end}, ${order!.id}, ${PAYMENT_URL}, now())`;
    await db()`insert into public.notifications (user_id, kind, order_id, link)
               values (${student.id}, 'subscription_renewal', ${order!.id}, ${PAYMENT_URL})`;

    const context = await browser.newContext({
      viewport: { width, height: 844 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await context.newPage();
    await signInWithSession(page, student.email, student.password);
    await page.goto('/notificacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    const reminder = page.getByRole('list', { name: 'Notificações' }).getByRole('link');
    await expect(reminder).toHaveCount(1);
    await expect(reminder).toContainText(
      `Seu plano ${planName} vence em 20/12/2026: pague o Pix de R$\u00a049,90 para renovar`,
    );
    await expect(reminder).toContainText('Pagar com Pix');
    await expect(reminder).toHaveAttribute('href', PAYMENT_URL);
    await expect(page.getByText('1 não lida.')).toBeVisible();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${width}-notifications-renewal.png`, fullPage: true });
    }
    await context.close();
  });
}
