// /admin/certificates (spec §2 Admin certificates, §6 only alunos, §8 incl. the 23505 message).
import { createCourse, createUser, db, signInAsAdmin, unique, expect, test } from './fixtures/admin-fixtures';

test('issue certificates until none remain; a duplicate shows its message', async ({ page }) => {
  const student = await createUser({ fullName: unique('Aluna Certificada') });
  const first = await createCourse(unique('Curso A'));
  const second = await createCourse(unique('Curso B'));
  // Other specs add courses in parallel: this page sees only the two courses of this test.
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/courses') && url.searchParams.get('select') === 'id,title',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify([first, second].map(({ id, title }) => ({ id, title }))),
      }),
  );
  await signInAsAdmin(page);
  await page.goto('/admin/certificates');
  await expect(page.getByText('Carregando...')).toHaveCount(0);

  // Only alunos get a card.
  await expect(page.getByRole('article', { name: 'Paulo Professor' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Ana Administradora' })).toHaveCount(0);
  const card = page.getByRole('article', { name: student.fullName });
  await expect(card).toContainText('0 certificados');
  const picker = card.getByLabel('Emitir certificado', { exact: true });
  await expect(picker.locator('option')).toHaveText(['Selecione um curso', first.title, second.title]);

  await picker.selectOption({ label: first.title });
  await card.getByRole('button', { name: `Emitir certificado para ${student.fullName}` }).click();
  await expect(page.getByText('Certificado emitido com sucesso!')).toBeVisible();
  await expect(card).toContainText('1 certificado');
  await expect(card.getByRole('list', { name: `Certificados de ${student.fullName}` })).toContainText(
    first.title,
  );
  await expect(card).toContainText(/TC-[0-9A-Z]{12}/);
  await expect(picker.locator('option')).toHaveText(['Selecione um curso', second.title]);

  // Issued elsewhere meanwhile: the database refuses the duplicate (23505).
  await db()`insert into public.certificates (user_id, course_id, title) values (${student.id}, ${second.id}, ${second.title})`;
  await picker.selectOption({ label: second.title });
  await card.getByRole('button', { name: `Emitir certificado para ${student.fullName}` }).click();
  await expect(page.getByText('Este aluno já possui certificado para este curso')).toBeVisible();

  await expect(card).toContainText('2 certificados');
  await expect(picker).toBeDisabled();
  await expect(picker.locator('option')).toHaveText(['Todos os certificados já foram emitidos']);
  await expect(picker.locator('option')).toBeDisabled();
});
