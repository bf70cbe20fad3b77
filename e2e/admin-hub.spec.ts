// /admin and /admin/reports (docs/rules/admin.md).
import { demo, signInWithSession } from './support';
import { db, signInAsAdmin, expect, test } from './fixtures/admin-fixtures';

test('the hub links to the thirteen admin screens', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel Admin' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Áreas do painel' }).getByRole('link');
  await expect(tiles).toHaveCount(13);
  const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/admin/courses',
    '/admin/tracks',
    '/admin/lessons',
    '/admin/books',
    '/admin/pricing',
    '/admin/users',
    '/admin/teachers',
    '/admin/certificates',
    '/admin/reports',
    '/admin/sales',
    '/admin/empresas',
    '/admin/cupons',
    '/admin/afiliados',
  ]);
  // Site header and footer are there too.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test("reports show the eight counters from one request (the school's weeks and the revenue report from one each), and Voltar leads back to the hub", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  // The session's own reads (role, active flag) are done before counting.
  await expect(page.getByRole('heading', { level: 1, name: 'Painel Admin' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const [before] = await db()`select count(*)::int as users from public.profiles`;
  const reportCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) reportCalls.push(request.url());
  });
  await page.getByRole('link', { name: /Relatórios/ }).click();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  // The platform's counters come first; the revenue report's cards follow (admin-sales-report.spec.ts).
  const counters = page.locator('dl').first().locator('> div');
  await expect(counters).toHaveCount(8);
  await expect(counters.locator('dt')).toHaveText([
    'Total de usuários',
    'Alunos',
    'Professores',
    'Administradores',
    'Cursos',
    'Aulas',
    'Matrículas',
    'Certificados emitidos',
  ]);
  expect(reportCalls.filter((url) => url.includes('/rpc/get_admin_report'))).toHaveLength(1);
  expect(reportCalls.filter((url) => url.includes('/rpc/get_school_weeks'))).toHaveLength(1);
  expect(reportCalls.filter((url) => url.includes('/rpc/get_revenue_report'))).toHaveLength(1);
  expect(reportCalls).toHaveLength(3);

  // The numbers are the database's, shown with pt-BR thousands (2.531). Other specs add and remove
  // accounts meanwhile (thousands at once in admin-scale.spec.ts, single sign-ups anywhere), so
  // the shown total lies between the counts read before and after, give or take a few sign-ups.
  const value = async (label: string) =>
    Number((await counters.filter({ hasText: label }).locator('dd').innerText()).replaceAll('.', ''));
  const [after] = await db()`select count(*)::int as users from public.profiles`;
  const shown = await value('Total de usuários');
  expect(shown).toBeGreaterThanOrEqual(Math.min(before!.users, after!.users) - 5);
  expect(shown).toBeLessThanOrEqual(Math.max(before!.users, after!.users) + 5);
  expect(await value('Administradores')).toBeGreaterThanOrEqual(1);
  expect(await value('Administradores')).toBeLessThanOrEqual(shown);

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL('/admin');
});

test('a student is told Acesso negado and sent to the dashboard; a visitor goes to /auth and back', async ({
  page,
}) => {
  await page.goto('/admin/users?q=ana');
  await expect(page).toHaveURL(`/auth?voltar=${encodeURIComponent('/admin/users?q=ana')}`);
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto('/admin/courses');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Acesso negado')).toBeVisible();
});
