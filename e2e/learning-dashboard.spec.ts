// Dashboards (docs/performance.md): the teacher's counters and courses, the
// student's counters, cards, empty state and quick actions, the administrador's view, and the
// budget of at most 2 Supabase requests whatever the number of courses.
import { demo, signInWithSession, expect, test } from './support';
import { courseBySlug, createStudent, database, enrol, recordDataRequests } from './learning-fixtures';

test('a teacher sees their counters and linked courses, each opening its course page by slug', async ({
  page,
}) => {
  const [before] = await database()<{ students: number; certificates: number }[]>`
    select coalesce(sum(c.total_students), 0)::int as students,
           (select count(*) from public.certificates ce where ce.course_id in (
              select course_id from public.teacher_courses where teacher_id = '0a000000-0000-4000-8000-000000000002'))::int
             as certificates
    from public.teacher_courses tc join public.courses c on c.id = tc.course_id
    where tc.teacher_id = '0a000000-0000-4000-8000-000000000002'`;
  await signInWithSession(page, demo.teacher.email, demo.teacher.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel do Professor' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary.getByRole('term')).toHaveText([
    'Meus Cursos',
    'Total de Alunos',
    'Certificados Emitidos',
  ]);
  await expect(summary.getByRole('definition').nth(0)).toHaveText('2');
  // Other specs enrol in parallel: the figure can only have grown since it was read.
  const students = Number(await summary.getByRole('definition').nth(1).textContent());
  expect(students).toBeGreaterThanOrEqual(before!.students);
  await expect(summary.getByRole('definition').nth(2)).toHaveText(String(before!.certificates));

  const courses = page.getByRole('region', { name: 'Cursos Vinculados' });
  const aws = await courseBySlug('aws');
  const devops = await courseBySlug('devops');
  await expect(courses.getByRole('heading', { level: 3 })).toHaveText(
    [aws.title, devops.title].sort((a, b) => a.localeCompare(b)),
  );
  await expect(courses.getByRole('link', { name: `Ver Curso ${devops.title}` })).toHaveAttribute(
    'href',
    '/courses/devops',
  );
  await courses.getByRole('link', { name: `Ver Curso ${aws.title}` }).click();
  await expect(page).toHaveURL('/courses/aws');
  await expect(page.getByRole('heading', { level: 1, name: aws.title })).toBeVisible();
});

test('the demo student sees four counters, a card per enrolment and the next lesson', async ({ page }) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Painel' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary.getByRole('term')).toHaveText([
    'Cursos Ativos',
    'Horas de Estudo',
    'Certificados',
    'Progresso Médio',
  ]);
  // The study time watched: '0 min', '3 min', '2h', '2h 05min' (docs/engagement.md, 'Study time').
  await expect(summary.getByRole('definition').nth(1)).toHaveText(/^(\d+ min|\d+h( \d{2}min)?)$/);
  await expect(summary.getByRole('definition').nth(3)).toHaveText(/^\d+%$/);

  const aws = await courseBySlug('aws');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: aws.title }) });
  await expect(card.getByText(`2 de ${aws.lessons.length} aulas concluídas`)).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(200 / aws.lessons.length)),
  );
  await expect(card.getByText('Próxima aula')).toBeVisible();
  // Next lesson: the first one not completed, in module order — one click to it.
  await expect(card.getByRole('link', { name: aws.lessons[2]!.title })).toHaveAttribute(
    'href',
    `/course/${aws.id}/lesson/${aws.lessons[2]!.id}`,
  );
  await expect(card.getByText(aws.lessons[2]!.moduleTitle)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Acessar Curso' })).toHaveAttribute('href', '/courses/aws');
  await expect(card.getByText('Curso Concluído!')).toHaveCount(0);
  // One primary action, 'Continuar': nothing watched yet, so the next lesson; no price on a course
  // the student already has.
  await expect(card.getByRole('link', { name: /^Continuar/ })).toHaveAttribute(
    'href',
    `/course/${aws.id}/lesson/${aws.lessons[2]!.id}`,
  );
  await expect(card.getByText(/R\$/)).toHaveCount(0);

  // Quick actions: catalogue, profile, and 'Ver Progresso' moves focus to the progress section.
  const actions = page.getByRole('navigation', { name: 'Ações rápidas' });
  await expect(actions.getByRole('link', { name: /Catálogo de Cursos/ })).toHaveAttribute('href', '/courses');
  await expect(actions.getByRole('link', { name: /Meu Perfil/ })).toHaveAttribute('href', '/profile');
  await expect(actions.getByRole('link', { name: /Painel Admin/ })).toHaveCount(0);
  await actions.getByRole('button', { name: /Ver Progresso/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Meu Progresso' })).toBeFocused();
});

test('a student without enrolments is invited to explore the courses', async ({ page }) => {
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);
  await page.goto('/dashboard');
  await expect(page.getByText('Você ainda não está inscrito em nenhum curso.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary.getByRole('definition')).toHaveText(['0', '0 min', '0', '0%']);
  await page.getByRole('link', { name: 'Explorar Cursos' }).click();
  await expect(page).toHaveURL('/courses');
});

test('the dashboard loads its data in at most 2 requests, whatever the number of courses', async ({
  page,
}) => {
  const student = await createStudent(page);
  const slugs = ['aws', 'azure', 'devops', 'ia'];
  for (const slug of slugs) await enrol(page, student, (await courseBySlug(slug)).id);
  await signInWithSession(page, student.email, student.password);

  // Cold load: only the session's own reads (role, active flag) come on top of the dashboard's.
  const cold = recordDataRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Acessar Curso/ })).toHaveCount(slugs.length);
  cold.stop();
  const dashboardReads = cold.paths.filter((path) => !/^(user_roles|profiles)\b/.test(path));
  expect(dashboardReads.length, dashboardReads.join(', ')).toBeLessThanOrEqual(2);

  // Arriving from another screen: the dashboard's requests alone.
  await page.goto('/pricing');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Minha Conta' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const warm = recordDataRequests(page);
  await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByRole('link', { name: /Acessar Curso/ })).toHaveCount(slugs.length);
  await page.waitForLoadState('networkidle');
  warm.stop();
  expect(warm.paths.length, warm.paths.join(', ')).toBeLessThanOrEqual(2);
  expect(warm.paths).toEqual(['rpc/get_student_dashboard']);
});

test('an administrador gets the student view with a shortcut to the admin hub', async ({ page }) => {
  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Painel' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Ações rápidas' }).getByRole('link', { name: /Painel Admin/ }),
  ).toHaveAttribute('href', '/admin');
});

test.describe('mobile, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard and the player fit the screen', async ({ page }) => {
    const aws = await courseBySlug('aws');
    await signInWithSession(page, demo.student.email, demo.student.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /Acessar Curso/ }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`/course/${aws.id}/lesson/${aws.lessons[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: aws.lessons[0]!.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
