// Changing plan from 'Minha assinatura' (docs/plan-changes.md): a subscriber of the cheaper plan
// upgrades and pays the database's difference for the rest of the period with Pix on the stand-in;
// the plan moves at once, the period stays. Back to the cheaper plan is scheduled for the end of the
// period and can be called off. A subscriber whose card the stand-in charges every period (a
// preapproval authorised on its page) upgrades the same way, and the card's next charge is the new
// plan's amount.
import { randomUUID } from 'node:crypto';
import { createSoldCourse, payWithPixOnStandIn, VALID_CPF } from './checkout-fixtures';
import { createStudent, database } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const NBSP = '\u00a0';

/** Two monthly plans of their own, each opening a course, so no demo plan is touched. */
async function twoPlans() {
  const sql = database();
  const [basicCourse, proCourse] = [await createSoldCourse('plans'), await createSoldCourse('plans')];
  const tag = randomUUID().slice(0, 6);
  const plans: { id: string; name: string }[] = [];
  for (const [name, amount, courses] of [
    [`Base ${tag}`, 49.9, [basicCourse]],
    [`Mais ${tag}`, 89.9, [basicCourse, proCourse]],
  ] as const) {
    const [plan] = await sql<{ id: string }[]>`
      insert into public.pricing_plans (name, price, period, description, features, cta, cta_link, is_popular,
                                        is_active, order_index, amount, billing_interval)
      values (${name}, ${`R$ ${amount}`}, '/mês', 'Plano do teste de mudança.', ${['Cursos do plano']},
              ${`Assinar ${name}`}, 'https://example.com/plano', false, true, 95, ${amount}, 'month')
      returning id`;
    for (const course of courses) {
      await sql`insert into public.plan_courses (plan_id, course_id) values (${plan!.id}, ${course.id})`;
    }
    plans.push({ id: plan!.id, name });
  }
  return { basic: plans[0]!, pro: plans[1]!, proCourse };
}

test('a subscriber upgrades paying the difference with Pix, then schedules the way back and calls it off', async ({
  page,
}, testInfo) => {
  test.slow();
  const { basic, pro, proCourse } = await twoPlans();
  const student = await createStudent(page);
  const sql = database();
  const [subscription] = await sql<{ id: string }[]>`
    insert into public.subscriptions (user_id, plan_id, plan_name, amount, billing_interval, status,
                                      started_at, current_period_end)
    select p.id, ${basic.id}, ${basic.name}, 49.90, 'month', 'active', now() - interval '15 days', now() + interval '15 days'
    from public.profiles p where p.email = ${student.email}
    returning id`;
  await signInWithSession(page, student.email, student.password);
  await page.goto('/minha-assinatura');

  const change = page.getByRole('region', { name: 'Mudar de plano' });
  await change.getByText(`Plano ${pro.name}`).click();
  await expect(change.getByText('Você paga agora')).toBeVisible();
  await expect(change).toContainText(`A diferença de R$${NBSP}40,00/mês pelos 15 dos`);
  const [row] = await sql<{ amount: string }[]>`
    select greatest(1, round(40 * extract(epoch from s.current_period_end - now())
                            / extract(epoch from s.current_period_end - (s.current_period_end - interval '1 month')), 2))::text as amount
    from public.subscriptions s where s.id = ${subscription!.id}`;
  const expected = `R$${NBSP}${row!.amount.replace('.', ',')}`;
  await expect(change.getByText(expected, { exact: true })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`plan-upgrade-${width}.png`), fullPage: true });
  }

  await change.getByLabel('CPF').pressSequentially(VALID_CPF);
  await change.getByRole('button', { name: `Pagar ${expected} e mudar de plano` }).click();
  await payWithPixOnStandIn(page);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();

  await page.goto('/minha-assinatura');
  await expect(page.getByRole('heading', { name: `Plano ${pro.name}` })).toBeVisible();
  await expect(page.locator('main')).toContainText(`R$${NBSP}89,90/mês`);
  await expect(page.getByRole('link', { name: proCourse.title })).toBeVisible();
  const [after] = await sql<{ plan_id: string; days: number }[]>`
    select plan_id, round(extract(epoch from current_period_end - now()) / 86400)::int as days
    from public.subscriptions where id = ${subscription!.id}`;
  expect(after).toEqual({ plan_id: pro.id, days: 15 });

  // Back to the cheaper plan: from the next renewal, nothing charged now.
  await change.getByText(`Plano ${basic.name}`).click();
  await expect(change).toContainText('Nada é cobrado nem creditado agora.');
  await change.getByRole('button', { name: new RegExp(`^Mudar para o plano ${basic.name} em `) }).click();
  await expect(page.getByText('Mudança de plano agendada.')).toBeVisible();
  const scheduled = page.getByRole('status').filter({ hasText: 'Mudança agendada' });
  await expect(scheduled).toContainText(`plano ${basic.name} por R$${NBSP}49,90/mês`);
  await expect(change).toBeHidden();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`plan-downgrade-${width}.png`), fullPage: true });
  }
  await scheduled.getByRole('button', { name: `Manter o plano ${pro.name}` }).click();
  await expect(page.getByText(`Você continua no plano ${pro.name}.`)).toBeVisible();
  await expect(scheduled).toBeHidden();
  await expect(change).toBeVisible();
});

test("a card subscriber upgrades: the difference is paid once, and the card's next charge is the new plan's", async ({
  page,
}, testInfo) => {
  test.slow();
  const { basic, pro, proCourse } = await twoPlans();
  const student = await createStudent(page);
  const sql = database();
  await signInWithSession(page, student.email, student.password);

  // Subscribing by card in one payment: the stand-in's subscription page authorises the card.
  await page.goto(`/checkout/plano/${basic.id}`);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByText('Cartão de crédito', { exact: true }).click();
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Assinatura (ambiente de teste)' })).toBeVisible();
  await expect(page.locator('aside')).toContainText('R$ 49,90 por mês');
  const subscriptionPage = page.url();
  await page.getByLabel('Número do cartão').fill('5031 4332 1540 6351');
  await page.getByLabel('Nome impresso no cartão').fill('PESSOA DE TESTE');
  await page.getByLabel('Validade (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Assinar' }).click();
  await expect(page.getByRole('heading', { name: 'Assinatura autorizada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a loja' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  const [subscription] = await sql<{ id: string; provider_subscription_id: string; period_end: string }[]>`
    select s.id, s.provider_subscription_id,
           to_char(s.current_period_end at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as period_end
    from public.subscriptions s join public.profiles p on p.id = s.user_id
    where p.email = ${student.email}`;
  expect(subscription!.provider_subscription_id).toBe(
    new URL(subscriptionPage).searchParams.get('preapproval_id'),
  );

  await page.goto('/minha-assinatura');
  const change = page.getByRole('region', { name: 'Mudar de plano' });
  await expect(change).toContainText(
    'Sua assinatura é renovada automaticamente no cartão: com a mudança, as cobranças no cartão passam a ser do valor do novo plano a partir da próxima renovação.',
  );
  await change.getByText(`Plano ${pro.name}`).click();
  await expect(change.getByText('Você paga agora')).toBeVisible();
  await expect(change).toContainText(
    `O plano ${pro.name} vale assim que o pagamento for confirmado. A diferença é cobrada uma vez, agora; as próximas cobranças no cartão serão de R$${NBSP}89,90/mês, a partir da renovação de ${subscription!.period_end}.`,
  );
  const [row] = await sql<{ amount: string }[]>`
    select greatest(1, round(40 * extract(epoch from s.current_period_end - now())
                            / extract(epoch from s.current_period_end - (s.current_period_end - interval '1 month')), 2))::text as amount
    from public.subscriptions s where s.id = ${subscription!.id}`;
  const expected = `R$${NBSP}${row!.amount.replace('.', ',')}`;
  await expect(change.getByText(expected, { exact: true })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`plan-upgrade-card-${width}.png`), fullPage: true });
  }

  // The way back, read before choosing: from the next renewal, at the cheaper plan's amount.
  await change.getByLabel('CPF').pressSequentially(VALID_CPF);
  await change.getByRole('button', { name: `Pagar ${expected} e mudar de plano` }).click();
  await payWithPixOnStandIn(page);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();

  await page.goto('/minha-assinatura');
  await expect(page.getByRole('heading', { name: `Plano ${pro.name}` })).toBeVisible();
  await expect(page.locator('main')).toContainText(`R$${NBSP}89,90/mês`);
  await expect(page.getByRole('link', { name: proCourse.title })).toBeVisible();
  await change.getByText(`Plano ${basic.name}`).click();
  await expect(change).toContainText(
    `As próximas cobranças no cartão serão de R$${NBSP}49,90/mês, a partir da renovação de ${subscription!.period_end}. Nada é cobrado nem creditado agora.`,
  );

  // At the stand-in, the card is charged the new plan's amount from now on.
  await page.goto(subscriptionPage);
  await expect(page.locator('aside')).toContainText('R$ 89,90 por mês');
  await page.getByRole('button', { name: 'Cobrar próximo período' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'R$ 89,90 · aprovada' })).toHaveCount(1);
  const orders = await sql<{ amount: string; status: string; product_id: string }[]>`
    select amount::text, status, product_id from public.orders
    where subscription_id = ${subscription!.id} order by created_at`;
  expect(orders).toEqual([
    { amount: '49.90', status: 'paid', product_id: basic.id },
    { amount: row!.amount, status: 'paid', product_id: pro.id },
    { amount: '89.90', status: 'paid', product_id: pro.id },
  ]);
});
