// /admin/books (docs/rules/admin.md) and the public list it feeds.
import { db, signInAsAdmin, unique, expect, test } from './fixtures/admin-fixtures';

test('the book form validates, then a book is created, edited and deleted', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/books');
  await expect(page.getByText('Carregando...')).toHaveCount(0);

  await page.getByRole('button', { name: 'Novo Livro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Livro' });
  await expect(dialog.getByLabel('Ordem de exibição')).toHaveValue('0');
  await dialog.getByRole('button', { name: 'Criar livro' }).click();
  await expect(dialog.getByText('Título é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Autor é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Adicione pelo menos 1 tópico')).toBeVisible();
  await expect(dialog.getByText('Adicione pelo menos 1 benefício')).toBeVisible();

  const title = unique('Livro de Teste');
  await dialog.getByLabel('Título', { exact: true }).fill(title);
  await dialog.getByLabel('Autor', { exact: true }).fill('Autora Exemplo');
  await dialog.getByLabel('Subtítulo').fill('Um subtítulo');
  await dialog.getByLabel('Páginas').fill('150');
  await dialog.getByLabel('Preço (R$)').fill('49.9');
  await dialog.getByLabel('Avaliação (0 a 5)').fill('4.2');
  await dialog.getByLabel('URL da amostra (PDF)').fill('nao-e-url');
  await dialog.getByLabel('Tópico 2').fill('Nuvem');
  await dialog.getByLabel('Benefício 3').fill('Exercícios');
  await dialog.getByRole('button', { name: 'Criar livro' }).click();
  await expect(dialog.getByText('Informe uma URL válida (https://...)')).toBeVisible();
  await dialog.getByLabel('URL da amostra (PDF)').fill('');
  await dialog.getByLabel('URL de compra').fill('https://example.com/comprar');
  await dialog.getByRole('button', { name: 'Criar livro' }).click();
  await expect(page.getByText('Livro criado com sucesso!')).toBeVisible();

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('por Autora Exemplo');
  await expect(card).toContainText('Um subtítulo');
  await expect(card).toContainText('150');
  await expect(card).toContainText('R$ 49,90');
  await expect(card).toContainText('4,2 ★');
  await expect(card).toContainText('Ordem 0');
  const [row] =
    await db()`select topics, benefits, sample_url, purchase_url, order_index from public.books where title = ${title}`;
  expect(row).toEqual({
    topics: ['Nuvem'],
    benefits: ['Exercícios'],
    sample_url: null,
    purchase_url: 'https://example.com/comprar',
    order_index: 0,
  });

  await card.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Livro' });
  await expect(edit.getByLabel('Tópico 1')).toHaveValue('Nuvem');
  await edit.getByLabel('Autor', { exact: true }).fill('Autora Revisada');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Livro atualizado com sucesso!')).toBeVisible();
  await expect(card).toContainText('por Autora Revisada');

  // The public list shows it (its cache was refreshed), then no more once deleted.
  // The admin card has the same heading: the address says when the public list is on screen.
  await page.getByRole('banner').getByRole('link', { name: 'Livros' }).click();
  await expect(page).toHaveURL('/books');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/admin/books');

  await card.getByRole('button', { name: `Excluir ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir este livro?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Livro excluído com sucesso!')).toBeVisible();
  await expect(card).toBeHidden();
  expect(await db()`select id from public.books where title = ${title}`).toHaveLength(0);
});
