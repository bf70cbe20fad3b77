// The question bank past the 1 000 rows the Data API answers per request: 1 234 questions written
// through SQL. The list shows the true total, its last page, a question found by search far past
// the first thousand, and the module filter's own total; the export holds every question.
import { readFile } from 'node:fs/promises';
import {
  addModuleWithLesson,
  createCourse,
  db,
  signInAsAdmin,
  unique,
  expect,
  test,
  type FixtureCourse,
} from './fixtures/admin-fixtures';

const QUESTIONS = 1_234;
let course: FixtureCourse;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  course = await createCourse(unique('Curso do banco grande'));
  const { moduleId } = await addModuleWithLesson(course.id);
  const sql = db();
  // The shape of each question is checked when the transaction commits, options included.
  await sql.begin(async (tx) => {
    await tx`
      insert into public.assessment_questions (course_id, module_id, kind, prompt, explanation, created_at)
      select ${course.id}, case when n % 2 = 0 then ${moduleId}::uuid end, 'single',
             'Questão de escala ' || lpad(n::text, 4, '0'), 'Explicação.',
             now() - interval '1 hour' + n * interval '1 second'
      from generate_series(1, ${QUESTIONS}) as n`;
    await tx`
      insert into public.assessment_options (question_id, position, text, is_correct)
      select q.id, p, case p when 1 then 'Certa' else 'Errada' end, p = 1
      from public.assessment_questions q cross join generate_series(1, 2) as p
      where q.course_id = ${course.id}`;
  });
});

test.afterAll(async () => {
  await db()`delete from public.courses where id = ${course.id}`;
});

test('a bank of 1 234 questions: true total, last page, search and module filter by the database', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/courses/${course.id}/avaliacoes`);
  await expect(page.getByText('Total: 1.234 questões')).toBeVisible();
  const rows = page.getByRole('region', { name: 'Questões do curso' }).locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText('Questão de escala 0001');

  await page.goto(`/admin/courses/${course.id}/avaliacoes?page=50`);
  await expect(rows).toHaveCount(9);
  await expect(rows.first()).toContainText('Questão de escala 1226');
  await expect(rows.last()).toContainText('Questão de escala 1234');

  await page.getByLabel('Buscar questão').fill('escala 1200');
  await expect(page.getByText('Total: 1 questão', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Questão de escala 1200');
  await expect(page).toHaveURL(`/admin/courses/${course.id}/avaliacoes?q=escala+1200`);

  await page.getByLabel('Buscar questão').fill('');
  await page.getByLabel('Módulo', { exact: true }).selectOption({ label: 'Módulo E2E' });
  await expect(page.getByText('Total: 617 questões')).toBeVisible();
  await expect(rows.first()).toContainText('Questão de escala 0002');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(QUESTIONS + 1);
  expect(lines.at(-1)).toBe('Módulo E2E;;unica;Questão de escala 1234;Certa;Errada;;;;;A;Explicação.;;');
});
