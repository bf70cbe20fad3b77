// The catalogue's search and filters on /courses: free text answered by the database
// (accents, case and Portuguese stems: 'containers' finds 'contêineres'), topic and level, the
// state in the URL (shareable, Back undoes a filter), the result count, the empty state.
import { type Page } from '@playwright/test';
import { publishedCourses, expect, test } from './support';

const DEVOPS = 'DevOps na prática: CI/CD, Docker e Kubernetes';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const count = (page: Page) => page.locator('#catalogo-resultados');

test("'containers' finds the course about contêineres, whatever the case and accents", async ({ page }) => {
  await page.goto('/courses');
  const total = (await publishedCourses()).length;
  await expect(count(page)).toHaveText(`${total} cursos no catálogo`);

  await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill('containers');
  await expect(page).toHaveURL('/courses?q=containers');
  await expect(count(page)).toHaveText('1 curso encontrado');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toHaveText([DEVOPS]);

  for (const typed of ['CONTÊINERES', 'Conteiner', 'KUBERNETES']) {
    await page.goto(`/courses?q=${encodeURIComponent(typed)}`);
    await expect(cards(page).getByRole('heading'), typed).toHaveText([DEVOPS]);
  }
});

test('topic and level narrow the list, the URL says so and Back undoes each choice', async ({ page }) => {
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Azure', exact: true }).click();
  await expect(page).toHaveURL('/courses?tema=azure');
  await expect(page.getByRole('button', { name: 'Azure', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page).getByRole('heading')).toHaveText(['Microsoft Azure Fundamentals (AZ-900)']);

  await page.getByRole('button', { name: 'Todos', exact: true }).click();
  await page.getByLabel('Nível').selectOption({ label: 'Intermediário' });
  await expect(page).toHaveURL('/courses?nivel=intermediario');
  await expect(count(page)).toHaveText(/^\d+ cursos? encontrados?$/);
  await expect(cards(page).filter({ hasNotText: 'Intermediário' })).toHaveCount(0);
  await expect(cards(page).filter({ hasText: 'Intermediário' })).not.toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL('/courses');
  await page.goBack();
  await expect(page).toHaveURL('/courses?tema=azure');
  await expect(cards(page)).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL('/courses');
  await expect(cards(page)).toHaveCount((await publishedCourses()).length);
});

test('a shared link opens with its search and filters', async ({ page }) => {
  await page.goto('/courses?q=kubernetes&tema=devops');
  await expect(page.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveValue('kubernetes');
  await expect(page.getByRole('button', { name: 'DevOps', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page).getByRole('heading')).toHaveText([DEVOPS]);
  // The same search under another topic finds nothing.
  await page.getByRole('button', { name: 'IA', exact: true }).click();
  await expect(page.getByText('Nenhum curso encontrado')).toBeVisible();
});

test('no match: the empty state clears every filter at once', async ({ page }) => {
  await page.goto('/courses?q=cobol&tema=aws');
  await expect(page.getByText('Nenhum curso encontrado')).toBeVisible();
  await expect(count(page)).toHaveText('0 cursos encontrados');
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveValue('');
  await expect(cards(page)).toHaveCount((await publishedCourses()).length);
});

test('a topic spelled another way in the URL is dropped from the address', async ({ page }) => {
  await page.goto('/courses?tema=gcp&page=abc');
  await expect(page).toHaveURL('/courses');
  await expect(cards(page)).toHaveCount((await publishedCourses()).length);
});
