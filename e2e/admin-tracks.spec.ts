// 'Trilhas' in the back office (docs/tracks-admin.md): a track created through its form, its
// steps added and reordered by keyboard (announced) and by dragging, published and saved; the
// followers and completions counted by the database; the course delete dialog naming the tracks
// that lose the course; the phone layout.
import type { Page } from '@playwright/test';
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  db,
  expect,
  signInAsAdmin,
  test,
  unique,
  uniqueSlug,
} from './fixtures/admin-fixtures';

/** A course with a lesson (so it counts in the track's hours). */
async function courseWithLesson(title: string) {
  const course = await createCourse(title);
  await addModuleWithLesson(course.id);
  return course;
}

/** A course with a published simulado (the seeded AWS course has one). */
async function courseWithSimulado() {
  const [course] = await db()`
    select c.id, c.title from public.practice_exams p join public.courses c on c.id = p.course_id
    where p.published
    order by c.created_at limit 1`;
  return course as { id: string; title: string };
}

async function storedSteps(slug: string) {
  const rows = await db()`
    select s.kind, c.title from public.track_steps s
      join public.tracks t on t.id = s.track_id join public.courses c on c.id = s.course_id
     where t.slug = ${slug} order by s.position`;
  return rows.map((row) => `${row.kind}:${row.title}`);
}

async function addStep(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: 'Nova Trilha' });
  await dialog.getByLabel('Adicionar curso').selectOption({ label: title });
  await dialog.getByRole('button', { name: 'Adicionar etapa' }).click();
}

test('a track: created, its steps added and reordered by keyboard and by dragging, published and saved', async ({
  page,
}) => {
  const [first, second, third] = await Promise.all([
    courseWithLesson(unique('Fundamentos de Nuvem')),
    courseWithLesson(unique('Redes na AWS')),
    courseWithLesson(unique('Arquitetura AWS')),
  ]);
  const simulado = await courseWithSimulado();
  const title = unique('Arquiteto de Soluções AWS');
  const slug = uniqueSlug('arquiteto-aws');
  await signInAsAdmin(page);
  await page.goto('/admin');
  // The hub's tile (the header has its own 'Trilhas', the public list).
  await page
    .getByRole('main')
    .getByRole('link', { name: /Trilhas/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Trilhas' })).toBeVisible();

  await page.getByRole('button', { name: 'Nova Trilha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Trilha' });
  // Publishing with nothing filled: the form says what is missing, in pt-BR.
  await dialog.getByRole('switch', { name: 'Trilha publicada (visível em /trilhas)' }).click();
  await dialog.getByRole('button', { name: 'Criar trilha' }).click();
  await expect(dialog.getByText('Título é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Informe o cargo a que a trilha leva')).toBeVisible();
  await expect(dialog.getByText('Adicione pelo menos um curso à trilha antes de publicá-la.')).toBeVisible();

  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Cargo').fill('Arquiteto(a) de Soluções AWS');
  await dialog.getByLabel('Nível').selectOption('Intermediário');
  await dialog.getByLabel('Código da certificação').fill('SAA-C03');
  await dialog.getByLabel('Nome da certificação').fill('AWS Certified Solutions Architect – Associate');
  await dialog.getByLabel('O que a pessoa vai saber fazer').fill('Desenhar arquiteturas\nEstimar custos');
  await dialog.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await dialog.getByLabel('Pergunta 1', { exact: true }).fill('Preciso saber programar?');
  await dialog.getByLabel('Resposta 1', { exact: true }).fill('Não: a trilha começa do zero.');

  await addStep(page, first.title);
  await addStep(page, second.title);
  await addStep(page, third.title);
  const steps = dialog.getByRole('list', { name: 'Etapas da trilha' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  const status = dialog.locator('[aria-live="polite"]');

  // Keyboard: the third course up, announced, focus kept on the moved step's button.
  await dialog.getByRole('button', { name: `Mover etapa ${third.title} para cima` }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Etapa "${third.title}" movida para a posição 2 de 3.`);
  await expect(dialog.getByRole('button', { name: `Mover etapa ${third.title} para cima` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Etapa "${third.title}" movida para a posição 1 de 3.`);
  // First now: 'para cima' is off, focus moved to 'para baixo'.
  await expect(dialog.getByRole('button', { name: `Mover etapa ${third.title} para baixo` })).toBeFocused();
  await expect(steps).toContainText([third.title, first.title, second.title]);

  // Dragging: the last step onto the first.
  await steps.nth(2).locator('[data-drag-handle]').dragTo(steps.nth(0));
  await expect(steps).toContainText([second.title, third.title, first.title]);
  await expect(status).toHaveText(`Etapa "${second.title}" movida para a posição 1 de 3.`);

  await dialog.getByLabel('Simulado final').selectOption({ label: `Simulado de ${simulado.title}` });
  await dialog.getByRole('button', { name: 'Criar trilha' }).click();
  await expect(page.getByText('Trilha criada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(await storedSteps(slug)).toEqual([
    `course:${second.title}`,
    `course:${third.title}`,
    `course:${first.title}`,
    `exam:${simulado.title}`,
  ]);
  const [stored] = await db()`
    select published, target_role, exam_code, level, outcomes, faq from public.tracks where slug = ${slug}`;
  expect(stored).toEqual({
    published: true,
    target_role: 'Arquiteto(a) de Soluções AWS',
    exam_code: 'SAA-C03',
    level: 'Intermediário',
    outcomes: ['Desenhar arquiteturas', 'Estimar custos'],
    faq: [{ question: 'Preciso saber programar?', answer: 'Não: a trilha começa do zero.' }],
  });

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Publicada')).toBeVisible();
  await expect(card.getByText('3 cursos + simulado')).toBeVisible();

  // Reopened: the steps in their saved order; one moved by keyboard and saved again.
  await card.getByRole('button', { name: `Editar trilha ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Trilha' });
  const editSteps = edit.getByRole('list', { name: 'Etapas da trilha' }).getByRole('listitem');
  await expect(editSteps).toContainText([second.title, third.title, first.title]);
  await edit.getByRole('button', { name: `Mover etapa ${first.title} para cima` }).click();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Trilha atualizada com sucesso!')).toBeVisible();
  await expect
    .poll(() => storedSteps(slug))
    .toEqual([
      `course:${second.title}`,
      `course:${first.title}`,
      `course:${third.title}`,
      `exam:${simulado.title}`,
    ]);
});

test('followers and completions are the database counts', async ({ page }) => {
  const course = await courseWithLesson(unique('Curso da trilha'));
  const title = unique('Trilha contada');
  const [track] = await db()`
    insert into public.tracks (slug, title, target_role) values (${uniqueSlug('trilha')}, ${title}, 'DevOps')
    returning id`;
  await db()`insert into public.track_steps (track_id, position, kind, course_id) values (${track!.id}, 1, 'course', ${course.id})`;
  const people = await Promise.all([createUser(), createUser()]);
  for (const person of people)
    await db()`insert into public.track_followers (track_id, user_id) values (${track!.id}, ${person.id})`;

  await signInAsAdmin(page);
  await page.goto('/admin/tracks');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Rascunho')).toBeVisible();
  await expect(card.getByRole('definition').nth(2)).toHaveText('2');
  await expect(card.getByRole('definition').nth(3)).toHaveText('0');
});

test('deleting a course names the tracks that lose it', async ({ page }) => {
  const course = await courseWithLesson(unique('Curso em trilhas'));
  const titles = [unique('Trilha Alfa'), unique('Trilha Beta')];
  for (const title of titles) {
    const [track] = await db()`
      insert into public.tracks (slug, title, target_role) values (${uniqueSlug('trilha')}, ${title}, 'SRE')
      returning id`;
    await db()`insert into public.track_steps (track_id, position, kind, course_id) values (${track!.id}, 1, 'course', ${course.id})`;
  }
  const alone = await courseWithLesson(unique('Curso sem trilha'));

  await signInAsAdmin(page);
  await page.goto('/admin/courses');
  await page
    .getByRole('article', { name: course.title })
    .getByRole('button', { name: `Excluir ${course.title}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir este curso?' });
  await expect(confirm.getByText('As 2 trilhas a seguir perdem este curso:')).toBeVisible();
  await expect(
    confirm.getByRole('list', { name: 'Trilhas que perdem o curso' }).getByRole('listitem'),
  ).toHaveText([...titles].sort((a, b) => a.localeCompare(b)).map((title) => `• ${title} (rascunho)`));
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Curso excluído com sucesso!')).toBeVisible();
  const [left] = await db()`
    select count(*)::int as steps from public.track_steps where course_id = ${course.id}`;
  expect(left).toEqual({ steps: 0 });

  // A course in no track: no list.
  await page
    .getByRole('article', { name: alone.title })
    .getByRole('button', { name: `Excluir ${alone.title}` })
    .click();
  await expect(confirm.getByText(`"${alone.title}" será excluído`)).toBeVisible();
  await expect(confirm.getByRole('list', { name: 'Trilhas que perdem o curso' })).toHaveCount(0);
});

test('phone (390 px): the list and the form fit the screen; steps reorder with the buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [first, second] = await Promise.all([
    courseWithLesson(unique('Curso de título bem comprido para caber')),
    courseWithLesson(unique('Outro curso')),
  ]);
  await signInAsAdmin(page);
  await page.goto('/admin/tracks');
  await page.getByRole('button', { name: 'Nova Trilha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Trilha' });
  await addStep(page, first.title);
  await addStep(page, second.title);
  const moveUp = dialog.getByRole('button', { name: `Mover etapa ${second.title} para cima` });
  await moveUp.scrollIntoViewIfNeeded();
  await expect(moveUp).toBeInViewport();
  await moveUp.click();
  await expect(dialog.getByRole('list', { name: 'Etapas da trilha' }).getByRole('listitem')).toContainText([
    second.title,
    first.title,
  ]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("'Simulado final' offers only published simulados; one unpublished meanwhile is refused, and saving again completes the same track", async ({
  page,
}) => {
  const [course, withDraftSimulado, withPublished] = await Promise.all([
    courseWithLesson(unique('Curso sem simulado')),
    courseWithLesson(unique('Curso com simulado em rascunho')),
    courseWithLesson(unique('Curso com simulado publicado')),
  ]);
  await db()`insert into public.practice_exams (course_id, question_count, published)
             values (${withDraftSimulado.id}, 10, false), (${withPublished.id}, 10, true)`;
  const title = unique('Trilha com simulado recusado');
  const slug = uniqueSlug('trilha-recusada');
  await signInAsAdmin(page);
  await page.goto('/admin/tracks');
  await page.getByRole('button', { name: 'Nova Trilha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Trilha' });
  const exam = dialog.getByLabel('Simulado final');
  // Denied: a course without a simulado, or with one not published, is not offered; allowed: a
  // published one is (the database lists them).
  await expect(exam.locator('option', { hasText: withPublished.title })).toHaveCount(1);
  await expect(exam.locator('option', { hasText: withDraftSimulado.title })).toHaveCount(0);
  await expect(exam.locator('option', { hasText: course.title })).toHaveCount(0);
  await expect(dialog.getByText('Última etapa: só aparecem os cursos com simulado publicado.')).toBeVisible();

  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Cargo').fill('Engenheiro(a) de Nuvem');
  await addStep(page, course.title);
  await exam.selectOption({ label: `Simulado de ${withPublished.title}` });
  // Unpublished while the form is open: the database refuses it and the toast says why.
  await db()`update public.practice_exams set published = false where course_id = ${withPublished.id}`;
  await dialog.getByRole('button', { name: 'Criar trilha' }).click();
  await expect(page.getByText('Este curso não tem simulado publicado.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await exam.selectOption({ label: 'Sem simulado final' });
  await dialog.getByRole('button', { name: 'Criar trilha' }).click();
  await expect(page.getByText('Trilha criada com sucesso!')).toBeVisible();
  const rows = await db()`select slug from public.tracks where title = ${title}`;
  expect(rows).toEqual([{ slug }]);
  expect(await storedSteps(slug)).toEqual([`course:${course.title}`]);
});
