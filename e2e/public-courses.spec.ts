// Courses: active courses with at least one lesson, every card field, colour theme by
// slug, 4 skeletons, the empty state (with the admin link for administradores), call to pricing.
import { demo, openInApp, publishedCourses, signInWithSession, expect, test } from './support';

test('lists the active courses with lessons, each card with its fields and theme', async ({ page }) => {
  await page.goto('/courses');
  await expect(page).toHaveTitle('Cursos | Trilha Cloud');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nossos Cursos');

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount((await publishedCourses()).length);
  // google-cloud is inactive and terraform has no lessons: neither is listed.
  await expect(page.getByText('Google Cloud Essentials')).toHaveCount(0);
  await expect(page.getByText('Terraform: infraestrutura como código')).toHaveCount(0);

  const aws = cards.filter({ has: page.getByRole('heading', { name: /^AWS Cloud Practitioner/ }) });
  await expect(aws).toHaveAttribute('data-theme', 'aws');
  await expect(aws).toContainText('Aprenda os conceitos essenciais da Amazon Web Services');
  await expect(aws).toContainText('8 semanas');
  await expect(aws).toContainText(/\d+ alunos?/);
  // Nobody has reviewed it: no stars (a rating comes only from learners' reviews).
  await expect(aws).not.toContainText('de 5');
  // The price with what it means (the same words on the course page and the dashboard).
  await expect(aws).toContainText('R$\u00a0297,00 ou 12x de R$\u00a024,75 · ou nos planos');
  await expect(aws.getByRole('link', { name: /^Comprar/ })).toHaveAttribute(
    'href',
    '/auth?mode=signup&voltar=%2Fcheckout%2Fcurso%2Fc0000000-0000-4000-8000-000000000001',
  );
  await expect(aws.getByRole('link', { name: /^Ver Detalhes/ })).toHaveAttribute('href', '/course/aws');

  for (const [title, theme] of [
    [/^Microsoft Azure/, 'azure'],
    [/^DevOps na prática/, 'devops'],
    [/^Inteligência Artificial/, 'ia'],
  ] as const) {
    await expect(cards.filter({ has: page.getByRole('heading', { name: title }) })).toHaveAttribute(
      'data-theme',
      theme,
    );
  }
});

test('ends with a call to action to the plans', async ({ page }) => {
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Ver Planos e Preços' }).click();
  await expect(page).toHaveURL('/pricing');
});

test('while loading, 4 skeleton cards are shown', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/search_courses?*', async (route) => {
    await gate;
    await route.continue();
  });
  await openInApp(page, '/courses');
  const loading = page.getByRole('status').filter({ hasText: 'Carregando cursos...' });
  await expect(loading.locator(':scope > div > div')).toHaveCount(4);
  release();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount((await publishedCourses()).length);
});

// The prerendered page shows the build's courses; the refresh after hydration reads none.
test('without courses, visitors see the empty state without the admin link', async ({ page }) => {
  await page.route('**/rest/v1/rpc/search_courses?*', (route) => route.fulfill({ json: [] }));
  await page.goto('/courses');
  await expect(page.getByText('Nenhum curso disponível no momento')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adicionar o primeiro curso' })).toHaveCount(0);
});

test('without courses, an administrador gets a link to add the first one', async ({ page }) => {
  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await page.route('**/rest/v1/rpc/search_courses?*', (route) => route.fulfill({ json: [] }));
  await page.goto('/courses');
  await expect(page.getByText('Nenhum curso disponível no momento')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adicionar o primeiro curso' })).toHaveAttribute(
    'href',
    '/admin/courses',
  );
});

test('an administrador sees the same public list (no inactive or empty courses)', async ({ page }) => {
  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await page.goto('/courses');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount((await publishedCourses()).length);
  await expect(page.getByText('Google Cloud Essentials')).toHaveCount(0);
});

test('a failed load is logged and shows the empty state', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/rest/v1/rpc/search_courses?*', (route) => route.abort('failed'));
  await openInApp(page, '/courses');
  await expect(page.getByText('Nenhum curso disponível no momento')).toBeVisible();
  expect(errors.some((text) => text.includes('Falha ao buscar os cursos'))).toBe(true);
});
