// Screenshots for a person to look at (not an assertion of pixels): a course without reviews and
// with reviews, the admin course card and form (topic and level pickers), the certificate issue
// dialog asking for a reason, the revoke dialog, the admin list with a revoked certificate, and
// the public page of a revoked certificate, at 390 and 1280 px. Run with TRILHA_SCREENSHOTS=1;
// the PNGs go to <results dir>/ratings-certificates-screens/ (or TRILHA_SHOTS_DIR).
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  db,
  enroll,
  signInAsAdmin,
  unique,
  expect,
  test,
} from './fixtures/admin-fixtures';

const folder = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'ratings-certificates-screens');
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(folder, `${name}.png`), fullPage });

for (const width of [390, 1280]) {
  test(`ratings, course form and certificates at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

    const unrated = await createCourse(unique('Curso Sem Avaliações'));
    await addModuleWithLesson(unrated.id);
    await db()`update public.courses set topic = 'ia' where id = ${unrated.id}`;
    const rated = await createCourse(unique('Curso Avaliado'));
    await addModuleWithLesson(rated.id);
    await db()`update public.courses set topic = 'ia' where id = ${rated.id}`;
    for (const stars of [5, 5, 4]) {
      const reviewer = await createUser();
      await enroll(reviewer.id, rated.id);
      await db()`insert into public.course_reviews (course_id, author_id, rating) values (${rated.id}, ${reviewer.id}, ${stars})`;
    }

    await page.goto(`/course/${unrated.slug}`);
    await expect(page.getByRole('region', { name: 'Avaliações dos alunos' })).toBeVisible();
    await shot(page, `${width}-curso-sem-avaliacoes`);
    await page.getByRole('region', { name: 'Avaliações dos alunos' }).scrollIntoViewIfNeeded();
    await shot(page, `${width}-curso-sem-avaliacoes-secao`);
    await page.goto(`/course/${rated.slug}`);
    await expect(page.getByRole('main').locator('section[data-theme]')).toContainText('4,7');
    await shot(page, `${width}-curso-avaliado`);
    await page.goto('/courses?tema=ia');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await shot(page, `${width}-catalogo-ia`);

    await signInAsAdmin(page);
    await page.goto('/admin/courses');
    const card = page.getByRole('article', { name: rated.title });
    await card.scrollIntoViewIfNeeded();
    await shot(page, `${width}-admin-curso-avaliado`);
    await page.getByRole('button', { name: 'Novo Curso' }).first().click();
    const form = page.getByRole('dialog', { name: 'Novo Curso' });
    await form.getByRole('button', { name: 'Criar curso' }).click();
    await form.getByLabel('Tema').scrollIntoViewIfNeeded();
    await shot(page, `${width}-admin-novo-curso-tema-nivel`);
    await form.getByRole('button', { name: 'Cancelar' }).click();

    const student = await createUser({ fullName: unique('Aluna Exemplo') });
    await enroll(student.id, unrated.id);
    await page.goto(`/admin/certificates?q=${encodeURIComponent(student.email)}`);
    await page.getByRole('button', { name: `Emitir certificado para ${student.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Emitir certificado — ${student.fullName}` });
    await dialog.getByLabel('Curso', { exact: true }).selectOption({ label: unrated.title });
    await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
    await expect(dialog.getByText('Informe o motivo da emissão')).toBeVisible();
    await shot(page, `${width}-admin-emitir-com-motivo`);
    await dialog.getByLabel('Motivo da emissão').fill('Fez a prova final presencial');
    await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
    await expect(page.getByText('Certificado emitido com sucesso!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();

    await page.getByLabel('Buscar certificado').fill(student.email);
    const issued = page.getByRole('region', { name: 'Certificados emitidos' }).locator('tbody tr');
    await expect(issued).toHaveCount(1);
    const code = (await issued.getByRole('link').textContent())!.trim();
    await issued.getByRole('button', { name: `Revogar certificado ${code}` }).click();
    const revoke = page.getByRole('dialog', { name: 'Revogar certificado' });
    await revoke.getByRole('button', { name: 'Revogar certificado' }).click();
    await expect(revoke.getByText('Informe o motivo da revogação')).toBeVisible();
    await shot(page, `${width}-admin-revogar`);
    await revoke.getByLabel('Motivo da revogação').fill('Prova anulada por fraude');
    await revoke.getByRole('button', { name: 'Revogar certificado' }).click();
    await expect(revoke).toBeHidden();
    await expect(issued).toContainText('Revogado em');
    await issued.scrollIntoViewIfNeeded();
    await shot(page, `${width}-admin-lista-revogado`);

    await page.goto(`/certificado/${code}`);
    await expect(page.getByRole('alert')).toContainText('Certificado revogado');
    await shot(page, `${width}-certificado-revogado`, true);
  });
}
