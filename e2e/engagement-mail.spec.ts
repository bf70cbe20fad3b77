// The weekly digest's opt-in on the profile and its one-click unsubscribe page
// (docs/engagement-mail.md): a learner turns the digest on, the job e-mails them (printed to the
// stack's log, as locally), and the e-mail's link, opened without signing in, turns it off and says
// when; a forged link is refused. Phone layout.
import type { APIRequestContext } from '@playwright/test';
import { createUser, database, expect, test } from './accounts-fixtures';
import { e2eStack, localMailTo, signInWithSession } from './support';

test.use({ viewport: { width: 390, height: 844 } });

/** The digest job as pg_cron calls it, "at" a week no other spec uses. */
async function runDigestJob(request: APIRequestContext) {
  const stack = e2eStack();
  const response = await request.post(`${stack.url}/functions/v1/send-weekly-digest`, {
    headers: { Authorization: `Bearer ${stack.secretKey}`, 'Content-Type': 'application/json' },
    data: { now: '2033-05-02T09:00:00-03:00' },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);
}

/** The digest printed for `email` (locally the e-mails go to the stack's log). */
const digestTo = (email: string) => localMailTo(email, 'Assunto: Seu resumo semanal da Trilha Cloud');

test('a learner opts in to the weekly digest and unsubscribes from the e-mail in one click', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(page, { prefix: 'resumo', fullName: 'Renata Lima' });
  const [course] = await database()`
    select id, title from public.courses
    where is_active and lesson_count > 0 and access_model = 'free' order by title limit 1`;
  await database()`insert into public.enrollments (user_id, course_id, progress) values (${user.id}, ${course!.id}, 30)`;

  // Signing in is not what this test is about (e2e/accounts-login.spec.ts is): a stored session.
  await signInWithSession(page, user.email, user.password);
  await page.goto('/profile#resumo-semanal');
  const card = page.getByRole('region', { name: 'Resumo semanal por email' });
  const toggle = card.getByRole('switch', { name: 'Receber o resumo semanal por email' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByText('Desativado. Você nunca ativou o resumo.')).toBeVisible();
  await toggle.click();
  await expect(page.getByText('Resumo semanal ativado.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(card.getByText(/^Ativado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/)).toBeVisible();

  await runDigestJob(request);
  const mail = await digestTo(user.email);
  expect(mail).toContain('Assunto: Seu resumo semanal da Trilha Cloud');
  expect(mail).toContain('Olá, Renata!');
  expect(mail).toContain(`- ${(course as unknown as { title: string }).title}: `);
  const link = /Para não receber mais: (\S+)/.exec(mail)![1]!;
  expect(new URL(link).pathname).toBe('/descadastrar');

  // Opened from the mailbox: no session in that browser.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await expect(visitor.getByRole('heading', { name: 'Inscrição cancelada', level: 1 })).toBeVisible();
  await expect(
    visitor.getByText(
      /^Você não receberá mais o resumo semanal da Trilha Cloud por e-mail\. A retirada do seu consentimento foi registrada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/,
    ),
  ).toBeVisible();

  const forged = new URL(link);
  forged.searchParams.set('token', `${user.id}.assinatura-forjada`);
  await visitor.goto(forged.pathname + forged.search);
  await expect(visitor.getByRole('heading', { name: 'Link inválido', level: 1 })).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByText(/^Desativado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/)).toBeVisible();
});
