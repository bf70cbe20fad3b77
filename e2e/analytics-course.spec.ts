// A course's analytics (docs/analytics-ui.md): the course's teacher opens them from the course's
// workspace and sees the drop-off chart with its table; an administrator from the courses screen;
// a student is refused. Fixtures are written as the database superuser, as the admin specs do.
import { readFile } from 'node:fs/promises';
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  db,
  type FixtureUser,
  enroll,
  signInAsAdmin,
  unique,
  expect,
  test,
} from './fixtures/admin-fixtures';
import { takeModuleQuiz } from './fixtures/assessment-fixtures';
import { signInWithSession } from './support';

/** 12-minute lessons: watching to the end means reaching 595 s (the 90 % share). */
const TO_THE_END = 700;
const PART_WAY = 100;

async function addLesson(moduleId: string, title: string, orderIndex: number): Promise<string> {
  const [lesson] = await db()`
    insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
    values (${moduleId}, ${title}, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 12, ${orderIndex})
    returning id`;
  return lesson!.id as string;
}

async function watched(userId: string, lessonId: string, seconds: number, daysAgo = 0) {
  await db()`
    insert into public.watch_positions (user_id, lesson_id, position_seconds, updated_at)
    values (${userId}, ${lessonId}, ${seconds}, now() - make_interval(days => ${daysAgo}))`;
}

/**
 * A course of three lessons with four students: one watched two lessons to the end and began the
 * third, one stopped after the second lesson three weeks ago, one began the first, one never came.
 */
async function analyticsCourse() {
  const course = await createCourse(unique('Curso Análise'));
  const { moduleId, lessonId: first } = await addModuleWithLesson(course.id, 'Fundamentos', 'Boas-vindas');
  const second = await addLesson(moduleId, 'Regiões e zonas', 2);
  const third = await addLesson(moduleId, 'Redes virtuais', 3);
  const students = await Promise.all(
    ['Ana Assídua', 'Bruno Parado', 'Carla Curiosa', 'Davi Ausente'].map((fullName) =>
      createUser({ fullName: unique(fullName) }),
    ),
  );
  for (const student of students) await enroll(student.id, course.id);
  const [ana, bruno, carla] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];
  await watched(ana.id, first, TO_THE_END);
  await watched(ana.id, second, TO_THE_END);
  await watched(ana.id, third, PART_WAY);
  await watched(bruno.id, first, TO_THE_END, 22);
  await watched(bruno.id, second, PART_WAY, 21);
  await watched(carla.id, first, PART_WAY);
  return { course, students, moduleId };
}

/** One question in the module's quiz, answered in four graded attempts: one right, three wrong. */
async function quizAnsweredOnceRight(courseId: string, moduleId: string, student: FixtureUser) {
  await db().begin(async (tx) => {
    const [question] = await tx`
      insert into public.assessment_questions (course_id, module_id, kind, prompt, explanation)
      values (${courseId}, ${moduleId}, 'single', 'Qual serviço guarda objetos?', 'O S3.')
      returning id`;
    await tx`
      insert into public.assessment_options (question_id, position, text, is_correct)
      values (${question!.id}, 1, 'S3', true), (${question!.id}, 2, 'EC2', false)`;
  });
  await db()`insert into public.module_quizzes (module_id, question_count, pass_percent) values (${moduleId}, 1, 70)`;
  await takeModuleQuiz(student, moduleId, ['S3', 'EC2', 'EC2', 'EC2']);
}

test('a teacher of the course opens its analytics and sees the drop-off chart and its table', async ({
  page,
}) => {
  const { course } = await analyticsCourse();
  const teacher = await createUser({ role: 'professor', fullName: unique('Paula Professora') });
  await db()`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.id}, ${course.id})`;

  await signInWithSession(page, teacher.email, teacher.password);
  await page.goto(`/dashboard/cursos/${course.id}`);
  await page.getByRole('link', { name: 'Análise do curso' }).click();
  await expect(page).toHaveURL(`/admin/courses/${course.id}/analise`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();

  // The drop-off chart: two lines (reached, watched to the end), hidden from screen readers.
  const dropOff = page.getByRole('figure', { name: 'Alcance e conclusão por aula' });
  await expect(dropOff.locator('[aria-hidden="true"] svg .ct-line')).toHaveCount(2);
  const table = dropOff.getByRole('table', { name: 'Alcance e conclusão por aula' });
  await expect(table.locator('thead th')).toHaveText(['Aula', 'Chegaram', 'Até o fim', 'Pararam']);
  await expect(table.getByRole('row', { name: /^1\. Boas-vindas/ }).getByRole('cell')).toHaveText([
    '75%',
    '50%',
    '0',
  ]);
  await expect(table.getByRole('row', { name: /^2\. Regiões e zonas/ }).getByRole('cell')).toHaveText([
    '50%',
    '25%',
    '1',
  ]);
  await expect(table.getByRole('row', { name: /^3\. Redes virtuais/ }).getByRole('cell')).toHaveText([
    '25%',
    '0%',
    '0',
  ]);

  // 'Ver tabela' swaps the drawing for the table.
  await dropOff.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(dropOff.locator('svg')).toHaveCount(0);
  await expect(table).toBeVisible();

  // The funnel and the lesson learners stopped after.
  const funnel = page.getByRole('figure', { name: 'Funil do curso' });
  await expect(funnel.getByRole('row', { name: /^Matriculados/ }).getByRole('cell')).toHaveText([
    '4',
    '100%',
  ]);
  await expect(funnel.getByRole('row', { name: /^Começaram/ }).getByRole('cell')).toHaveText(['3', '75%']);
  const stopped = page.getByRole('figure', { name: 'Onde os alunos param' });
  await expect(stopped.getByRole('row', { name: /^2\. Regiões e zonas/ }).getByRole('cell')).toHaveText([
    '1',
  ]);

  // The lessons' CSV: one line per lesson, shares as numbers.
  const download = page.waitForEvent('download');
  await dropOff.getByRole('button', { name: 'Exportar CSV: Alcance e conclusão por aula' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analise-aulas-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace('\uFEFF', '').split('\r\n');
  expect(lines[1]).toBe('1;Fundamentos;Boas-vindas;3;75;2;50;0');
  expect(lines[2]).toBe('2;Fundamentos;Regiões e zonas;2;50;1;25;1');

  // 'Voltar' leads back to the teacher's course.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(`/dashboard/cursos/${course.id}`);
});

test('an administrator opens a course’s analytics from the courses screen', async ({ page }) => {
  const { course, students, moduleId } = await analyticsCourse();
  await quizAnsweredOnceRight(course.id, moduleId, students[0]!);
  await signInAsAdmin(page);
  await page.goto(`/admin/courses/${course.id}/analise`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Alcance e conclusão por aula' }).getByRole('row'),
  ).toHaveCount(4);
  // Each quiz question's share of correct answers.
  const questions = page.getByRole('figure', { name: 'Acertos por questão' });
  await expect(questions.locator('[aria-hidden="true"] svg .ct-bar')).toHaveCount(1);
  await expect(
    questions.getByRole('row', { name: /^Qual serviço guarda objetos\?/ }).getByRole('cell'),
  ).toHaveText(['Fundamentos', '4', '25%']);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL('/admin/courses');
  await expect(page.getByRole('link', { name: `Análise de ${course.title}` })).toBeVisible();
});

test('a student is refused, and so is a teacher of another course', async ({ browser }) => {
  const { course } = await analyticsCourse();
  const student = await createUser({ fullName: unique('Aluna Curiosa') });
  await enroll(student.id, course.id);
  const studentPage = await (await browser.newContext()).newPage();
  await signInWithSession(studentPage, student.email, student.password);
  await studentPage.goto(`/admin/courses/${course.id}/analise`);
  await expect(studentPage.getByText('Acesso negado')).toBeVisible();
  await expect(studentPage).toHaveURL('/dashboard');

  const other = await createUser({ role: 'professor', fullName: unique('Rui Professor de Outro Curso') });
  const otherPage = await (await browser.newContext()).newPage();
  await signInWithSession(otherPage, other.email, other.password);
  await otherPage.goto(`/admin/courses/${course.id}/analise`);
  await expect(
    otherPage
      .getByRole('alert')
      .getByText('Apenas os professores do curso e os administradores podem fazer isso.'),
  ).toBeVisible();
  await expect(otherPage.getByRole('figure')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the analytics fit the screen without sideways scrolling', async ({ page }) => {
    const { course } = await analyticsCourse();
    await signInAsAdmin(page);
    await page.goto(`/admin/courses/${course.id}/analise`);
    await expect(
      page.getByRole('figure', { name: 'Alcance e conclusão por aula' }).locator('svg'),
    ).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
