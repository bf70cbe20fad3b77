// Home: hero, books promo, the 4 newest courses, three benefits, sign-up call to action.
import { demo, openInApp, publishedCourses, signInWithSession, expect, test } from './support';

test('the home page leads to courses, plans, books and sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Trilha Cloud — carreiras em computação em nuvem');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sua carreira em nuvem começa aqui');
  await expect(main.getByRole('link', { name: 'Explorar Cursos' })).toHaveAttribute('href', '/courses');
  await expect(main.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/pricing');
  await expect(main.getByRole('link', { name: 'Ver Livros' })).toHaveAttribute('href', '/books');

  const benefits = main.getByRole('region', { name: /Por que estudar/ });
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
    'Aprendizado Acelerado',
    'Mentoria Especializada',
    'Certificação Reconhecida',
  ]);

  const cta = main.getByRole('region', { name: 'Pronto para começar sua trilha?' });
  await expect(cta.getByRole('link', { name: 'Começar Grátis' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );
});

test('the home page shows the 4 newest active courses with Ver Detalhes', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Cursos em destaque' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(4);
  // The 4 newest published courses (inactive and lesson-less courses are hidden). On the bare
  // seed these are ia, devops, azure and aws; other specs may have published newer ones.
  const newest = (await publishedCourses()).slice(0, 4);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(newest.map((course) => course.title));
  const links = section.getByRole('link', { name: /^Ver Detalhes/ });
  await expect(links).toHaveCount(4);
  await links.first().click();
  await expect(page).toHaveURL(`/course/${newest[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest[0]!.title);
});

test('while courses load, 4 skeleton cards hold their place', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/courses?*', async (route) => {
    await gate;
    await route.continue();
  });
  await openInApp(page, '/');
  const loading = page.getByRole('status').filter({ hasText: 'Carregando cursos...' });
  await expect(loading).toBeAttached();
  await expect(loading.locator(':scope > div > div')).toHaveCount(4);
  release();
  await expect(page.getByRole('region', { name: 'Cursos em destaque' }).getByRole('article')).toHaveCount(4);
  await expect(loading).toHaveCount(0);
});

test('a failed course load is logged and shows the empty state', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/rest/v1/courses?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await openInApp(page, '/');
  await expect(page.getByText('Nenhum curso disponível no momento')).toBeVisible();
  expect(errors.some((text) => text.includes('Falha ao carregar os cursos'))).toBe(true);
  // Visitors get no admin shortcut.
  await expect(page.getByRole('link', { name: 'Adicionar o primeiro curso' })).toHaveCount(0);
});

test.describe('mobile, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing is wider than the screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cursos em destaque' }).getByRole('article')).toHaveCount(
      4,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('signed in, the home page still loads the catalogue', async ({ page }) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cursos em destaque' }).getByRole('article')).toHaveCount(4);
});
