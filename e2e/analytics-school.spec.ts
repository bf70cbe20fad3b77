// The school's last 12 weeks in 'Relatórios' (docs/analytics-ui.md): six charts, each with its
// table, and how fresh the precomputed figures are; a phone shows them without sideways scrolling.
import {
  createCourse,
  createUser,
  db,
  enroll,
  signInAsAdmin,
  unique,
  expect,
  test,
} from './fixtures/admin-fixtures';
import { signInWithSession } from './support';

test("the school's weeks render as charts with their tables and their freshness", async ({ page }) => {
  // An enrolment this week: the running week is recomputed when the report reads it figures older
  // than 10 minutes, so they are made stale to see this enrolment counted.
  const course = await createCourse(unique('Curso Semanas'));
  const student = await createUser({ fullName: unique('Aluno Semanal') });
  await enroll(student.id, course.id);
  await db()`update private.school_weeks set computed_at = now() - interval '1 hour'
             where week_start = (select max(week_start) from private.school_weeks)`;
  await signInAsAdmin(page);
  await page.goto('/admin/reports');
  const section = page.getByRole('region', { name: 'Semanas da escola' });
  await expect(section.getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)).toBeVisible();
  for (const title of [
    'Alunos ativos',
    'Cadastros',
    'Matrículas',
    'Conclusões de curso',
    'Certificados emitidos',
    'Receita',
  ]) {
    const figure = section.getByRole('figure', { name: title });
    await expect(figure.locator('[aria-hidden="true"] svg .ct-line')).toHaveCount(1);
    await expect(figure.getByRole('table', { name: title }).locator('tbody tr')).toHaveCount(12);
  }
  const enrolments = section.getByRole('figure', { name: 'Matrículas' }).getByRole('table');
  await expect(enrolments.locator('tbody tr').last().getByRole('rowheader')).toHaveText(/ \(em andamento\)$/);
  // The running week as the database computed it for this answer (this spec's enrolment in it).
  const [current] = await db()`
    select enrollments from private.school_weeks order by week_start desc limit 1`;
  expect(current!.enrollments).toBeGreaterThanOrEqual(1);
  await expect(enrolments.locator('tbody tr').last().getByRole('cell')).toHaveText(
    new Intl.NumberFormat('pt-BR').format(current!.enrollments),
  );
  // The counters and the revenue section are still there, around it.
  await expect(page.locator('dt', { hasText: 'Total de usuários' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vendas e receita' })).toBeVisible();
});

test('a student is refused the report', async ({ page }) => {
  const student = await createUser({ fullName: unique('Aluno Curioso') });
  await signInWithSession(page, student.email, student.password);
  await page.goto('/admin/reports');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the school's weeks fit the screen", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/reports');
    await expect(page.getByRole('figure', { name: 'Receita', exact: true }).locator('svg')).toHaveCount(1);
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
