// A course's stars come only from its learners' reviews and read the same on every screen; the
// admin course form picks the topic and level from the catalogue's lists, so a new course shows
// under its topic filter.
import { type Page } from '@playwright/test';
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  db,
  enroll,
  signInAsAdmin,
  unique,
  uniqueSlug,
  expect,
  test,
} from './fixtures/admin-fixtures';

const catalogueCard = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });

async function publishedCourseOfTopic(topic: string) {
  const course = await createCourse(unique('Curso Estrelas'));
  await addModuleWithLesson(course.id);
  await db()`update public.courses set topic = ${topic} where id = ${course.id}`;
  return course;
}

test('a course without reviews shows no stars on its card or its page', async ({ page }) => {
  // The seeded AWS course has no reviews (its prerendered page included).
  await page.goto('/course/aws');
  await expect(page.getByRole('region', { name: 'Avaliações dos alunos' })).toContainText(
    'Este curso ainda não tem avaliações de alunos.',
  );
  await expect(page.getByRole('main').getByText('de 5')).toHaveCount(0);
  await page.goto('/courses?tema=aws');
  await expect(catalogueCard(page, 'AWS Cloud Practitioner: fundamentos da nuvem AWS')).toBeVisible();
  await expect(
    catalogueCard(page, 'AWS Cloud Practitioner: fundamentos da nuvem AWS').getByText('de 5'),
  ).toHaveCount(0);

  const course = await publishedCourseOfTopic('ia');
  await page.goto('/courses?tema=ia');
  const card = catalogueCard(page, course.title);
  await expect(card).toBeVisible();
  await expect(card.getByText('de 5')).toHaveCount(0);

  await page.goto(`/course/${course.slug}`);
  const reviews = page.getByRole('region', { name: 'Avaliações dos alunos' });
  await expect(reviews).toContainText('Este curso ainda não tem avaliações de alunos.');
  await expect(page.getByRole('main').locator('section[data-theme]')).not.toContainText('de 5');
  await expect(page.getByRole('main').getByText('de 5')).toHaveCount(0);
});

test('after reviews, the course page, the catalogue card and the admin list show the same figure', async ({
  page,
}) => {
  const course = await publishedCourseOfTopic('ia');
  // 5 + 5 + 4 = 14 stars over 3 reviews: 4,666… → 4,7 (rounded once, by the database).
  for (const stars of [5, 5, 4]) {
    const student = await createUser();
    await enroll(student.id, course.id);
    await db()`insert into public.course_reviews (course_id, author_id, rating)
               values (${course.id}, ${student.id}, ${stars})`;
  }

  await page.goto(`/course/${course.slug}`);
  await expect(page.getByRole('main').locator('section[data-theme]')).toContainText('4,7 de 5(3 avaliações)');
  await expect(page.getByRole('region', { name: 'Avaliações dos alunos' })).toContainText('4,7');

  await page.goto('/courses?tema=ia');
  await expect(catalogueCard(page, course.title)).toContainText('4,7 de 5');

  await signInAsAdmin(page);
  await page.goto('/admin/courses');
  const adminCard = page.getByRole('article', { name: course.title });
  await expect(adminCard).toContainText('4,7 ★ (3 avaliações)');
});

test('a course created with a topic and a level shows under that topic and level on /courses', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/courses');
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  const title = unique('Curso de Tema');
  const slug = uniqueSlug('curso-tema');
  await page.getByRole('button', { name: 'Novo Curso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Curso' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Slug').fill(slug);
  for (let index = 1; index <= 5; index++)
    await dialog.getByLabel(`Ponto de aprendizado ${index}`).fill(`Aprender ${index}`);
  // No typed rating any more; the topic has to be chosen.
  await expect(dialog.getByLabel('Avaliação (0 a 5)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Criar curso' }).click();
  await expect(dialog.getByText('Selecione o tema do curso')).toBeVisible();
  await expect(dialog.getByLabel('Nível').locator('option')).toHaveText([
    'Não informado',
    'Iniciante',
    'Intermediário',
    'Avançado',
  ]);
  await dialog.getByLabel('Tema').selectOption({ label: 'Azure' });
  await dialog.getByLabel('Nível').selectOption({ label: 'Avançado' });
  await dialog.getByRole('button', { name: 'Criar curso' }).click();
  await expect(page.getByText('Curso criado com sucesso!')).toBeVisible();
  const [row] = await db()`select id, topic, level from public.courses where slug = ${slug}`;
  expect(row).toMatchObject({ topic: 'azure', level: 'Avançado' });
  await addModuleWithLesson(row!.id as string);

  await page.goto('/courses');
  await page.getByRole('button', { name: 'Azure', exact: true }).click();
  await expect(page).toHaveURL('/courses?tema=azure');
  await expect(catalogueCard(page, title)).toBeVisible();
  await page.getByLabel('Nível').selectOption({ label: 'Avançado' });
  await expect(page).toHaveURL('/courses?tema=azure&nivel=avancado');
  await expect(catalogueCard(page, title)).toContainText('Avançado');
});
