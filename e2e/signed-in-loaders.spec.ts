// The signed-in screens' loaders start the screen's reads with the navigation, while the screen's
// code is still downloading (docs/architecture.md, "Loaders of the signed-in screens"); the
// screen then uses what they read (the request counts are e2e/request-counts.spec.ts).
import type { Page } from '@playwright/test';
import { courseBySlug, createStudent, enrol } from './learning-fixtures';
import { builtFileOf, demo, expect, signInWithSession, test } from './support';

/**
 * Holds back the built chunk of a route module until `release` is called. A fake no real server
 * produces: the screen's code alone arrives late, so what starts before it can be seen.
 */
async function holdChunk(page: Page, module: string) {
  const chunk = `/${builtFileOf(module)}`;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(
    (url) => url.pathname === chunk,
    async (route) => {
      requested = true;
      await released;
      await route.continue();
    },
  );
  return { release, wasRequested: () => requested };
}

/** A page read once with the session, as on any earlier visit: the session record knows the account. */
async function visitOnce(page: Page) {
  const accountRead = page.waitForResponse((response) => response.url().includes('/rest/v1/profiles'));
  await page.goto('/pricing');
  await accountRead;
}

test("the dashboard's data is asked for while the screen's code downloads", async ({ page }) => {
  const student = await createStudent(page);
  await enrol(page, student, (await courseBySlug('aws')).id);
  await signInWithSession(page, student.email, student.password);
  await visitOnce(page);

  const chunk = await holdChunk(page, 'src/app/routes/student/dashboard.tsx');
  const dashboardReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/get_student_dashboard')) dashboardReads.push(request.url());
  });
  const dashboardAnswer = page.waitForResponse((response) =>
    response.url().includes('/rpc/get_student_dashboard'),
  );
  await page.goto('/dashboard');
  await dashboardAnswer;
  expect(chunk.wasRequested()).toBe(true);
  await expect(page.getByRole('main').getByText('Carregando...')).toBeVisible();

  // The answer came before the screen: the screen shows it and does not ask again, although it
  // never keeps this data fresh (it reads it again on every other visit).
  chunk.release();
  await expect(page.getByRole('link', { name: /Acessar Curso/ })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(dashboardReads).toHaveLength(1);
});

test('a first sign-in (a record without the account) still reads the dashboard before its code is in', async ({
  page,
}) => {
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);

  const chunk = await holdChunk(page, 'src/app/routes/student/dashboard.tsx');
  const dashboardRead = page.waitForRequest((request) =>
    request.url().includes('/rpc/get_student_dashboard'),
  );
  await page.goto('/dashboard');
  await dashboardRead;
  expect(chunk.wasRequested()).toBe(true);

  chunk.release();
  await expect(page.getByText('Você ainda não está inscrito em nenhum curso.')).toBeVisible();
});

test("the lesson's outline and its questions are asked for while the player's code downloads", async ({
  page,
}) => {
  const course = await courseBySlug('aws');
  const lesson = course.lessons[1]!;
  await signInWithSession(page, demo.student.email, demo.student.password);
  await visitOnce(page);

  const chunk = await holdChunk(page, 'src/app/routes/student/lesson-player.tsx');
  const outlineRead = page.waitForRequest(
    (request) => request.url().includes('/rest/v1/courses') && request.url().includes('lesson_progress'),
  );
  // The page and order the address asks for.
  const questionsRead = page.waitForRequest(
    (request) =>
      request.url().endsWith('/rest/v1/rpc/list_lesson_questions') &&
      request.postDataJSON().p_lesson_id === lesson.id &&
      request.postDataJSON().p_order === 'votadas' &&
      request.postDataJSON().p_page === 1,
  );
  await page.goto(`/course/${course.id}/lesson/${lesson.id}?ordem=votadas`);
  await Promise.all([outlineRead, questionsRead]);
  expect(chunk.wasRequested()).toBe(true);

  chunk.release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mais votadas' })).toHaveAttribute('aria-pressed', 'true');
});

test("an administrador's list of users is asked for while the screen's code downloads", async ({ page }) => {
  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await visitOnce(page);

  const chunk = await holdChunk(page, 'src/app/routes/admin/users.tsx');
  const usersRead = page.waitForRequest((request) => request.url().includes('/rpc/admin_list_users'));
  await page.goto('/admin/users?q=aluno');
  const request = await usersRead;
  expect(request.postDataJSON()).toMatchObject({ p_search: 'aluno', p_page: 1 });
  expect(chunk.wasRequested()).toBe(true);

  chunk.release();
  await expect(page.getByText(/^Total: [\d.]+ usuários?$/)).toBeVisible();
});

test('a student on /admin/users: nothing is read for the list, and the guard still sends them away', async ({
  page,
}) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  await visitOnce(page);
  const listReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/admin_list_users')) listReads.push(request.url());
  });
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Acesso negado')).toBeVisible();
  expect(listReads).toEqual([]);
});
