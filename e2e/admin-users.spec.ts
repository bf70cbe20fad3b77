// /admin/users (docs/rules/admin.md), paged and searched by the
// database (the list at 2 500 extra accounts is e2e/admin-scale.spec.ts).
import { createUser, db, signInAsAdmin, unique, expect, test } from './fixtures/admin-fixtures';

const totalOf = async (text: string) =>
  Number(text.match(/^Total: ([\d.]+) usuários?$/)![1]!.replaceAll('.', ''));

test('the total counts every account and a page shows at most 25, newest first', async ({ page }) => {
  const tag = unique('Ordem').split(' ')[1]!;
  const older = await createUser({ fullName: `Pessoa Antiga ${tag}` });
  const newer = await createUser({ fullName: `Pessoa Nova ${tag}` });
  await signInAsAdmin(page);
  const [before] = await db()`select count(*)::int as accounts from public.profiles`;
  await page.goto('/admin/users');
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  const totalText = page.getByText(/^Total: [\d.]+ usuários$/);
  await expect(totalText).toBeVisible();
  const [after] = await db()`select count(*)::int as accounts from public.profiles`;
  // Other specs add accounts meanwhile: the total is what the database had at that moment.
  const total = await totalOf(await totalText.innerText());
  expect(total).toBeGreaterThanOrEqual(Math.min(before!.accounts, after!.accounts));
  expect(total).toBeLessThanOrEqual(Math.max(before!.accounts, after!.accounts));
  const rows = page.getByRole('region', { name: 'Usuários cadastrados' }).locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(total, 25));

  // Newest first: of the two accounts of this test, the one created later comes first.
  await page.getByLabel('Buscar usuário').fill(tag);
  await expect(page.getByText('Total: 2 usuários')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(rows.locator('td:first-child')).toHaveText([
    new RegExp(`Pessoa Nova ${tag}.*${newer.email}`),
    new RegExp(`Pessoa Antiga ${tag}.*${older.email}`),
  ]);
  await expect(page.getByRole('navigation', { name: 'Páginas de usuários' })).toHaveCount(0);
});

test('fallbacks, the activation switch and the role selector', async ({ page }) => {
  const user = await createUser();
  await db()`update public.profiles set full_name = null, phone = null where id = ${user.id}`;
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expect(page.getByLabel('Buscar usuário')).toHaveValue(user.email);
  await expect(page.getByText('Total: 1 usuário', { exact: true })).toBeVisible();

  const row = page.getByRole('region', { name: 'Usuários cadastrados' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.email);
  await expect(row).toContainText('Sem nome');
  await expect(row.locator('td').nth(3)).toHaveText('N/A'); // phone
  await expect(row.locator('td').nth(4)).toHaveText('N/A'); // city
  await expect(row.locator('td').nth(5)).toHaveText('N/A'); // state
  await expect(row.locator('td').nth(6)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

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

  // The administrator cannot lock themself out.
  await page.getByLabel('Buscar usuário').fill('admin@trilhacloud.dev');
  await expect(page.getByText('Total: 1 usuário', { exact: true })).toBeVisible();
  await expect(row).toContainText('admin@trilhacloud.dev');
  await expect(row.getByRole('switch')).toBeDisabled();
  await expect(row.getByRole('combobox')).toBeDisabled();
});

test('a search that finds nobody says so', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users?q=ninguem-com-este-nome-xyz');
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
  await expect(page.getByText('Total: 0 usuários')).toBeVisible();
});
