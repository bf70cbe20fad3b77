// The back office at real size, in the browser: 2 500 accounts created through SQL —
// more than the 1 000 rows the Data API returns per request — and a course with 1 500
// enrolments. The screens show true totals, find anyone, keep page and search in the URL, stay
// under 3 000 DOM nodes and 50 KB per page, and an enrolment and a student past the first
// thousand can be removed and certified.
//
// Isolation: every account carries this run's tag in its name and e-mail, signed up "yesterday"
// (so the accounts other specs create stay the newest), enrolled only in this spec's own course;
// all of it is deleted afterwards.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  addModuleWithLesson,
  createCourse,
  db,
  signInAsAdmin,
  expect,
  test,
  type FixtureCourse,
} from './fixtures/admin-fixtures';

const PEOPLE = 2_500;
const ENROLLED = 1_500;
const TAG = `escala${randomUUID().slice(0, 8)}`;
const FIRST_NAMES = ['João', 'Maria', 'José', 'Ângela', 'Luíza', 'Sebastião', 'Otávio', 'Cecília'];
const emailOf = (n: number) => `${TAG}.${String(n).padStart(4, '0')}@teste.trilhacloud.dev`;

let course: FixtureCourse;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  course = await createCourse(`Curso da escala ${TAG}`);
  // A certificate is offered only for a course with lessons.
  await addModuleWithLesson(course.id);
  const sql = db();
  await sql`
    insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
    select gen_random_uuid(), 'authenticated', 'authenticated', ${TAG} || '.' || lpad(n::text, 4, '0') || '@teste.trilhacloud.dev',
           jsonb_build_object('full_name', (${FIRST_NAMES}::text[])[1 + n % ${FIRST_NAMES.length}] || ' Conceição ' || ${TAG},
                              'terms_version', private.current_terms_version()),
           now(), now()
    from generate_series(1, ${PEOPLE}) as n`;
  // Signed up one second apart, yesterday; the last one is the newest of them.
  await sql`
    update public.profiles p
    set created_at = now() - interval '1 day' + (split_part(split_part(p.email, '@', 1), '.', 2)::int) * interval '1 second'
    where p.email like ${`${TAG}.%`}`;
  await sql`
    insert into public.enrollments (user_id, course_id, enrolled_at)
    select p.id, ${course.id}, now() - interval '1 day' + (split_part(split_part(p.email, '@', 1), '.', 2)::int) * interval '1 second'
    from public.profiles p
    where p.email like ${`${TAG}.%`} and split_part(split_part(p.email, '@', 1), '.', 2)::int <= ${ENROLLED}`;
});

test.afterAll(async () => {
  const sql = db();
  await sql`delete from public.certificates where course_id = ${course.id}`;
  await sql`delete from public.courses where id = ${course.id}`;
  await sql`delete from auth.users where email like ${`${TAG}.%`}`;
});

/** Elements on the page: the budget for any admin list screen is 3 000. */
const domNodes = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

/** The size of the next answer of an admin list RPC (the budget for one page is 50 KB). */
function nextListAnswer(page: Page, rpc: string) {
  return page
    .waitForResponse((response) => response.url().includes(`/rest/v1/rpc/${rpc}`) && response.ok())
    .then(async (response) => (await response.body()).length);
}

const usersTable = (page: Page) =>
  page.getByRole('region', { name: 'Usuários cadastrados' }).locator('tbody tr');

test('users: the true total, anyone by search, pages and search kept in the URL', async ({ page }) => {
  await signInAsAdmin(page);
  const [before] = await db()`select count(*)::int as accounts from public.profiles`;
  const answer = nextListAnswer(page, 'admin_list_users');
  await page.goto('/admin/users');
  const total = page.getByText(/^Total: [\d.]+ usuários$/);
  await expect(total).toBeVisible();
  expect(await answer).toBeLessThanOrEqual(50 * 1024);
  const [after] = await db()`select count(*)::int as accounts from public.profiles`;
  const shown = Number((await total.innerText()).replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(PEOPLE);
  expect(shown).toBeGreaterThanOrEqual(Math.min(before!.accounts, after!.accounts));
  expect(shown).toBeLessThanOrEqual(Math.max(before!.accounts, after!.accounts));
  await expect(usersTable(page)).toHaveCount(25);
  expect(await domNodes(page)).toBeLessThanOrEqual(3_000);

  // This spec's accounts: all of them counted; the one created last first, the first one last.
  await page.getByLabel('Buscar usuário').fill(TAG);
  await expect(page.getByText('Total: 2.500 usuários')).toBeVisible();
  await expect(page).toHaveURL(`/admin/users?q=${TAG}`);
  await expect(usersTable(page).first()).toContainText(emailOf(PEOPLE));
  const pages = page.getByRole('navigation', { name: 'Páginas de usuários' });
  await expect(pages).toContainText('Página 1 de 100');

  await pages.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(`/admin/users?q=${TAG}&page=2`);
  await expect(usersTable(page).first()).toContainText(emailOf(PEOPLE - 25));
  await page.goBack();
  await expect(page).toHaveURL(`/admin/users?q=${TAG}`);
  await expect(usersTable(page).first()).toContainText(emailOf(PEOPLE));

  await page.goto(`/admin/users?q=${TAG}&page=100`);
  await expect(usersTable(page).last()).toContainText(emailOf(1));
  await page.reload();
  await expect(page.getByLabel('Buscar usuário')).toHaveValue(TAG);
  await expect(pages).toContainText('Página 100 de 100');
  await expect(usersTable(page).last()).toContainText(emailOf(1));
  await expect(pages.getByText('Próxima')).toHaveAttribute('aria-disabled', 'true');

  // Pages that do not exist land on one that does.
  await page.goto(`/admin/users?q=${TAG}&page=999`);
  await expect(page).toHaveURL(`/admin/users?q=${TAG}&page=100`);
  await expect(usersTable(page).last()).toContainText(emailOf(1));
  for (const bad of ['abc', '0', '-2', '1.5']) {
    await page.goto(`/admin/users?q=${TAG}&page=${bad}`);
    await expect(page).toHaveURL(`/admin/users?q=${TAG}`);
    await expect(pages).toContainText('Página 1 de 100');
  }

  // Accents and case do not matter.
  await page.getByLabel('Buscar usuário').fill(`JOAO ${TAG}`);
  await expect(page.getByText('Total: 312 usuários')).toBeVisible();
  await expect(usersTable(page).first()).toContainText(`João Conceição ${TAG}`);
});

test('users: bad input in the search neither errors nor matches everything', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByText(/^Total: [\d.]+ usuários$/)).toBeVisible();
  const search = page.getByLabel('Buscar usuário');
  for (const input of ['%', '_', "'", '"', ',', `%_'",`, "' or 1=1 --", 'x'.repeat(80)]) {
    await search.fill(input);
    await expect(page.getByText('Nenhum usuário encontrado'), input).toBeVisible();
    await expect(page.getByText('Total: 0 usuários')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  // Only blanks is an empty box: the whole list again, and no q in the URL.
  await search.fill('    ');
  await expect(page.getByText(/^Total: [\d.]+ usuários$/)).not.toHaveText('Total: 0 usuários');
  await expect(page).toHaveURL('/admin/users');
  await expect(usersTable(page)).toHaveCount(25);
});

test('enrolments: 1.500 in one course; one past the first thousand is removed', async ({ page }) => {
  await signInAsAdmin(page);
  const answer = nextListAnswer(page, 'admin_list_course_enrollments');
  await page.goto(`/admin/courses/${course.id}/enrollments`);
  await expect(page.getByRole('heading', { name: '1.500 Alunos' })).toBeVisible();
  expect(await answer).toBeLessThanOrEqual(50 * 1024);
  const rows = page.getByRole('list', { name: 'Alunos matriculados' }).getByRole('listitem');
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(emailOf(ENROLLED));
  expect(await domNodes(page)).toBeLessThanOrEqual(3_000);

  // The first student enrolled is the 1 500th row: on the last page.
  await page.goto(`/admin/courses/${course.id}/enrollments?page=60`);
  await expect(page.getByRole('navigation', { name: 'Páginas de alunos' })).toContainText('Página 60 de 60');
  await expect(rows.last()).toContainText(emailOf(1));

  await page.getByLabel('Buscar aluno').fill(emailOf(1));
  await expect(page.getByRole('heading', { name: '1 Aluno', exact: true })).toBeVisible();
  await expect(page).toHaveURL(`/admin/courses/${course.id}/enrollments?q=${encodeURIComponent(emailOf(1))}`);
  await rows
    .first()
    .getByRole('button', { name: /^Remover / })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Remover aluno do curso?' })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(page.getByText('Aluno removido do curso com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum aluno encontrado')).toBeVisible();
  await page.getByLabel('Buscar aluno').fill('');
  await expect(page.getByRole('heading', { name: '1.499 Alunos' })).toBeVisible();
  const [left] = await db()`
    select count(*)::int as enrolled, (select total_students from public.courses where id = ${course.id}) as counter
    from public.enrollments where course_id = ${course.id}`;
  expect(left).toEqual({ enrolled: ENROLLED - 1, counter: ENROLLED - 1 });
});

test('certificates: a student past the first thousand is found and certified', async ({ page }) => {
  await signInAsAdmin(page);
  const answer = nextListAnswer(page, 'admin_list_students');
  await page.goto('/admin/certificates');
  await expect(page.getByText(/^[\d.]+ Alunos$/)).toBeVisible();
  expect(await answer).toBeLessThanOrEqual(50 * 1024);
  expect(await domNodes(page)).toBeLessThanOrEqual(3_000);

  await page.getByLabel('Buscar aluno').fill(TAG);
  await expect(page.getByText('2.500 Alunos')).toBeVisible();
  await page.getByLabel('Buscar aluno').fill(emailOf(3));
  await expect(page.getByText('1 Aluno', { exact: true })).toBeVisible();
  const name = `Ângela Conceição ${TAG}`;
  await page.getByRole('button', { name: `Emitir certificado para ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Emitir certificado — ${name}` });
  await dialog.getByLabel('Curso', { exact: true }).selectOption({ label: course.title });
  // Enrolled, not completed: issuing by hand needs a reason.
  await dialog.getByLabel('Motivo da emissão').fill('Concluiu a turma presencial');
  await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
  await expect(page.getByText('Certificado emitido com sucesso!')).toBeVisible();
  await expect(dialog).toContainText('1 certificado emitido');
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(page.getByRole('region', { name: 'Alunos' }).locator('tbody tr')).toContainText(
    '1 certificado',
  );

  await page.getByLabel('Buscar certificado').fill(TAG);
  const issued = page.getByRole('region', { name: 'Certificados emitidos' }).locator('tbody tr');
  await expect(issued).toHaveCount(1);
  await expect(issued).toContainText(course.title);
  await expect(issued).toContainText(emailOf(3));
  await expect(page).toHaveURL(`/admin/certificates?q=${encodeURIComponent(emailOf(3))}&cq=${TAG}`);
});
