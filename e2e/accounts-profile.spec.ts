// /profile (docs/rules/accounts-and-consent.md): account data, real statistics, change password,
// actions.
import { createUser, database, expect, fillLogin, storedSession, test } from './accounts-fixtures';

function todayInBrazil(): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date());
}

test('shows e-mail, member-since date and the real statistics', async ({ page }) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const user = await createUser(page, { prefix: 'perfil' });
  const sql = database();
  // Two enrolments, written as the database's owner would; the complete one earns its certificate
  // (the database issues it when an enrolment becomes complete).
  const courses = await sql`
    select id, title from public.courses where is_active and lesson_count > 0
    order by total_minutes desc limit 2`;
  expect(courses.length).toBe(2);
  const [first, second] = courses as unknown as { id: string; title: string }[];
  await sql`insert into public.enrollments (user_id, course_id, progress, completed)
            values (${user.id}, ${first!.id}, 100, true), (${user.id}, ${second!.id}, 50, false)`;
  // Study time is the seconds of video the server credited (docs/engagement.md, 'Study time'),
  // not the courses' length times their progress: 2 hours, 3 minutes and 3 seconds watched.
  await sql`insert into public.study_days (user_id, day, watched_seconds) values (${user.id}, current_date - 3, 7383)`;

  await page.goto('/auth');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');
  await expect(page).toHaveTitle(/Meu perfil/);
  await expect(page.getByRole('heading', { name: 'Meu perfil', level: 1 })).toBeVisible();

  const account = page.getByRole('region', { name: 'Informações da conta' });
  await expect(account.getByText(user.email)).toBeVisible();
  await expect(account.getByText(todayInBrazil())).toBeVisible();
  await expect(account.getByRole('textbox')).toHaveCount(0);

  const stats = page.getByRole('region', { name: 'Estatísticas' });
  await expect(stats.getByRole('term')).toHaveText(['Cursos', 'Horas de estudo', 'Certificados']);
  await expect(stats.getByRole('definition')).toHaveText(['2', '2h 03min', '1']);

  const actions = page.getByRole('region', { name: 'Ações' });
  await actions.getByRole('link', { name: 'Ver Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goBack();
  await actions.getByRole('link', { name: 'Explorar Cursos' }).click();
  await expect(page).toHaveURL('/courses');
});

test('a new account shows zeros, not the old placeholders', async ({ page }) => {
  const user = await createUser(page, { prefix: 'perfil-novo' });
  await page.goto('/auth');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');
  const stats = page.getByRole('region', { name: 'Estatísticas' });
  await expect(stats.getByRole('definition')).toHaveText(['0', '0 min', '0']);
});

test('change password: validation, wrong current password, success, then login with it', async ({ page }) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const user = await createUser(page, { prefix: 'troca-senha' });
  const newPassword = 'Trocada#2026';
  await page.goto('/auth');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Alterar senha' });

  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('Senha atual é obrigatória')).toBeVisible();
  await expect(form.getByText('A senha deve ter no mínimo 8 caracteres')).toBeVisible();
  await expect(form.getByText('Confirme a nova senha')).toBeVisible();

  await form.getByLabel('Senha atual').fill('Errada@123');
  await form.getByLabel('Nova senha', { exact: true }).fill('semespecial1A');
  await form.getByLabel('Confirmar nova senha').fill('semespecial1A');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('A senha deve conter pelo menos um caractere especial')).toBeVisible();

  await form.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirmar nova senha').fill(`${newPassword}x`);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('As senhas não coincidem')).toBeVisible();

  await form.getByLabel('Confirmar nova senha').fill(newPassword);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Senha atual incorreta'),
  ).toBeVisible();
  await expect(form.getByText('Senha atual incorreta')).toBeVisible();
  // A wrong current password does not sign anyone out.
  await expect(page).toHaveURL('/profile');
  expect(await storedSession(page)).not.toBeNull();

  await form.getByLabel('Senha atual').fill(user.password);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(form.getByLabel('Senha atual')).toHaveValue('');
  await expect(page).toHaveURL('/profile');

  // Sair from the actions card: a protected screen, so /auth.
  await page.getByRole('region', { name: 'Ações' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  expect(await storedSession(page)).toBeNull();

  await fillLogin(page, user.email, user.password);
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  await fillLogin(page, user.email, newPassword);
  await expect(page).toHaveURL('/dashboard');
});
