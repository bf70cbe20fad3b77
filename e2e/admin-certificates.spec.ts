// /admin/certificates (docs/rules/admin.md: only alunos, the duplicate message):
// find a student, issue from their course picker, and the paged list of issued certificates.
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  db,
  signInAsAdmin,
  unique,
  expect,
  test,
} from './fixtures/admin-fixtures';

const GROUPED_CODE = /TC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

test('issue certificates until none remain; a duplicate shows its message', async ({ page }) => {
  const student = await createUser({ fullName: unique('Aluna Certificada') });
  const first = await createCourse(unique('Curso A'));
  const second = await createCourse(unique('Curso B'));
  await Promise.all([addModuleWithLesson(first.id), addModuleWithLesson(second.id)]);
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
  const students = page.getByRole('region', { name: 'Alunos' });

  // Only alunos are listed.
  for (const other of ['Paulo Professor', 'Ana Administradora']) {
    await page.getByLabel('Buscar aluno').fill(other);
    await expect(page.getByText('Nenhum aluno encontrado')).toBeVisible();
  }
  // Accents and case do not matter: 'aluna certificada' finds 'Aluna Certificada'.
  await page.getByLabel('Buscar aluno').fill(student.fullName.toLowerCase());
  await expect(page).toHaveURL(/[?&]q=aluna\+certificada\+/);
  const row = students.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(student.email);
  await expect(row).toContainText('0 certificados');

  await row.getByRole('button', { name: `Emitir certificado para ${student.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Emitir certificado — ${student.fullName}` });
  await expect(dialog).toContainText(student.email);
  await expect(dialog).toContainText('0 certificados emitidos');
  const picker = dialog.getByLabel('Curso', { exact: true });
  await expect(picker.locator('option')).toHaveText(['Selecione um curso', first.title, second.title]);

  // The student never enrolled: the dialog says so and asks for the reason.
  await picker.selectOption({ label: first.title });
  await expect(dialog).toContainText('O aluno não está matriculado neste curso.');
  await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
  await expect(dialog.getByText('Informe o motivo da emissão')).toBeVisible();
  await dialog.getByLabel('Motivo da emissão').fill('Concluiu a turma presencial');
  await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
  await expect(page.getByText('Certificado emitido com sucesso!')).toBeVisible();
  await expect(dialog).toContainText('1 certificado emitido');
  await expect(dialog.getByRole('list', { name: `Certificados de ${student.fullName}` })).toContainText(
    first.title,
  );
  await expect(dialog).toContainText(GROUPED_CODE);
  await expect(picker.locator('option')).toHaveText(['Selecione um curso', second.title]);

  // Issued elsewhere meanwhile: the database refuses the duplicate (23505).
  await db()`insert into public.certificates (user_id, course_id, title, issue_reason)
             values (${student.id}, ${second.id}, ${second.title}, 'Emitido em outra aba')`;
  await picker.selectOption({ label: second.title });
  await dialog.getByLabel('Motivo da emissão').fill('Concluiu a turma presencial');
  await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
  await expect(page.getByText('Este aluno já possui certificado para este curso')).toBeVisible();

  await expect(dialog).toContainText('2 certificados emitidos');
  await expect(picker).toBeDisabled();
  await expect(picker.locator('option')).toHaveText(['Todos os certificados já foram emitidos']);
  await expect(picker.locator('option')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Emitir certificado' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('2 certificados');

  // The issued list, searched by the student: both certificates, newest first, with their codes.
  await page.getByLabel('Buscar certificado').fill(student.email);
  await expect(page).toHaveURL(/[?&]cq=/);
  const issued = page.getByRole('region', { name: 'Certificados emitidos' }).locator('tbody tr');
  await expect(issued).toHaveCount(2);
  await expect(issued.nth(0)).toContainText(second.title);
  await expect(issued.nth(1)).toContainText(first.title);
  await expect(issued.nth(1)).toContainText(GROUPED_CODE);
  await expect(issued.nth(1)).toContainText('Motivo: Concluiu a turma presencial');
  await expect(page.getByText('Total: 2 certificados')).toBeVisible();
  // ...and by the course.
  await page.getByLabel('Buscar certificado').fill(first.title);
  await expect(issued).toHaveCount(1);
  await expect(issued).toContainText(student.fullName);
  // The students' search is untouched by the certificates' one.
  await expect(page.getByLabel('Buscar aluno')).toHaveValue(student.fullName.toLowerCase());
});
