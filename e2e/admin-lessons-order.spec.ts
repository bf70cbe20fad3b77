// /admin/lessons: where a new lesson goes (its module, its order, in sight), 'Nova Aula' while the
// modules load, and reordering modules and lessons by keyboard and by dragging
// (docs/rules/lessons.md).
import type { Page } from '@playwright/test';
import { createCourse, db, signInAsAdmin, expect, test, unique } from './fixtures/admin-fixtures';

const VIDEOS = ['aircAruvnKk', 'IHZwWFHWa-w', 'Ilg3gGewQ5U', 'wjZofJX0v4M', 'zjkBMFhNj_g', 'kCc8FmEb1nY'];

/** A module with lessons (each its own video), straight into the database. */
async function addModule(courseId: string, title: string, order: number, lessons: string[]) {
  const [module] = await db()`
    insert into public.course_modules (course_id, title, order_index) values (${courseId}, ${title}, ${order})
    returning id`;
  for (const [index, lesson] of lessons.entries()) {
    await db()`
      insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
      values (${module!.id}, ${lesson}, ${`https://www.youtube.com/watch?v=${VIDEOS[index % VIDEOS.length]}`}, 10, ${index + 1})`;
  }
  return module!.id as string;
}

async function openCourse(page: Page, courseId: string) {
  await signInAsAdmin(page);
  await page.goto(`/admin/lessons?curso=${courseId}`);
}

test('a new lesson: its module preselected, the order after the last, the module opened and the lesson focused', async ({
  page,
}) => {
  const course = await createCourse();
  const onlyModule = await addModule(course.id, 'Fundamentos', 1, ['Aula um', 'Aula dois', 'Aula três']);
  await openCourse(page, course.id);

  const trigger = page.getByRole('button', { name: /^Módulo 1: Fundamentos/ });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Nova Aula' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Aula' });
  // The only module is chosen, and the order is after its last lesson.
  await expect(dialog.getByLabel('Módulo')).toHaveValue(onlyModule);
  await expect(dialog.getByLabel('Ordem')).toHaveValue('4');
  await dialog.getByLabel('Título da aula').fill('Aula quatro');
  await dialog.getByLabel('URL do vídeo').fill('https://youtu.be/wjZofJX0v4M');
  await dialog.getByLabel('Duração (minutos)').fill('12');
  await dialog.getByRole('button', { name: 'Criar aula' }).click();
  await expect(page.getByText('Aula criada!')).toBeVisible();

  // Its module is open and the new lesson, last, has focus.
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const lessons = page.getByRole('list', { name: 'Aulas de Fundamentos' }).getByRole('listitem');
  await expect(lessons).toHaveCount(4);
  await expect(lessons.last()).toContainText('Aula quatro');
  await expect(lessons.last()).toBeFocused();
  await expect(lessons.last()).toBeInViewport();
  const [row] = await db()`select order_index from public.lessons where title = 'Aula quatro'
                           and module_id = ${onlyModule}`;
  expect(row).toEqual({ order_index: 4 });

  // With two modules: 'Nova Aula' asks which one; 'Adicionar aula a este módulo' knows it.
  const second = await addModule(course.id, 'Prática', 2, ['Laboratório']);
  await page.reload();
  await page.getByRole('button', { name: 'Nova Aula' }).click();
  await expect(dialog.getByLabel('Módulo')).toHaveValue('');
  await expect(dialog.getByLabel('Ordem')).toHaveValue('1');
  // Choosing a module moves the default order to its end.
  await dialog.getByLabel('Módulo').selectOption({ label: '1. Fundamentos' });
  await expect(dialog.getByLabel('Ordem')).toHaveValue('5');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: /^Módulo 2: Prática/ }).click();
  await page.getByRole('button', { name: 'Adicionar aula a este módulo' }).click();
  await expect(dialog.getByLabel('Módulo')).toHaveValue(second);
  await expect(dialog.getByLabel('Ordem')).toHaveValue('2');
});

test('Nova Aula waits for the modules to load; "Crie um módulo" only for a course that has none', async ({
  page,
}) => {
  const course = await createCourse();
  await addModule(course.id, 'Primeiro módulo', 1, ['Aula A']);
  await addModule(course.id, 'Segundo módulo', 2, ['Aula B']);
  const empty = await createCourse();

  // The course's modules answer only when the test says so: a slow network, made certain, so the
  // button can be looked at (and pressed) while the list is still unknown.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/course_modules') && url.search.includes(course.id),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await openCourse(page, course.id);
  const newLesson = page.getByRole('button', { name: 'Nova Aula' });
  // The screen may say 'Carregando...' twice for a moment (the course, then its modules).
  await expect(page.getByText('Carregando...').first()).toBeVisible();
  await expect(newLesson).toBeDisabled();
  await newLesson.click({ force: true });
  await expect(page.getByText('Crie um módulo antes de adicionar aulas')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: /^Módulo 2: Segundo módulo/ })).toBeVisible();
  await expect(newLesson).toBeEnabled();
  await newLesson.click();
  await expect(page.getByRole('dialog', { name: 'Nova Aula' })).toBeVisible();
  await expect(page.getByText('Crie um módulo antes de adicionar aulas')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A course that truly has no module says so.
  await page.getByLabel('Curso', { exact: true }).selectOption({ label: empty.title });
  await expect(page.getByText('Nenhum módulo cadastrado. Crie o primeiro módulo!')).toBeVisible();
  await newLesson.click();
  await expect(page.getByText('Crie um módulo antes de adicionar aulas')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('modules and lessons reorder by keyboard and by dragging, kept after a reload and on the course page', async ({
  page,
}) => {
  const course = await createCourse(unique('Curso ordem'));
  const first = await addModule(course.id, 'Módulo Alfa', 1, ['Alfa 1', 'Alfa 2', 'Alfa 3']);
  await addModule(course.id, 'Módulo Beta', 2, ['Beta 1']);
  await openCourse(page, course.id);
  const lessonOrder = async () =>
    (await db()`select title from public.lessons where module_id = ${first} order by order_index`).map(
      (row) => row.title as string,
    );
  const moduleOrder = async () =>
    (
      await db()`select title from public.course_modules where course_id = ${course.id} order by order_index`
    ).map((row) => row.title as string);
  const status = page.locator('[aria-live="polite"]').filter({ hasText: /movid/ });

  await page.getByRole('button', { name: /^Módulo \d: Módulo Alfa/ }).click();
  const lessons = page.getByRole('list', { name: 'Aulas de Módulo Alfa' }).getByRole('listitem');
  await expect(lessons).toHaveCount(3);

  // Keyboard: Tab to 'Mover aula Alfa 1 para baixo', Enter twice; focus follows the lesson.
  const down = page.getByRole('button', { name: 'Mover aula Alfa 1 para baixo' });
  await expect(page.getByRole('button', { name: 'Mover aula Alfa 1 para cima' })).toBeDisabled();
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(lessons).toContainText(['Alfa 2', 'Alfa 1', 'Alfa 3']);
  await expect(status).toHaveText('Aula "Alfa 1" movida para a posição 2 de 3.');
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lessons).toContainText(['Alfa 2', 'Alfa 3', 'Alfa 1']);
  await expect(status).toHaveText('Aula "Alfa 1" movida para a posição 3 de 3.');
  // Last now: 'para baixo' is off, focus moved to 'para cima'.
  await expect(down).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mover aula Alfa 1 para cima' })).toBeFocused();
  await expect.poll(lessonOrder).toEqual(['Alfa 2', 'Alfa 3', 'Alfa 1']);

  // Keyboard, modules.
  await page.getByRole('button', { name: 'Mover módulo Módulo Beta para cima' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Módulo 1: Módulo Beta/ })).toBeVisible();
  await expect(status).toHaveText('Módulo "Módulo Beta" movido para a posição 1 de 2.');
  await expect.poll(moduleOrder).toEqual(['Módulo Beta', 'Módulo Alfa']);

  // Dragging: Alfa 1 (last) onto the first row; then Módulo Alfa onto Módulo Beta.
  await lessons.nth(2).locator('[data-drag-handle]').dragTo(lessons.nth(0));
  await expect(lessons).toContainText(['Alfa 1', 'Alfa 2', 'Alfa 3']);
  await expect.poll(lessonOrder).toEqual(['Alfa 1', 'Alfa 2', 'Alfa 3']);
  await expect(status).toHaveText('Aula "Alfa 1" movida para a posição 1 de 3.');
  await lessons.nth(1).locator('[data-drag-handle]').dragTo(lessons.nth(2));
  await expect.poll(lessonOrder).toEqual(['Alfa 1', 'Alfa 3', 'Alfa 2']);

  const alfaItem = page
    .locator('[data-drag-row]')
    .filter({ has: page.getByRole('button', { name: /^Módulo \d: Módulo Alfa/ }) });
  const betaItem = page
    .locator('[data-drag-row]')
    .filter({ has: page.getByRole('button', { name: /^Módulo \d: Módulo Beta/ }) });
  await alfaItem.locator('[data-drag-handle]').first().dragTo(betaItem.first());
  await expect.poll(moduleOrder).toEqual(['Módulo Alfa', 'Módulo Beta']);

  // Kept after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Módulo 1: Módulo Alfa/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Módulo 2: Módulo Beta/ })).toBeVisible();
  await page.getByRole('button', { name: /^Módulo \d: Módulo Alfa/ }).click();
  await expect(lessons).toContainText(['Alfa 1', 'Alfa 3', 'Alfa 2']);

  // The course page's curriculum (what students and visitors see) follows.
  await page.goto(`/course/${course.slug}`);
  const curriculum = page.getByRole('region', { name: 'Conteúdo do curso' });
  await expect(curriculum.getByRole('heading', { level: 3 })).toHaveText([
    'Módulo 1: Módulo Alfa',
    'Módulo 2: Módulo Beta',
  ]);
  await expect(
    curriculum.getByRole('list', { name: 'Aulas de Módulo Alfa' }).getByRole('listitem'),
  ).toContainText(['Aula 1: Alfa 1', 'Aula 2: Alfa 3', 'Aula 3: Alfa 2']);
});
