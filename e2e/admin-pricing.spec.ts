// /admin/pricing: plans, their form and the cache refresh (docs/rules/admin.md).
import { db, signInAsAdmin, unique, expect, test } from './fixtures/admin-fixtures';

test('a plan is validated, created with features, shown on /pricing, edited and deleted', async ({
  page,
}) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  await signInAsAdmin(page);
  // Load the public list first so its cache exists: the admin change must refresh it.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Profissional' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Painel Admin' }).click();
  await page.getByRole('link', { name: /Planos de Preços/ }).click();
  await expect(page.getByText('Carregando...')).toHaveCount(0);

  await expect(page.getByRole('list', { name: 'Planos cadastrados' })).toBeVisible();
  const [{ count }] = (await db()`select count(*)::int as count from public.pricing_plans`) as unknown as [
    { count: number },
  ];
  await page.getByRole('button', { name: 'Novo Plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Plano' });
  // A new plan's order is the number of plans plus one (no other spec creates plans).
  await expect(dialog.getByLabel('Ordem de exibição')).toHaveValue(String(count + 1));
  await dialog.getByLabel('Ordem de exibição').fill('');
  await dialog.getByRole('button', { name: 'Criar plano' }).click();
  await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Preço é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Texto do botão é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Link do botão é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Ordem de exibição é obrigatória')).toBeVisible();

  const name = unique('Plano Teste');
  await dialog.getByLabel('Nome do plano').fill(name);
  await dialog.getByLabel('Ordem de exibição').fill('0');
  await dialog.getByLabel('Preço', { exact: true }).fill('R$ 19,90');
  await dialog.getByLabel('Período').fill('/mês');
  const feature = dialog.getByLabel('Características do plano');
  await feature.fill('Acesso ilimitado');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await feature.fill('Certificados');
  await feature.press('Enter');
  await feature.fill('   ');
  await feature.press('Enter');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Características adicionadas' }).getByRole('listitem'),
  ).toHaveText(['Acesso ilimitado', 'Certificados']);
  await expect(dialog).toBeVisible(); // Enter did not submit the form
  await dialog.getByLabel('Texto do botão').fill('Assinar');
  await dialog.getByLabel('Link do botão').fill('checkout');
  await dialog.getByRole('button', { name: 'Criar plano' }).click();
  await expect(dialog.getByText('Informe uma URL válida (https://...)')).toBeVisible();
  await dialog.getByLabel('Link do botão').fill('https://example.com/assinar');
  await dialog.getByRole('switch', { name: 'Mais Popular' }).click();
  await dialog.getByRole('button', { name: 'Criar plano' }).click();
  await expect(page.getByText('Plano criado com sucesso!')).toBeVisible();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText('R$ 19,90');
  await expect(card).toContainText('/mês');
  await expect(card).toContainText('Mais Popular');
  await expect(card).toContainText('Ativo');
  await expect(card).toContainText('Assinar');
  await expect(card.getByRole('link', { name: 'https://example.com/assinar' })).toBeVisible();

  // Client-side navigation: /pricing shows the new plan without a reload.
  // The admin card has the same heading: the address says when /pricing is on screen.
  await page.getByRole('banner').getByRole('link', { name: 'Preços' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/admin/pricing');

  await card.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Plano' });
  await edit.getByRole('button', { name: 'Remover Certificados' }).click();
  await edit.getByRole('switch', { name: /Plano ativo/ }).click();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Plano atualizado com sucesso!')).toBeVisible();
  await expect(card).toContainText('Inativo');
  const [row] =
    await db()`select features, is_active, is_popular, order_index from public.pricing_plans where name = ${name}`;
  expect(row).toEqual({ features: ['Acesso ilimitado'], is_active: false, is_popular: true, order_index: 0 });

  await page.getByRole('banner').getByRole('link', { name: 'Preços' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { name: 'Profissional' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL('/admin/pricing');

  await card.getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deseja excluir este plano?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Plano excluído com sucesso!')).toBeVisible();
  await expect(card).toBeHidden();
});
