// Books: active books by order_index with every field, 'Comprar Agora' opening the
// purchase link in a new tab ('Redirecionando') or 'Link indisponível' naming the book, sample PDF
// link, 2 skeletons, empty state (+ admin link), benefits and a sign-up call to action.
import { demo, openInApp, publishedBookTitles, signInWithSession, expect, test } from './support';

test('lists the active books in order with all their fields', async ({ page }) => {
  await page.goto('/books');
  await expect(page).toHaveTitle('Livros | Trilha Cloud');
  const books = page.getByRole('main').getByRole('article');
  const published = await publishedBookTitles();
  // The seeded books come first, in their order.
  expect(published.slice(0, 4)).toEqual([
    'Guia Prático da Nuvem AWS',
    'Azure para Desenvolvedores',
    'DevOps Sem Mistério',
    'IA Generativa na Nuvem',
  ]);
  await expect(books.getByRole('heading', { level: 2 })).toHaveText(published);
  await expect(page.getByText('Redes de Computadores para a Nuvem')).toHaveCount(0);

  const first = books.first();
  await expect(first).toContainText('Do primeiro login à arquitetura bem-arquitetada');
  await expect(first).toContainText('4,8');
  await expect(first).toContainText('(214 avaliações)');
  await expect(first).toContainText('320 páginas');
  await expect(first).toContainText('Um roteiro direto para quem está começando na AWS');
  await expect(first).toContainText('Por Carla Menezes');
  await expect(first).toContainText('R$\u00a089,90');
  await expect(first.getByRole('list', { name: 'Tópicos' }).getByRole('listitem')).toHaveText([
    'AWS',
    'Arquitetura',
    'Certificação',
  ]);
  await expect(first).toContainText('Simulados comentados');
  // Its e-book is sold here: the installments, and the button opens the checkout (after signing up).
  await expect(first).toContainText('ou 12x de R$\u00a07,49');
  await expect(first.getByRole('link', { name: /^Comprar Agora/ })).toHaveAttribute(
    'href',
    /^\/auth\?mode=signup&voltar=%2Fcheckout%2Flivro%2F/,
  );
  // A book without an e-book file keeps its store's link.
  await expect(books.nth(1).getByRole('button', { name: /^Comprar Agora/ })).toBeVisible();
});

test("'Comprar Agora' opens the purchase link in a new tab and says Redirecionando", async ({
  page,
  context,
}) => {
  await context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Loja</title><h1>Loja</h1>' }),
  );
  await page.goto('/books');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Comprar Agora Azure para Desenvolvedores' }).click();
  const store = await popup;
  await expect(store).toHaveURL('https://example.com/livros/azure-para-desenvolvedores');
  // noopener: the store cannot reach back into our page.
  expect(await store.evaluate(() => window.opener)).toBeNull();
  await expect(page.getByText('Redirecionando', { exact: true })).toBeVisible();
});

test("without a purchase link, 'Link indisponível' names the book", async ({ page, context }) => {
  await page.goto('/books');
  let opened = false;
  context.on('page', () => (opened = true));
  await page.getByRole('button', { name: 'Comprar Agora IA Generativa na Nuvem' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Link indisponível' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('IA Generativa na Nuvem');
  await expect(toast).toHaveAttribute('data-type', 'error');
  expect(opened).toBe(false);
});

test('a sample PDF link appears when the book has one', async ({ page }) => {
  await page.route('**/rest/v1/books?*', async (route) => {
    const response = await route.fetch();
    const books = (await response.json()) as Record<string, unknown>[];
    books[0]!.sample_url = 'https://example.com/amostras/guia-aws.pdf';
    await route.fulfill({ response, json: books });
  });
  await page.goto('/books');
  const first = page.getByRole('main').getByRole('article').first();
  const sample = first.getByRole('link', { name: /^Ler amostra \(PDF\)/ });
  await expect(sample).toHaveAttribute('href', 'https://example.com/amostras/guia-aws.pdf');
  await expect(sample).toHaveAttribute('target', '_blank');
  // Only that book has one.
  await expect(page.getByRole('link', { name: /^Ler amostra/ })).toHaveCount(1);
});

test('while loading, 2 skeletons are shown', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/books?*', async (route) => {
    await gate;
    await route.continue();
  });
  await openInApp(page, '/books');
  const loading = page.getByRole('status').filter({ hasText: 'Carregando livros...' });
  await expect(loading.locator(':scope > div')).toHaveCount(2);
  release();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount((await publishedBookTitles()).length);
});

test('a failed load is logged and shows the empty state, with the admin link for administradores', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/rest/v1/books?*', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await openInApp(page, '/books');
  await expect(page.getByText('Nenhum livro disponível no momento')).toBeVisible();
  expect(errors.some((text) => text.includes('Falha ao carregar os livros'))).toBe(true);
  await expect(page.getByRole('link', { name: 'Adicionar o primeiro livro' })).toHaveCount(0);

  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await openInApp(page, '/books');
  await expect(page.getByRole('link', { name: 'Adicionar o primeiro livro' })).toHaveAttribute(
    'href',
    '/admin/books',
  );
});

test('has a benefits section and a sign-up call to action', async ({ page }) => {
  await page.goto('/books');
  await expect(
    page
      .getByRole('region', { name: 'Por que ler os livros da Trilha Cloud?' })
      .getByRole('heading', { level: 3 }),
  ).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Criar Conta Grátis' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );
});
