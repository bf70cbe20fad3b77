// /admin/users (spec §2 Admin users, §4 role and active flag, §8).
import { createUser, db, signInAsAdmin, expect, test } from './fixtures/admin-fixtures';

test('users newest first with fallbacks; activation switch and role selector', async ({ page }) => {
  const user = await createUser();
  await db()`update public.profiles set full_name = null, phone = null where id = ${user.id}`;
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByText('Carregando...')).toHaveCount(0);

  const table = page.getByRole('region', { name: 'Usuários cadastrados' });
  const rows = table.locator('tbody tr');
  await expect(page.getByText(/^Total: \d+ usuários$/)).toBeVisible();
  const total = Number((await page.getByText(/^Total:/).innerText()).match(/\d+/)![0]);
  await expect(rows).toHaveCount(total);

  const row = rows.filter({ hasText: user.email });
  await expect(row).toContainText('Sem nome');
  await expect(row.locator('td').nth(3)).toHaveText('N/A'); // phone
  await expect(row.locator('td').nth(4)).toHaveText('N/A'); // city
  await expect(row.locator('td').nth(5)).toHaveText('N/A'); // state
  await expect(row.locator('td').nth(6)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  // Newest first: the account created now comes before the seeded administrator.
  const order = await rows.locator('td:first-child').allInnerTexts();
  const position = (text: string) => order.findIndex((cell) => cell.includes(text));
  expect(position(user.email)).toBeLessThan(position('admin@trilhacloud.dev'));

  // The administrator cannot lock themself out.
  const own = rows.filter({ hasText: 'admin@trilhacloud.dev' });
  await expect(own.getByRole('switch')).toBeDisabled();
  await expect(own.getByRole('combobox')).toBeDisabled();

  const activeSwitch = row.getByRole('switch', { name: 'Conta ativa: Sem nome' });
  await expect(row).toContainText('Ativo');
  await activeSwitch.click();
  await expect(page.getByText('Usuário inativado com sucesso!')).toBeVisible();
  await expect(row.getByText('Inativo')).toBeVisible();
  await expect(activeSwitch).toHaveAttribute('aria-checked', 'false');
  expect(await db()`select is_active from public.profiles where id = ${user.id}`).toEqual([
    { is_active: false },
  ]);
  await activeSwitch.click();
  await expect(page.getByText('Usuário ativado com sucesso!')).toBeVisible();
  await expect(activeSwitch).toHaveAttribute('aria-checked', 'true');

  const role = row.getByRole('combobox', { name: 'Papel de Sem nome' });
  await expect(role).toHaveValue('aluno');
  await expect(role.locator('option')).toHaveText(['Aluno', 'Professor', 'Administrador']);
  await role.selectOption('professor');
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  await expect(row.locator('td').nth(2)).toContainText('Professor');
  expect(await db()`select role::text from public.user_roles where user_id = ${user.id}`).toEqual([
    { role: 'professor' },
  ]);
});
